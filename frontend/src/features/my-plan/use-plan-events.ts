import { useEffect, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { EventListing } from '@dental/contracts';
import { eventQueryOptions } from '../events/api/get-event';
import type { PlanItem } from './api/plan-item';
import { planSessions, refreshPlanItem, type PlanSession } from './api/plan-sessions';
import { refreshPlanItems } from './api/plan-store';
import type { SharedEvent } from './share-link';

/** An event of the plan as the site lists it now. */
export type PlanEventState =
  | { kind: 'loading' }
  | { kind: 'listed'; event: EventListing; sessions: PlanSession[] }
  /** Unknown, hidden or moved to trash: the API answers 404. */
  | { kind: 'gone' }
  /** The API could not be reached: nothing is known either way. */
  | { kind: 'unknown' };

// One reading of an event's agenda per answer (answers keep their identity while current).
const sessionsByEvent = new WeakMap<EventListing, PlanSession[]>();

function sessionsOf(event: EventListing): PlanSession[] {
  let sessions = sessionsByEvent.get(event);
  if (!sessions) {
    sessions = planSessions(event);
    sessionsByEvent.set(event, sessions);
  }
  return sessions;
}

/** The listed state of each event, read through the same public event query as the event page. */
export function usePlanEvents(eventIds: readonly string[]): ReadonlyMap<string, PlanEventState> {
  const results = useQueries({ queries: eventIds.map((id) => eventQueryOptions(id)) });
  return new Map(
    eventIds.map((id, index): [string, PlanEventState] => {
      const { data, isPending } = results[index];
      if (data) return [id, { kind: 'listed', event: data, sessions: sessionsOf(data) }];
      if (data === null) return [id, { kind: 'gone' }];
      return [id, isPending ? { kind: 'loading' } : { kind: 'unknown' }];
    }),
  );
}

export type PlanItemStatus = 'current' | 'not-in-agenda' | 'event-gone' | 'unchecked';

/**
 * The visitor's own plan, checked against the events as listed now: each stored item is replaced
 * by its session's current copy (title, time, credits, subjects may have been edited), which is
 * saved back; a session no longer in its agenda or an event no longer listed stays as stored, and
 * says so, until the visitor removes it.
 */
export function useRefreshedPlan(items: readonly PlanItem[]): {
  statusOf: (item: PlanItem) => PlanItemStatus;
  /** The event as listed now, when it is. */
  eventOf: (eventId: string) => EventListing | undefined;
} {
  const eventIds = useMemo(() => [...new Set(items.map((item) => item.eventId))], [items]);
  const events = usePlanEvents(eventIds);

  const checked = items.map((stored) => {
    const state = events.get(stored.eventId);
    if (state?.kind === 'gone') return { stored, status: 'event-gone' as const, item: stored };
    if (state?.kind !== 'listed') return { stored, status: 'unchecked' as const, item: stored };
    return { stored, ...refreshPlanItem(stored, state.sessions, state.event) };
  });

  // Saved after the render, and only when a copy differs (refreshPlanItems compares), so this settles at once.
  const updates = checked
    .filter(({ stored, item }) => JSON.stringify(item) !== JSON.stringify(stored))
    .map(({ stored, item }) => ({ stored, item }));
  const updatesText = JSON.stringify(updates);
  useEffect(() => {
    const pending = JSON.parse(updatesText) as typeof updates;
    if (pending.length > 0) refreshPlanItems(pending);
  }, [updatesText]);

  const statuses = new Map(checked.map(({ stored, status }) => [`${stored.eventId}/${stored.key}`, status]));
  return {
    statusOf: (item) => statuses.get(`${item.eventId}/${item.key}`) ?? 'unchecked',
    eventOf: (eventId) => {
      const state = events.get(eventId);
      return state?.kind === 'listed' ? state.event : undefined;
    },
  };
}

export interface SharedPlanState {
  /** Still asking the site for some of the link's events. */
  pending: boolean;
  /** The link's sessions as their events list them now, in the link's order. */
  items: PlanItem[];
  /** Keys of listed events that name no session of their agenda (edited since the link was made). */
  missingSessions: number;
  /** Events no longer listed. */
  goneEvents: number;
  /** Events the site could not be asked about. */
  unknownEvents: number;
  /** The event as listed now, when it is. */
  eventOf: (eventId: string) => EventListing | undefined;
}

/**
 * A shared plan read from the site: each event the link names is fetched, and each key looked up
 * in its agenda. Titles, times and credits all come from the site, never from the link.
 */
export function useSharedPlan(shared: readonly SharedEvent[]): SharedPlanState {
  const eventIds = useMemo(() => shared.map(({ eventId }) => eventId), [shared]);
  const events = usePlanEvents(eventIds);
  const state: SharedPlanState = {
    pending: false,
    items: [],
    missingSessions: 0,
    goneEvents: 0,
    unknownEvents: 0,
    eventOf: (eventId) => {
      const event = events.get(eventId);
      return event?.kind === 'listed' ? event.event : undefined;
    },
  };
  for (const { eventId, keys } of shared) {
    const event = events.get(eventId);
    if (!event || event.kind === 'loading') state.pending = true;
    else if (event.kind === 'gone') state.goneEvents += 1;
    else if (event.kind === 'unknown') state.unknownEvents += 1;
    else {
      for (const key of keys) {
        const session = event.sessions.find(({ item }) => item.key === key);
        if (session) state.items.push(session.item);
        else state.missingSessions += 1;
      }
    }
  }
  return state;
}
