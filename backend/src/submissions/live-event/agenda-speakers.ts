import { speakerNamesOf, type Agenda, type AgendaSession } from '@dental/contracts';

/** What a speaker record made from an agenda says until an admin fills it in. */
export const TO_BE_ANNOUNCED = 'To be announced';
/** A registration page is untrusted: it may name hundreds of people. Only this many become records. */
export const MAX_SPEAKERS_FROM_AGENDA = 100;

export interface AgendaSpeaker {
  name: string;
  /** The title of the first session they speak in. */
  lectureTitle: string;
}

/** Every session of an agenda in any of its shapes, nested sessions included, in order. */
export function agendaSessions(agenda: Agenda | null | undefined): AgendaSession[] {
  if (!agenda) return [];
  const topLevel: unknown[] = Array.isArray(agenda)
    ? agenda.flatMap((entry) => (isDay(entry) ? entry.sessions : [entry]))
    : Array.isArray((agenda as { days?: unknown }).days)
      ? (agenda as { days: unknown[] }).days.filter(isDay).flatMap((day) => day.sessions)
      : Object.values(agenda).flatMap((sessions): unknown[] => (Array.isArray(sessions) ? sessions : []));
  const all: AgendaSession[] = [];
  const walk = (sessions: unknown[]) => {
    for (const session of sessions) {
      if (!isSession(session)) continue;
      all.push(session);
      if (Array.isArray(session.sessions)) walk(session.sessions);
    }
  };
  walk(topLevel);
  return all;
}

/**
 * The people an agenda names, each once (case aside, first spelling kept), with the title of the
 * first session they speak in. `names`, when given, are the ones to use (in that order), e.g.
 * the extraction's own list; otherwise they are read from the sessions. Breaks name no speakers.
 */
export function speakersOfAgenda(agenda: Agenda | null | undefined, names?: readonly string[]): AgendaSpeaker[] {
  const sessions = agendaSessions(agenda).filter((session) => session.type?.toLowerCase() !== 'break');
  const titleByName = new Map<string, string>();
  const found: string[] = [];
  for (const session of sessions) {
    for (const name of speakerNamesOf(session)) {
      const key = name.toLowerCase();
      if (titleByName.has(key)) continue;
      titleByName.set(key, session.title);
      found.push(name);
    }
  }
  const seen = new Set<string>();
  const speakers: AgendaSpeaker[] = [];
  for (const raw of names ?? found) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    speakers.push({ name, lectureTitle: titleByName.get(key) || TO_BE_ANNOUNCED });
  }
  return speakers.slice(0, MAX_SPEAKERS_FROM_AGENDA);
}

function isDay(entry: unknown): entry is { sessions: unknown[] } {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Array.isArray((entry as { sessions?: unknown }).sessions) &&
    typeof (entry as { title?: unknown }).title !== 'string'
  );
}

function isSession(entry: unknown): entry is AgendaSession {
  return typeof entry === 'object' && entry !== null && typeof (entry as { title?: unknown }).title === 'string';
}
