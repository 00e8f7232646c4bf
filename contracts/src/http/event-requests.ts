import { z } from 'zod';
import { AgendaSchema } from '../agenda-schemas';
import type { EventListing } from '../entities';
import { EVENT_STATUSES, STATUS_NOTE_MAX_LENGTH } from '../event-status';
import { checkPlaceAndDates, eventCeFields } from './ce-fields';
import { INSECURE_IMAGE_URL_MESSAGE, isImageUrl, isInsecureHttpUrl } from './image-url';
import { optionalHttpUrl } from './url';

/** The six bundled event images offered by the edit-event screen; the stored value is the key. */
export const BUNDLED_EVENT_IMAGES = [
  { key: 'esthetic-days', label: 'Esthetic Days' },
  { key: 'gnyap-original', label: 'GNYAP Original' },
  { key: 'gnyap-with-crest', label: 'GNYAP with Crest' },
  { key: 'gnyap-2024-meeting', label: 'GNYAP 2024 Meeting' },
  { key: 'aaid-conference', label: 'AAID Conference' },
  { key: 'beckers-roundtable', label: "Becker's Roundtable" },
] as const;
export type BundledEventImageKey = (typeof BUNDLED_EVENT_IMAGES)[number]['key'];

/** An event image is a bundled image key, an attached-asset path, an uploaded image (/media/...) or an https URL. */
export function isValidEventImage(value: string): boolean {
  return (
    value === '' ||
    BUNDLED_EVENT_IMAGES.some((image) => image.key === value) ||
    /^\/attached_assets\/[\w./-]+$/.test(value) ||
    isImageUrl(value)
  );
}

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ message }).trim().min(1, message).max(max, tooLong);

const eventImage = z
  .string()
  .trim()
  .max(2000)
  .superRefine((value, context) => {
    if (isInsecureHttpUrl(value)) context.addIssue({ code: 'custom', message: INSECURE_IMAGE_URL_MESSAGE });
    else if (!isValidEventImage(value))
      context.addIssue({ code: 'custom', message: 'Choose a bundled image, upload one or give an https image URL' });
  });

/** An event's date text, as written on the event form and on the public submission form that becomes one. */
export const EVENT_DATE_MAX_LENGTH = 100;

const eventFields = {
  title: requiredText('Title is required', 200, 'Title must be under 200 characters'),
  date: requiredText(
    'Date is required',
    EVENT_DATE_MAX_LENGTH,
    `Date must be under ${EVENT_DATE_MAX_LENGTH} characters`,
  ),
  location: requiredText('Location is required', 300, 'Location must be under 300 characters'),
  city: requiredText('City is required', 100, 'City must be under 100 characters'),
  description: requiredText('Description is required', 5000, 'Description must be under 5000 characters'),
  image: eventImage,
  registrationUrl: optionalHttpUrl('Please provide a valid registration URL'),
  agenda: AgendaSchema.nullable().optional(),
  ...eventCeFields,
};

/** Fields of the edit-event form; the same rules decide create and edit on the server. */
export const EventFormSchema = z
  .object({ ...eventFields, image: eventImage.default('') })
  .superRefine(checkPlaceAndDates);
export type EventForm = z.input<typeof EventFormSchema>;
export type ValidEventForm = z.output<typeof EventFormSchema>;

export const CreateEventRequestSchema = z
  .object({ ...eventFields, image: eventImage.default(''), isHidden: z.boolean().optional() })
  .superRefine(checkPlaceAndDates);

/** Flags that PATCH /api/events/:id toggles one at a time. */
export const EVENT_FLAGS = ['isHidden', 'isFeatured', 'hideSocialMedia', 'hideAbstracts'] as const;
export type EventFlag = (typeof EVENT_FLAGS)[number];

/**
 * PATCH /api/events/:id carries either exactly one flag, or some of the form's fields (a partial
 * edit is allowed; the fields present must be valid, and required ones cannot be blanked).
 */
export const EventFlagPatchSchema = z
  .object({
    isHidden: z.boolean(),
    isFeatured: z.boolean(),
    hideSocialMedia: z.boolean(),
    hideAbstracts: z.boolean(),
  })
  .partial()
  .strict();
// Built from the fields without defaults: a partial edit must not reset fields it does not mention.
export const EventEditPatchSchema = z.object(eventFields).partial().strict().superRefine(checkPlaceAndDates);

/**
 * PATCH /api/events/:id with `status` sets the event's status and its public note, which comes
 * with it or not at all (a status sent without a note clears the last one); decision 0060.
 */
export const EventStatusPatchSchema = z
  .object({
    status: z.enum(EVENT_STATUSES, {
      message: `Status must be one of: ${EVENT_STATUSES.join(', ')}`,
    }),
    statusNote: z
      .string({ message: 'Status note must be text' })
      .trim()
      .max(STATUS_NOTE_MAX_LENGTH, `Status note must be under ${STATUS_NOTE_MAX_LENGTH} characters`)
      .nullable()
      .optional()
      .transform((note) => (note ? note : null)),
  })
  .strict();
export type EventStatusPatch = z.input<typeof EventStatusPatchSchema>;
/** A status is set in a request of its own, apart from flags and fields. */
export const STATUS_ALONE_MESSAGE = 'Send status (and statusNote) in a request of their own, without flags or fields.';

export const TrashRequestSchema = z.object({
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
});

export const LoginRequestSchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required'),
  password: z.string({ message: 'Password is required' }).min(1, 'Password is required'),
});

/** POST /api/events/:id/duplicate: the next edition's date, written as on the event form. */
export const DuplicateEventRequestSchema = z.object({ date: eventFields.date }).strict();
export type DuplicateEventRequest = z.input<typeof DuplicateEventRequestSchema>;

/** Featured means upcoming: featuring is refused for an event that is over or hidden. */
export const PAST_EVENT_CANNOT_BE_FEATURED = 'A past event cannot be featured.';
export const HIDDEN_EVENT_CANNOT_BE_FEATURED = 'A hidden event cannot be featured.';
export const CANCELLED_EVENT_CANNOT_BE_FEATURED = 'A cancelled event cannot be featured.';
/** A PATCH may set several flags at once, but isFeatured is decided on its own roster stream. */
export const FEATURED_FLAG_ALONE_MESSAGE =
  'Send isFeatured in a request of its own: it is decided on the featured list, apart from the other flags.';

/**
 * POST /api/events/:id/restore answers the restored event and whether to offer 'Feature again':
 * `wasFeatured` says it was featured when it was trashed (trashing unfeatures), `slotFree` that
 * featuring it now would be accepted (one of the 6 places is free and the event is neither past
 * nor hidden).
 */
export interface RestoredEventAnswer extends EventListing {
  refeature: { wasFeatured: boolean; slotFree: boolean };
}

export const FEATURED_EVENTS_LIMIT = 6;
export const FEATURED_EVENTS_LIMIT_MESSAGE = 'Cannot feature more than 6 events. Please unfeature an event first.';
export const TRASH_RETENTION_DAYS = 14;
