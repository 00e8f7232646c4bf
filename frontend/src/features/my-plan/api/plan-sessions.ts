import {
  calendarSequence,
  isAgdSubjectCode,
  keyedSessions,
  normaliseAgenda,
  type AgendaSession,
  type EventListing,
  type NormalisedAgenda,
} from '@dental/contracts';
import { PLAN_LIMITS, type PlanItem, type PlanItemPlace } from './plan-item';

/** What a plan needs of an event. */
export type PlanEvent = Pick<EventListing, 'id' | 'title' | 'agenda'> &
  Partial<Pick<EventListing, 'timezone' | 'startDate' | 'endDate' | 'location' | 'status' | 'createdAt' | 'updatedAt'>>;

/** A session of an event's agenda that can go into a plan: every titled session but breaks. */
export interface PlanSession {
  /** The agenda entry it was read from, for the page to find its plan button's data. */
  source: AgendaSession;
  item: PlanItem;
}

/**
 * Every session of an event a visitor can choose, in agenda order, as plan items keyed as the
 * contracts key them (`keyedSessions`): the server names sessions by the same keys.
 */
export function planSessions(
  event: PlanEvent,
  agenda: NormalisedAgenda = normaliseAgenda(event.agenda),
): PlanSession[] {
  return keyedSessions(event, agenda).map(({ key, session, time, day, until }) => ({
    source: session,
    item: {
      eventId: event.id,
      eventTitle: event.title.slice(0, PLAN_LIMITS.text),
      timezone: event.timezone ?? null,
      key,
      title: session.title.trim().slice(0, PLAN_LIMITS.text),
      time: time?.trim().slice(0, PLAN_LIMITS.time) || null,
      day,
      until,
      credits: typeof session.ceCredits === 'number' && Number.isFinite(session.ceCredits) ? session.ceCredits : null,
      creditType: session.creditType ?? null,
      topics: [...new Set((session.topics ?? []).filter(isAgdSubjectCode))],
      place:
        [session.location, event.location]
          .map((part) => part?.trim())
          .filter(Boolean)
          .join(', ')
          .slice(0, PLAN_LIMITS.place) || null,
      // Written only when they say something, so a plan kept before they existed reads the same.
      ...((session.status === 'cancelled' || event.status === 'cancelled') && { cancelled: true }),
      ...(event.createdAt &&
        event.updatedAt &&
        calendarSequence({ createdAt: event.createdAt, updatedAt: event.updatedAt }) > 0 && {
          sequence: calendarSequence({ createdAt: event.createdAt, updatedAt: event.updatedAt }),
        }),
    },
  }));
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export type RefreshedPlanItem = { item: PlanItem; status: 'current' | 'not-in-agenda' };

/**
 * A stored item brought up to date with its event as listed now: the session with the same key,
 * else the one session with the same title on the same day, else in the whole event (its time or
 * day was edited). When none matches, the stored item is kept, with the event's current title and
 * zone, as 'not-in-agenda'.
 */
export function refreshPlanItem(
  stored: PlanItem,
  sessions: readonly PlanSession[],
  event: Pick<EventListing, 'title'> & Partial<Pick<EventListing, 'timezone'>>,
): RefreshedPlanItem {
  const byKey = sessions.find(({ item }) => item.key === stored.key);
  if (byKey) return { item: withAccepted(stored, byKey.item), status: 'current' };
  const sameTitle = sessions.filter(({ item }) => normalise(item.title) === normalise(stored.title));
  const sameDay = sameTitle.filter(({ item }) => item.day === stored.day);
  const match = sameDay.length === 1 ? sameDay[0] : sameTitle.length === 1 ? sameTitle[0] : undefined;
  if (match) return { item: withAccepted(stored, match.item), status: 'current' };
  const timezone = event.timezone === undefined ? stored.timezone : event.timezone;
  return { item: { ...stored, eventTitle: event.title.slice(0, PLAN_LIMITS.text), timezone }, status: 'not-in-agenda' };
}

/** When and where a plan item's session is, as a change mark compares it. */
export const placeOfItem = (item: PlanItem): PlanItemPlace => ({
  day: item.day,
  time: item.time,
  place: item.place,
  cancelled: item.cancelled ?? false,
});

const samePlace = (a: PlanItemPlace, b: PlanItemPlace) =>
  a.day === b.day && a.time === b.time && a.place === b.place && a.cancelled === b.cancelled;

/**
 * The session as listed now, remembering what the visitor last saw of it while that differs: the
 * stored item's own `accepted`, else the stored item itself (what was shown before this refresh).
 */
function withAccepted(stored: PlanItem, current: PlanItem): PlanItem {
  const accepted = stored.accepted ?? placeOfItem(stored);
  return samePlace(accepted, placeOfItem(current)) ? current : { ...current, accepted };
}
