import type { AgendaDay, AgendaSession } from '@dental/contracts';
import { isoDateIn } from './day-label';
import { LIMITS, SessionParts, buildSession, capped } from './session-builder';

interface OpenDay {
  day?: string;
  date?: string;
  sessions: AgendaSession[];
}

/** Collects sessions in page order under the most recent day heading, up to the session cap. */
export class DayCollector {
  private readonly days: OpenDay[] = [];
  private count = 0;

  get sessionCount(): number {
    return this.count;
  }

  get full(): boolean {
    return this.count >= LIMITS.sessions;
  }

  /** A heading with no sessions under it yet is replaced rather than kept as an empty day. */
  startDay(label: string): void {
    const day: OpenDay = { day: capped(label, LIMITS.dayLabel), date: isoDateIn(label), sessions: [] };
    if (this.days.at(-1)?.sessions.length === 0) this.days[this.days.length - 1] = day;
    else this.days.push(day);
  }

  add(parts: SessionParts | null): boolean {
    const session = parts && !this.full ? buildSession(parts) : null;
    if (!session) return false;
    if (this.days.length === 0) this.days.push({ sessions: [] });
    this.days.at(-1)!.sessions.push(session);
    this.count++;
    return true;
  }

  result(): AgendaDay[] {
    return this.days
      .filter((day) => day.sessions.length > 0)
      .map(({ day, date, sessions }) => ({ ...(date ? { date } : {}), ...(day ? { day } : {}), sessions }));
  }
}
