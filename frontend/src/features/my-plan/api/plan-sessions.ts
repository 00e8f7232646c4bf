import {
  isAgdSubjectCode,
  normaliseAgenda,
  readSessionTime,
  sessionDay,
  type AgendaDayView,
  type AgendaItem,
  type AgendaSession,
  type EventListing,
  type NormalisedAgenda,
} from '@dental/contracts';
import { PLAN_LIMITS, type PlanItem } from './plan-item';

/** What a plan needs of an event. */
export type PlanEvent = Pick<EventListing, 'id' | 'title' | 'agenda'> &
  Partial<Pick<EventListing, 'timezone' | 'startDate' | 'endDate' | 'location'>>;

/** A session of an event's agenda that can go into a plan: every titled session but breaks. */
export interface PlanSession {
  /** The agenda entry it was read from, for the page to find its plan button's data. */
  source: AgendaSession;
  item: PlanItem;
}

/**
 * Every session of an event a visitor can choose, in agenda order: plain sessions, each session
 * of a workshop group, each lecture of a corporate forum (the forum itself when it lists none).
 * Breaks and untitled entries are left out.
 */
export function planSessions(
  event: PlanEvent,
  agenda: NormalisedAgenda = normaliseAgenda(event.agenda),
): PlanSession[] {
  const sessions: PlanSession[] = [];
  const usedKeys = new Set<string>();
  agenda.days.forEach((day, dayIndex) => {
    const isoDay = sessionDay(day.label, dayIndex, {
      startDate: event.startDate ?? null,
      endDate: event.endDate ?? null,
    });
    const starts = startsOfDay(day);
    for (const { session, time } of choosableSessions(day.items)) {
      const title = session.title.trim();
      if (title === '') continue;
      const key = uniqueKey(sessionKey(isoDay ?? day.label ?? `#${dayIndex}`, time, title), usedKeys);
      const start = readSessionTime(time)?.start;
      sessions.push({
        source: session,
        item: {
          eventId: event.id,
          eventTitle: event.title.slice(0, PLAN_LIMITS.text),
          timezone: event.timezone ?? null,
          key,
          title: title.slice(0, PLAN_LIMITS.text),
          time: time?.trim().slice(0, PLAN_LIMITS.time) || null,
          day: isoDay,
          until: start === undefined ? null : (starts.find((next) => next > start) ?? null),
          credits:
            typeof session.ceCredits === 'number' && Number.isFinite(session.ceCredits) ? session.ceCredits : null,
          creditType: session.creditType ?? null,
          topics: [...new Set((session.topics ?? []).filter(isAgdSubjectCode))],
          place:
            [session.location, event.location]
              .map((part) => part?.trim())
              .filter(Boolean)
              .join(', ')
              .slice(0, PLAN_LIMITS.place) || null,
        },
      });
    }
  });
  return sessions;
}

/** The sessions of a day one can attend, each with the time it is at (a workshop's is its group's). */
function choosableSessions(items: readonly AgendaItem[]): Array<{ session: AgendaSession; time: string | undefined }> {
  return items.flatMap((item) => {
    switch (item.kind) {
      case 'break':
        return [];
      case 'session':
        return [{ session: item.session, time: item.session.time }];
      case 'workshop-group':
        return item.sessions.map(({ session }) => ({ session, time: session.time ?? item.time ?? undefined }));
      case 'corporate-forum':
        if (item.sessions.length === 0) return [{ session: item.session, time: item.session.time }];
        return item.sessions.map(({ session }) => ({ session, time: session.time ?? item.session.time }));
    }
  });
}

/** Every start time the day's agenda states, breaks included, in order: where a session with no stated end likely stops. */
function startsOfDay(day: AgendaDayView): number[] {
  const times = day.items.flatMap((item) => {
    if (item.kind === 'workshop-group') return [item.time, ...item.sessions.map(({ session }) => session.time)];
    if (item.kind === 'corporate-forum')
      return [item.session.time, ...item.sessions.map(({ session }) => session.time)];
    return [item.session.time];
  });
  const starts = times
    .map((time) => readSessionTime(time)?.start)
    .filter((start): start is number => start !== undefined);
  return [...new Set(starts)].sort((a, b) => a - b);
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A short name for a session within its event, from its day, time and title: the same session
 * keeps its key when other sessions are added, removed or reordered, or its speakers, credits or
 * description change. The time counts as read ('9 am' and '9:00 AM' are one time), so retyping it
 * changes nothing either. Changing its day, time or title gives a new key; refreshing a plan then
 * finds it by its title (refreshPlanItem).
 */
export function sessionKey(day: string, time: string | undefined, title: string): string {
  const read = readSessionTime(time);
  const timePart = read ? `${read.start}-${read.end ?? ''}` : normalise(time ?? '');
  return fnv1a(`${normalise(day)}|${timePart}|${normalise(title)}`).toString(36);
}

/** The same day, time and title twice in one agenda: the second is '<key>-2'. */
function uniqueKey(key: string, used: Set<string>): string {
  let candidate = key;
  for (let count = 2; used.has(candidate); count += 1) candidate = `${key}-${count}`;
  used.add(candidate);
  return candidate;
}

/** 32-bit FNV-1a over UTF-16 code units: short, stable, and spread well enough for the sessions of one event. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

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
  if (byKey) return { item: byKey.item, status: 'current' };
  const sameTitle = sessions.filter(({ item }) => normalise(item.title) === normalise(stored.title));
  const sameDay = sameTitle.filter(({ item }) => item.day === stored.day);
  const match = sameDay.length === 1 ? sameDay[0] : sameTitle.length === 1 ? sameTitle[0] : undefined;
  if (match) return { item: match.item, status: 'current' };
  const timezone = event.timezone === undefined ? stored.timezone : event.timezone;
  return { item: { ...stored, eventTitle: event.title.slice(0, PLAN_LIMITS.text), timezone }, status: 'not-in-agenda' };
}
