import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import {
  agdSubjectName,
  calendarSequence,
  creditsBadge,
  formatCredits,
  normaliseAgenda,
  type AgendaItem,
  type EventListing,
} from '@dental/contracts';

/**
 * iCalendar (RFC 5545) for public events: the one-event download (GET /api/events/:id/ics) and the
 * subscribable feed (GET /calendar.ics). ical-generator writes the lines: it escapes every text
 * value (a bare CR included, so a title cannot end one entry and start another) and folds lines
 * at 75 octets without splitting a character.
 *
 * An event is an all-day span over its days (startDate to endDate), as RFC 5545 writes all-day
 * events: DTSTART;VALUE=DATE on the first day and DTEND;VALUE=DATE on the day after the last,
 * floating, with no time zone. An event without days has no entry.
 */

/**
 * The right-hand side of every UID. Fixed rather than the request's host, so an event keeps one
 * UID in the download and in every feed, whichever address served it, and a calendar that holds
 * both updates one entry instead of showing two.
 */
export const CALENDAR_UID_DOMAIN = 'dental-education-events';

const PRODUCT = { company: 'Dental Education Events', product: 'Event Calendar', language: 'EN' };

/** A cancelled event stays in the calendar, marked; a postponed one is tentative until its new day is known. */
const CALENDAR_STATUS: Partial<Record<EventListing['status'], ICalEventStatus>> = {
  cancelled: ICalEventStatus.CANCELLED,
  postponed: ICalEventStatus.TENTATIVE,
};

/** What one VEVENT is made of. */
export interface CalendarEntry {
  event: EventListing;
  /** The event's public page, absolute. */
  url: string;
}

/**
 * The one-event download: METHOD:PUBLISH, DTSTAMP when the file is made, and the event's time zone
 * as X-WR-TIMEZONE so a calendar shows the event page's session times in the right zone. Null
 * when the event has no days yet (such as 'TBD').
 */
export function toICalendar(event: EventListing, publicUrl: string, now: Date): string | null {
  if (!calendarDays(event)) return null;
  const calendar = ical({ prodId: PRODUCT, method: ICalCalendarMethod.PUBLISH });
  if (event.timezone) calendar.x('X-WR-TIMEZONE', event.timezone);
  addEntry(calendar, { event, url: publicUrl }, now);
  return calendar.toString();
}

export interface CalendarFeedOptions {
  /** X-WR-CALNAME and NAME: what a calendar app calls the subscription. */
  name: string;
  description?: string;
  /** Where the feed is read from (SOURCE), absolute. */
  source: string;
  /** The site page the feed stands for (URL), absolute. */
  url: string;
  /** How often a subscriber should read the feed again, in seconds. */
  refreshSeconds: number;
}

/**
 * A subscribable calendar of many events, in the order given; events without days are left out.
 * Each DTSTAMP is the event's last change (RFC 5545 §3.8.7.2: without METHOD it says when the
 * information was last revised), so the feed's bytes depend only on the listings and it can be
 * kept as a public answer. X-WR-TIMEZONE is set only when every event shares one time zone: a
 * calendar has one default zone, and naming one of several would be wrong for the others.
 */
export function toCalendarFeed(entries: Iterable<CalendarEntry>, options: CalendarFeedOptions): string {
  // ical-generator writes the calendar's NAME, X-WR-CALNAME and X-WR-CALDESC as given, unlike
  // every event property: the text is escaped here (a test fails if that ever doubles up).
  const calendar = ical({
    prodId: PRODUCT,
    name: escapeText(options.name),
    source: options.source,
    url: options.url,
    ttl: options.refreshSeconds,
  });
  if (options.description) calendar.description(escapeText(options.description));
  const zones = new Set<string | null>();
  for (const entry of entries) {
    if (!calendarDays(entry.event)) continue;
    zones.add(entry.event.timezone ?? null);
    addEntry(calendar, entry, new Date(entry.event.updatedAt));
  }
  const [zone] = zones;
  if (zones.size === 1 && zone) calendar.x('X-WR-TIMEZONE', zone);
  return calendar.toString();
}

