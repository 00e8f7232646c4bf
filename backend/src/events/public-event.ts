import { agendaWithSessionKeys, type EventListing, type EventSummary } from '@dental/contracts';
import { shareFields } from '../event-sourcing/read-store/read-store.port';
import { readModelTexts, sharedList } from '../shared/string-pool';

/**
 * An event as the public reads it: each session one can choose carries its plan key, the name a
 * plan, a renewal progress request and a search by renewal rule give it. Keys are worked out from
 * the agenda and the event's days, never stored; the admin area reads the agenda as it was written.
 */
export function withSessionKeys(event: EventListing): EventListing {
  return event.agenda === null ? event : { ...event, agenda: agendaWithSessionKeys(event) };
}

/**
 * An event without its agenda, with its repeated texts and lists shared (sharedEventValue), so a
 * list inside it is never changed: a list it does not share is replaced.
 */
export function eventSummary(event: EventListing): EventSummary {
  // Left out by destructuring, not `delete`: an object with a deleted key becomes a slow dictionary in V8.
  const { agenda, ...summary } = event;
  shareFields(summary, sharedEventValue);
  return summary;
}

/** The fields of an event whose texts repeat across events (sharedEventValue). */
const REPEATED_TEXTS: ReadonlySet<string> = new Set<keyof EventSummary>([
  'description',
  'date',
  'location',
  'city',
  'image',
  'timezone',
  'region',
  'commercialSupport',
]);

/** The fields of an event holding a list that many events hold alike (sharedEventValue). */
const REPEATED_LISTS: ReadonlySet<string> = new Set<keyof EventSummary>(['topics', 'audiences']);

/**
 * An event's value as the summaries share it (SharedValue): the editions of a meeting, and the
 * events of a city or a provider, share a description, a venue, a city, a region, a time zone, an
 * image and the lists of who and what they are for. Held by every process that serves, for every
 * event (EventsQueries.summaries). The titles, addresses and moments of change are left as they
 * are: they seldom repeat, and a text the pool does not hold costs more to look up than to keep.
 */
export function sharedEventValue(field: string, value: unknown): unknown {
  if (REPEATED_TEXTS.has(field)) return readModelTexts.shared(value as string | null | undefined);
  if (REPEATED_LISTS.has(field) && Array.isArray(value)) return sharedList(value as Array<string | number>);
  return value;
}
