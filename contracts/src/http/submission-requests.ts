import { z } from 'zod';
import { EVENT_TYPES } from '../entities';
import { isHttpUrl } from './url';

/**
 * The public event-submission form (spec section 5). The browser validates with this schema and
 * the server decides with the same one, so both give the same messages word for word.
 */

const required = (message: string) => z.string({ message }).trim().min(1, message);

/** Empty, or an absolute http(s) URL. */
const optionalUrl = (message: string) =>
  z
    .string({ message })
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), { message })
    .optional();

export const EventSubmissionFormSchema = z.object({
  title: required('Event title is required').max(200, 'Title must be under 200 characters'),
  date: required('Event date is required').max(100, 'Date must be under 100 characters'),
  location: required('Location is required').max(300, 'Location must be under 300 characters'),
  city: required('City is required').max(100, 'City must be under 100 characters'),
  description: z
    .string({ message: 'Description must be at least 10 characters' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(2000, 'Description must be under 2000 characters'),
  image: optionalUrl('Please provide a valid image URL'),
  registrationUrl: optionalUrl('Please provide a valid registration URL'),
  organizationName: required('Organization name is required').max(200, 'Organization name must be under 200 characters'),
  contactEmail: z
    .string({ message: 'Please provide a valid email address' })
    .trim()
    .max(254, 'Please provide a valid email address')
    .pipe(z.email({ message: 'Please provide a valid email address' })),
  contactPhone: required('Contact phone is required').max(20, 'Phone must be under 20 characters'),
  eventType: z.enum(EVENT_TYPES).default('conference'),
  expectedAttendees: required('Expected attendee count is required').max(100, 'Expected attendee count must be under 100 characters'),
  additionalInfo: z
    .string()
    .trim()
    .max(1000, 'Additional information must be under 1000 characters')
    .optional(),
  /** Honeypot: hidden from people, so anything typed here came from a bot. */
  website: z.string().max(0, 'This field must be left empty').optional(),
});

/** What the form holds (eventType may be absent: it defaults to 'conference'). */
export type EventSubmissionForm = z.input<typeof EventSubmissionFormSchema>;
export type ValidEventSubmissionForm = z.output<typeof EventSubmissionFormSchema>;

/** Answer of POST /api/event-submissions. */
export interface EventSubmissionCreated {
  id: string;
}

export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  conference: 'Conference',
  workshop: 'Workshop',
  symposium: 'Symposium',
  seminar: 'Seminar',
  course: 'Course',
  other: 'Other',
};
