import { agendaWithSessionKeys, type EventListing, type EventSummary } from '@dental/contracts';
import { readModelTexts, sharedList } from '../shared/string-pool';

/**
 * An event as the public reads it: each session one can choose carries its plan key, the name a
 * plan, a renewal progress request and a search by renewal rule give it. Keys are worked out from
 * the agenda and the event's days, never stored; the admin area reads the agenda as it was written.
 */
export function withSessionKeys(event: EventListing): EventListing {
  return event.agenda === null ? event : { ...event, agenda: agendaWithSessionKeys(event) };
}

/** An event without its agenda, with its repeated texts shared (withSharedTexts). */
export function eventSummary(event: EventListing): EventSummary {
  // Left out by destructuring, not `delete`: an object with a deleted key becomes a slow dictionary in V8.
  const { agenda, ...summary } = event;
  return withSharedTexts(summary);
}

/**
 * The summary with the texts that repeat across events replaced by the pool's copy (decision
 * 0113), and its subject and audience lists by one shared list each: the editions of a meeting,
 * and the events of a city or a provider, share a description, a venue, a city, a region, a time
 * zone, an image and the lists of who and what they are for. Held by every process that serves,
 * for every event (EventsQueries.summaries). The titles, addresses and moments of change are
 * left as they are: they seldom repeat, and a text the pool does not hold costs more to look up
 * than to keep. Changes the summary it is given, which is its own (parsed, or made for it), and
 * never a list inside it: a list it does not share is replaced, not changed.
 */
export function withSharedTexts(summary: EventSummary): EventSummary {
  const pool = readModelTexts;
  summary.description = pool.shared(summary.description);
  summary.date = pool.shared(summary.date);
  summary.location = pool.shared(summary.location);
  summary.city = pool.shared(summary.city);
  summary.image = pool.shared(summary.image);
  summary.timezone = pool.shared(summary.timezone);
  summary.region = pool.shared(summary.region);
  summary.commercialSupport = pool.shared(summary.commercialSupport);
  if (Array.isArray(summary.topics)) summary.topics = sharedList(summary.topics);
  if (Array.isArray(summary.audiences)) summary.audiences = sharedList(summary.audiences);
  return summary;
}
