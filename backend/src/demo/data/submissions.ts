import { agdPaceStatement } from './ce-providers';
import type { DemoSubmission } from './types';

/** One submission in each review state, as outside organisers would have typed them into the form. */
export const demoSubmissions: DemoSubmission[] = [
  {
    key: 'lowcountry-implant-workshop',
    title: 'Lowcountry Implant Restoration Workshop',
    description:
      'A two-day, hands-on workshop for general dentists who restore implants: impression and scanning techniques, abutment selection, screw- versus cement-retained crowns and managing common prosthetic complications. Morning lectures are followed by supervised work on models. 14 CE hours.',
    eventType: 'workshop',
    date: 'September 10-11, 2027',
    location: 'Harborside Dental Education Center, 120 Marsh View Road',
    city: 'Charleston',
    expectedAttendees: '40-60',
    additionalInfo:
      'We can share a draft agenda and speaker biographies on request. Lunch is included for all attendees.',
    organizationName: 'Lowcountry Implant Study Club',
    contactEmail: 'programs@lowcountry-implant.example.org',
    contactPhone: '(555) 014-8821',
    image: 'https://media.example.org/lowcountry/workshop-banner.jpg',
    registrationUrl: 'https://lowcountry-implant.example.org/register',
    status: 'pending',
    submittedDaysAgo: 2,
    format: 'in_person',
    audiences: ['dentist', 'assistant'],
    topics: ['690', '610'],
    ceProvider: {
      name: 'Lowcountry Implant Study Club',
      approvalStatement: agdPaceStatement('Lowcountry Implant Study Club', '1/1/2026 to 12/31/2029', '221387'),
    },
    estimatedCeCredits: 14,
  },
  {
    key: 'prairie-hygiene-seminar',
    title: 'Prairie Provinces Dental Hygiene Seminar',
    description:
      'An annual one-day seminar for dental hygienists and their teams covering periodontal risk assessment, caries management with fluoride varnish and silver diamine fluoride, and ergonomics to protect your career.',
    eventType: 'seminar',
    date: 'March 20, 2027',
    location: 'Riverbend Conference Centre',
    city: 'Winnipeg',
    expectedAttendees: '150-200',
    additionalInfo: null,
    organizationName: 'Prairie Hygiene Education Network',
    contactEmail: 'hello@prairiehygiene.example.com',
    contactPhone: '+1 555 010 7432',
    image: null,
    registrationUrl: null,
    status: 'approved',
    submittedDaysAgo: 9,
    reviewNotes: 'Approved. Waiting for the registration link and speaker list before the listing goes live.',
    createLiveEvent: false,
    // The organiser named the provider but has not sent its approval wording yet.
    format: 'hybrid',
    audiences: ['hygienist', 'assistant'],
    topics: ['490', '010'],
    ceProvider: { name: 'Prairie Hygiene Education Network' },
    estimatedCeCredits: 6,
  },
  {
    key: 'whitening-sales-night',
    title: 'Whitening Profit Night',
    description:
      'An evening presentation on adding our take-home whitening kits to your practice, with special launch pricing for attendees and a product demonstration.',
    eventType: 'other',
    date: 'January 14, 2027',
    location: 'Suite 400, 88 Commerce Plaza',
    city: 'Phoenix',
    expectedAttendees: '20-30',
    additionalInfo: 'No CE credit offered.',
    organizationName: 'BrightWave Whitening Distributors',
    contactEmail: 'sales@brightwave.example.com',
    contactPhone: '(555) 010-6090',
    image: null,
    registrationUrl: 'https://brightwave.example.com/profit-night',
    status: 'rejected',
    submittedDaysAgo: 16,
    reviewNotes:
      'Declined: this is a product sales presentation without continuing education content. We list educational meetings only; the organiser is welcome to sponsor an event instead.',
  },
];
