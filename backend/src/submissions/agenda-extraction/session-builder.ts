import type { AgendaSession } from '@dental/contracts';
import { collapseWhitespace, truncate } from './html-text';
import { isBreakTitle } from './session-text';

/** Caps on what one page can put into an event: pages are untrusted and may be huge or hostile. */
export const LIMITS = {
  sessions: 200,
  title: 300,
  speakersPerSession: 20,
  speakerName: 200,
  location: 300,
  track: 200,
  description: 2000,
  dayLabel: 100,
} as const;

export interface SessionParts {
  time?: string;
  title: string;
  speakers?: string[];
  location?: string;
  track?: string;
  description?: string;
}

/**
 * Turns extracted pieces into a session with collapsed, length-capped text. Breaks get
 * type 'break' and no speakers (a sponsor named on a coffee break is not a speaker).
 * Returns null when there is no title left.
 */
export function buildSession(parts: SessionParts): AgendaSession | null {
  const title = capped(parts.title, LIMITS.title);
  if (title === undefined) return null;
  const session: AgendaSession = { title };
  if (parts.time) session.time = parts.time;
  if (isBreakTitle(title)) {
    session.type = 'break';
  } else {
    const speakers = uniqueNames(parts.speakers ?? []).slice(0, LIMITS.speakersPerSession);
    if (speakers.length > 0) session.speakers = speakers;
  }
  assignIfPresent(session, 'location', capped(parts.location, LIMITS.location));
  assignIfPresent(session, 'track', capped(parts.track, LIMITS.track));
  assignIfPresent(session, 'description', capped(parts.description, LIMITS.description));
  return session;
}

/** Trimmed, capped names without repeats; 'DR. ANN LEE' and 'Dr. Ann Lee' count as one (first spelling kept). */
export function uniqueNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const unique: string[] = [];
  for (const raw of names) {
    const name = capped(raw, LIMITS.speakerName);
    if (name === undefined || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    unique.push(name);
  }
  return unique;
}

export function capped(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const value = truncate(collapseWhitespace(text), max);
  return value === '' ? undefined : value;
}

function assignIfPresent<K extends 'location' | 'track' | 'description'>(
  session: AgendaSession,
  key: K,
  value: string | undefined,
): void {
  if (value !== undefined) session[key] = value;
}
