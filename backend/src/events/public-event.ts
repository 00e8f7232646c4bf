import { agendaWithSessionKeys, type EventListing, type EventSummary } from '@dental/contracts';

/**
 * An event as the public reads it: each session one can choose carries its plan key, the name a
 * plan, a renewal progress request and a search by renewal rule give it. Keys are worked out from
 * the agenda and the event's days, never stored; the admin area reads the agenda as it was written.
 */
export function withSessionKeys(event: EventListing): EventListing {
  return event.agenda === null ? event : { ...event, agenda: agendaWithSessionKeys(event) };
}

/** An event without its agenda. */
export function eventSummary(event: EventListing): EventSummary {
  // Left out by destructuring, not `delete`: an object with a deleted key becomes a slow dictionary in V8.
  const { agenda, ...summary } = event;
  return summary;
}
