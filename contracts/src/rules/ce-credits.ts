import type { AgendaSession } from '../entities';
import type { CeCredits } from '../continuing-education';
import { normaliseAgendaWithoutSpeakers, type AgendaItem } from './agenda';

/** Credits one person can earn from a part of the agenda; `known` is false when no session in it states credits. */
interface Tally extends CeCredits {
  known: boolean;
}

const NOTHING: Tally = { max: 0, lecture: 0, participation: 0, known: false };

/**
 * The credits of an event, worked out from its agenda (any of the four shapes):
 * - a session counts its `ceCredits`, towards `lecture` or `participation` by its `creditType`
 *   (credits without a type count towards `max` only); breaks and cancelled sessions never count;
 * - concurrent sessions count once, at their highest value, because one person attends one of
 *   them: the sessions of a workshop group, and sessions at the same time on the same day;
 * - a corporate forum's nested sessions follow one another (the same rule applies inside it);
 *   the forum's own credits count only when none of them states any;
 * - days add up.
 * `lecture` and `participation` are each the most of that kind one person can earn, so they may
 * add up to more than `max`. Null when no session states credits: unknown, not zero.
 */
export function eventCeCredits(agenda: unknown): CeCredits | null {
  const total = normaliseAgendaWithoutSpeakers(agenda)
    .days.map((day) => sequence(day.items))
    .reduce(sum, NOTHING);
  return total.known ? { max: total.max, lecture: total.lecture, participation: total.participation } : null;
}

/** Items of one day (or of one forum) in order: those at the same time form one slot. */
function sequence(items: readonly AgendaItem[]): Tally {
  const slots = new Map<string, Tally[]>();
  items.forEach((item, index) => {
    const time = timeOf(item);
    const key = time === '' ? `untimed-${index}` : `at-${time}`;
    slots.set(key, [...(slots.get(key) ?? []), ...choicesOf(item)]);
  });
  return [...slots.values()].map(best).reduce(sum, NOTHING);
}

/** What a person can choose to attend in this item. */
function choicesOf(item: AgendaItem): Tally[] {
  switch (item.kind) {
    case 'break':
      return [];
    case 'session':
      return [sessionTally(item.session)];
    case 'workshop-group':
      return item.sessions.map(({ session }) => sessionTally(session));
    case 'corporate-forum': {
      const nested = sequence(
        item.sessions.map(({ session, speakerNames }) => ({ kind: 'session', session, speakerNames })),
      );
      return [nested.known ? nested : sessionTally(item.session)];
    }
  }
}

function timeOf(item: AgendaItem): string {
  const time = item.kind === 'workshop-group' ? item.time : item.session.time;
  return (time ?? '').toLowerCase().replace(/\s+/g, '');
}

function sessionTally(session: AgendaSession): Tally {
  const credits = session.ceCredits;
  if (typeof credits !== 'number' || !Number.isFinite(credits) || credits < 0) return NOTHING;
  // Its credits are stated, so the agenda's are known, but nobody earns them.
  if (session.status === 'cancelled') return { ...NOTHING, known: true };
  return {
    max: credits,
    lecture: session.creditType === 'lecture' ? credits : 0,
    participation: session.creditType === 'participation' ? credits : 0,
    known: true,
  };
}

function best(choices: readonly Tally[]): Tally {
  return choices.reduce(
    (top, choice) => ({
      max: Math.max(top.max, choice.max),
      lecture: Math.max(top.lecture, choice.lecture),
      participation: Math.max(top.participation, choice.participation),
      known: top.known || choice.known,
    }),
    NOTHING,
  );
}

function sum(a: Tally, b: Tally): Tally {
  return {
    max: a.max + b.max,
    lecture: a.lecture + b.lecture,
    participation: a.participation + b.participation,
    known: a.known || b.known,
  };
}
