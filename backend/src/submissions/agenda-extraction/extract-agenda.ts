import type { AgendaDay } from '@dental/contracts';
import { parseHtml } from './html-text';
import { agendaFromJsonLd } from './json-ld';
import { agendaFromScheduleMarkup } from './schedule-markup';
import { uniqueNames } from './session-builder';

export interface AgendaExtraction {
  agenda: AgendaDay[];
  /** Distinct speaker names across the agenda, first spelling kept. */
  speakerNames: string[];
  source: 'json-ld' | 'schedule-markup' | 'none';
  /** Why nothing was extracted; null when an agenda was found. */
  reason: string | null;
}

export const NO_AGENDA_REASON = 'No agenda found on the registration page.';

export function noAgenda(reason: string): AgendaExtraction {
  return { agenda: [], speakerNames: [], source: 'none', reason };
}

/**
 * Reads an event's agenda from its registration page. Structured data (schema.org Event
 * JSON-LD with sub-events) is preferred because the organiser wrote it for machines; visible
 * schedule tables and lists are the fallback. The HTML is untrusted: it is only parsed, never run.
 */
export function extractAgenda(html: string, pageUrl: string): AgendaExtraction {
  const document = parseHtml(html);
  const fromJsonLd = agendaFromJsonLd(document, pageUrl);
  if (fromJsonLd.length > 0) return found(fromJsonLd, 'json-ld');
  const fromMarkup = agendaFromScheduleMarkup(document);
  if (fromMarkup.length > 0) return found(fromMarkup, 'schedule-markup');
  return noAgenda(NO_AGENDA_REASON);
}

function found(agenda: AgendaDay[], source: 'json-ld' | 'schedule-markup'): AgendaExtraction {
  const names = agenda.flatMap((day) => day.sessions.flatMap((session) => session.speakers ?? []));
  const speakerNames = uniqueNames(names.map((speaker) => (typeof speaker === 'string' ? speaker : speaker.name)));
  return { agenda, speakerNames, source, reason: null };
}