function addEntry(calendar: ICalCalendar, { event, url }: CalendarEntry, stamp: Date): void {
  const days = calendarDays(event)!;
  const subjects = subjectNames(event);
  calendar.createEvent({
    id: `${event.id}@${CALENDAR_UID_DOMAIN}`,
    stamp,
    // A higher SEQUENCE and STATUS:CANCELLED make a calendar that holds the entry update it (decision 0060).
    sequence: calendarSequence(event),
    status: CALENDAR_STATUS[event.status] ?? null,
    // Midnight UTC of each day: with no time zone on the calendar or the event, ical-generator
    // writes a date from its UTC fields, so the days never move with the server's zone.
    start: days.start,
    end: days.dayAfterEnd,
    allDay: true,
    summary: plainText(event.title),
    location: plainText(placeOf(event)) || null,
    description: plainText(describe(event, subjects, url)),
    url,
    categories: subjects.map((name) => ({ name })),
    created: validDate(event.createdAt),
    lastModified: validDate(event.updatedAt),
  });
}

/** Where the event is: its venue, then its city unless the venue already names it ('Convention Center, Dallas, TX'). */
function placeOf(event: Pick<EventListing, 'location' | 'city'>): string {
  const location = (event.location ?? '').trim();
  const city = (event.city ?? '').trim();
  if (city === '' || location.toLowerCase().includes(city.toLowerCase())) return location;
  return location === '' ? city : `${location}, ${city}`;
}

/** The first day and the day after the last, as UTC midnights; null without a readable start day. */
export function calendarDays(
  event: Pick<EventListing, 'startDate' | 'endDate'>,
): { start: Date; dayAfterEnd: Date } | null {
  const start = isoDay(event.startDate);
  if (!start) return null;
  const end = isoDay(event.endDate);
  const last = end && end.getTime() >= start.getTime() ? end : start;
  return { start, dayAfterEnd: new Date(last.getTime() + 24 * 60 * 60 * 1000) };
}

function isoDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // '2027-02-30' would roll over into March: not a day.
  return date.getUTCDate() === Number(match[3]) && date.getUTCMonth() === Number(match[2]) - 1 ? date : null;
}

/** The description, then the credits when known, the subjects and the page's address, one per paragraph. */
function describe(event: EventListing, subjects: readonly string[], url: string): string {
  const credits = creditsLine(event);
  return [event.description.trim(), credits, subjects.length > 0 ? `Subjects: ${subjects.join(', ')}` : null, url]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * As the event card words it: 'Up to 14 CE credits' when worked out from the agenda, 'About 12 CE
 * credits' for the organiser's estimate; null when neither says any.
 */
export function creditsLine(event: Pick<EventListing, 'ceCredits' | 'estimatedCeCredits'>): string | null {
  if (event.ceCredits) return event.ceCredits.max > 0 ? creditsBadge(event.ceCredits.max) : null;
  const estimate = event.estimatedCeCredits;
  return typeof estimate === 'number' && estimate > 0
    ? `About ${formatCredits(estimate)} CE ${estimate === 1 ? 'credit' : 'credits'}`
    : null;
}

/**
 * The AGD subjects an event teaches, by name: the event's own, then its sessions' in agenda
 * order, each once. Sessions count because the search's subject filter counts them, so an event
 * in a feed filtered by a subject always names that subject.
 */
export function subjectNames(event: Pick<EventListing, 'topics' | 'agenda'>): string[] {
  const codes = new Set<string>(event.topics ?? []);
  for (const day of normaliseAgenda(event.agenda).days)
    for (const item of day.items) for (const code of sessionTopics(item)) codes.add(code);
  return [...codes].map(agdSubjectName);
}

function sessionTopics(item: AgendaItem): string[] {
  switch (item.kind) {
    case 'break':
      return [];
    case 'session':
      return item.session.topics ?? [];
    case 'workshop-group':
      return item.sessions.flatMap(({ session }) => session.topics ?? []);
    case 'corporate-forum':
      return [...(item.session.topics ?? []), ...item.sessions.flatMap(({ session }) => session.topics ?? [])];
  }
}

/**
 * Text without control characters other than tab and line breaks: RFC 5545 allows none in a text
 * value, and strict parsers refuse the whole file for one. Line breaks are kept for the library to
 * escape; the Unicode ones (NEL, LINE and PARAGRAPH SEPARATOR) become plain line breaks first, as
 * readers that split lines the Unicode way would otherwise start a new content line there.
 */
function plainText(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing the control characters is the point
  return text.replace(/[\u0085\u2028\u2029]/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

/** A calendar property's text value escaped as RFC 5545 §3.3.11 asks, every line break included. */
function escapeText(text: string): string {
  return plainText(text)
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

function validDate(time: string | null | undefined): Date | null {
  const value = time ? Date.parse(time) : NaN;
  return Number.isNaN(value) ? null : new Date(value);
}
