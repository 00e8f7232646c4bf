import {
  isHttpUrl,
  localIsoDay,
  readEventDate,
  agdSubjectName,
  type Audience,
  type EventFormat,
  type EventStatus,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import { absoluteImageUrl } from '../../lib/absolute-image-url';
import { eventSubjects } from './components/continuing-education';

const ATTENDANCE_MODES: Record<EventFormat, string> = {
  in_person: 'https://schema.org/OfflineEventAttendanceMode',
  virtual: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/** schema.org's educationalRole is free text: one person's role, as search engines read it. */
const EDUCATIONAL_ROLES: Record<Audience, string> = {
  dentist: 'dentist',
  hygienist: 'dental hygienist',
  assistant: 'dental assistant',
  lab_technician: 'dental laboratory technician',
  office_staff: 'dental office staff',
  student: 'dental student',
};

const IN_STOCK = 'https://schema.org/InStock';

type JsonLdEvent = Pick<
  EventListing,
  'title' | 'description' | 'date' | 'location' | 'city' | 'image' | 'registrationUrl' | 'agenda'
> &
  Partial<
    Pick<
      EventListing,
      | 'format'
      | 'audiences'
      | 'topics'
      | 'fees'
      | 'startDate'
      | 'endDate'
      | 'country'
      | 'region'
      | 'status'
      | 'previousStartDate'
    >
  >;

/** schema.org's EventStatusType for each status (decision 0060). */
const EVENT_STATUS_TYPES: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

/**
 * schema.org EducationEvent data for search engines; only what we know is included. Dates come
 * from the date text when it can be read, else from the stored first and last days. The organizer
 * is the listing site, which is who publishes the page; the organising society is not stored yet.
 * A virtual event is attended at its registration address (the only online address we know); a
 * hybrid one both there and at its venue. Once its last day is over, an event offers nothing: a
 * past listing stays findable, but search engines are not told a seat can still be bought, nor
 * for a cancelled event. An event moved online is attended online. An event whose days are not
 * known ('TBD (Spring 2027)') has none: search engines require a startDate (a postponed event
 * keeps its last known date, so it keeps its data).
 */
export function eventJsonLd(
  event: JsonLdEvent,
  speakers: ReadonlyArray<Pick<Speaker, 'name'> & Partial<Pick<Speaker, 'credentials'>>>,
  pageUrl: string,
  context: { siteName: string | undefined; today: Date },
): Record<string, unknown> | null {
  const days = eventDays(event);
  if (!days.startDate) return null;
  const origin = new URL(pageUrl).origin;
  const image = absoluteImageUrl(event.image, origin);
  const status = event.status ?? 'scheduled';
  const format = status === 'moved_online' ? 'virtual' : (event.format ?? 'in_person');
  const registrationUrl = isHttpUrl(event.registrationUrl) ? event.registrationUrl : null;
  const subjects = eventSubjects(event).map((code) => ({ code, name: agdSubjectName(code) }));
  const audiences = event.audiences ?? [];
  const isOver = days.endDate !== undefined && days.endDate < localIsoDay(context.today);
  const offers = isOver || status === 'cancelled' ? null : eventOffers(event, registrationUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: event.title,
    description: event.description,
    ...days,
    eventStatus: EVENT_STATUS_TYPES[status],
    ...(status === 'rescheduled' && event.previousStartDate ? { previousStartDate: event.previousStartDate } : {}),
    eventAttendanceMode: ATTENDANCE_MODES[format],
    location: eventLocation(event, format, registrationUrl),
    ...(image ? { image: [image] } : {}),
    url: pageUrl,
    ...(context.siteName ? { organizer: { '@type': 'Organization', name: context.siteName, url: origin } } : {}),
    ...(audiences.length > 0
      ? {
          audience: audiences.map((audience) => ({
            '@type': 'EducationalAudience',
            educationalRole: EDUCATIONAL_ROLES[audience] ?? audience,
          })),
        }
      : {}),
    ...(subjects.length > 0
      ? {
          teaches: subjects.map((subject) => subject.name),
          about: subjects.map((subject) => ({
            '@type': 'DefinedTerm',
            name: subject.name,
            termCode: subject.code,
            inDefinedTermSet: 'AGD subject codes',
          })),
        }
      : {}),
    ...(offers ? { offers } : {}),
    ...(speakers.length > 0 ? { performer: speakers.map(performer) } : {}),
  };
}

/** A speaker; degrees such as 'DDS, MS' are what schema.org calls an honorific suffix. */
function performer(speaker: Pick<Speaker, 'name'> & Partial<Pick<Speaker, 'credentials'>>): Record<string, unknown> {
  const credentials = speaker.credentials?.trim();
  return { '@type': 'Person', name: speaker.name, ...(credentials ? { honorificSuffix: credentials } : {}) };
}

function eventDays(event: JsonLdEvent): { startDate?: string; endDate?: string } {
  const dates = readEventDate(event.date);
  if (dates) return { startDate: localIsoDay(dates.date), endDate: localIsoDay(dates.end) };
  if (!event.startDate) return {};
  return { startDate: event.startDate, endDate: event.endDate ?? event.startDate };
}

function eventLocation(
  event: JsonLdEvent,
  format: EventFormat,
  registrationUrl: string | null,
): Record<string, unknown> | Array<Record<string, unknown>> {
  const place = {
    '@type': 'Place',
    name: event.location,
    address: {
      '@type': 'PostalAddress',
      addressLocality: event.city,
      streetAddress: event.location,
      ...(event.region ? { addressRegion: event.region } : {}),
      ...(event.country ? { addressCountry: event.country } : {}),
    },
  };
  const online = { '@type': 'VirtualLocation', ...(registrationUrl ? { url: registrationUrl } : {}) };
  if (format === 'virtual') return online;
  if (format === 'hybrid') return [place, online];
  return place;
}

/** One Offer per fee; without fees, one Offer for the registration address when there is one. */
function eventOffers(
  event: JsonLdEvent,
  registrationUrl: string | null,
): Array<Record<string, unknown>> | Record<string, unknown> | null {
  const fees = event.fees ?? [];
  if (fees.length > 0) {
    return fees.map((fee) => ({
      '@type': 'Offer',
      name: fee.label,
      price: fee.amount,
      priceCurrency: fee.currency,
      ...(registrationUrl ? { url: registrationUrl } : {}),
      availability: IN_STOCK,
    }));
  }
  return registrationUrl ? { '@type': 'Offer', url: registrationUrl, availability: IN_STOCK } : null;
}
