import type { EventListing } from '@dental/contracts';
import {
  toEditableAgenda,
  toStoredAgenda,
  validateAgenda,
  type EditableAgenda,
} from '../event-editing/components/agenda-model';

/** The fields an organiser edits as text on their page. */
export const TEXT_FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'date', label: 'Date' },
  { name: 'location', label: 'Location' },
  { name: 'city', label: "City (as 'City, ST')" },
  { name: 'registrationUrl', label: 'Registration URL' },
  { name: 'description', label: 'Description', multiline: true },
] as const;
export type TextField = (typeof TEXT_FIELDS)[number]['name'];

export interface SpeakerValues {
  id: string;
  credentials: string;
  disclosure: string;
}

/** What the organiser's form holds: the text fields, the agenda as its editor holds it, the estimate and each speaker's fields. */
export interface ProposalForm {
  text: Record<TextField, string>;
  agenda: EditableAgenda;
  estimatedCeCredits: string;
  speakers: SpeakerValues[];
}

export function formOf(event: EventListing, speakers: readonly SpeakerValues[]): ProposalForm {
  return {
    text: {
      title: event.title,
      date: event.date,
      location: event.location,
      city: event.city,
      registrationUrl: event.registrationUrl ?? '',
      description: event.description,
    },
    agenda: toEditableAgenda(event.agenda),
    estimatedCeCredits: event.estimatedCeCredits === null ? '' : String(event.estimatedCeCredits),
    speakers: speakers.map(({ id, credentials, disclosure }) => ({ id, credentials, disclosure })),
  };
}

/**
 * What the form proposes, or the problems of its agenda by the editor's paths ('0.sessions.2.minutes')
 * when the agenda check refuses it: then nothing is sent.
 */
export type Proposal = { changes: Record<string, unknown> } | { agendaProblems: Record<string, string> };

/**
 * The changes the form proposes: only what differs from the listing as it is (the server checks
 * each value as it checks an admin's edit). The agenda is proposed whole, as the admin's editor
 * saves it, when it stores differently from the listing's (an agenda edited and put back proposes
 * nothing); it is checked first with the contracts' agenda schema, as the admin's editor does.
 */
export function proposalOf(initial: ProposalForm, form: ProposalForm): Proposal {
  const changes: Record<string, unknown> = {};
  for (const { name } of TEXT_FIELDS) if (form.text[name] !== initial.text[name]) changes[name] = form.text[name];
  const agenda = toStoredAgenda(form.agenda);
  if (JSON.stringify(agenda) !== JSON.stringify(toStoredAgenda(initial.agenda))) {
    const agendaProblems = validateAgenda(form.agenda);
    if (Object.keys(agendaProblems).length > 0) return { agendaProblems };
    changes.agenda = agenda;
  }
  if (form.estimatedCeCredits.trim() !== initial.estimatedCeCredits.trim()) {
    const text = form.estimatedCeCredits.trim();
    changes.estimatedCeCredits = text === '' ? null : Number(text);
  }
  const speakers = form.speakers.flatMap((speaker) => {
    const before = initial.speakers.find((candidate) => candidate.id === speaker.id);
    const change: Record<string, string> = {};
    if (speaker.credentials !== before?.credentials) change.credentials = speaker.credentials;
    if (speaker.disclosure !== before?.disclosure) change.disclosure = speaker.disclosure;
    return Object.keys(change).length > 0 ? [{ speakerId: speaker.id, ...change }] : [];
  });
  if (speakers.length > 0) changes.speakers = speakers;
  return { changes };
}
