import type { EventListing } from '@dental/contracts';

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

/** What the organiser's form holds: the text fields, the agenda as JSON text, the estimate and each speaker's fields. */
export interface ProposalForm {
  text: Record<TextField, string>;
  agendaJson: string;
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
    agendaJson: event.agenda === null ? '' : JSON.stringify(event.agenda, null, 2),
    estimatedCeCredits: event.estimatedCeCredits === null ? '' : String(event.estimatedCeCredits),
    speakers: speakers.map(({ id, credentials, disclosure }) => ({ id, credentials, disclosure })),
  };
}

export type Proposal = { changes: Record<string, unknown> } | { error: { field: string; message: string } };

/**
 * The changes the form proposes: only what differs from the listing as it is (the server checks
 * each value as it checks an admin's edit). The agenda is written as JSON: text that is not JSON
 * is refused here, naming the field, before anything is sent.
 */
export function proposalOf(initial: ProposalForm, form: ProposalForm): Proposal {
  const changes: Record<string, unknown> = {};
  for (const { name } of TEXT_FIELDS) if (form.text[name] !== initial.text[name]) changes[name] = form.text[name];
  if (form.agendaJson.trim() !== initial.agendaJson.trim()) {
    if (form.agendaJson.trim() === '') changes.agenda = null;
    else {
      try {
        changes.agenda = JSON.parse(form.agendaJson) as unknown;
      } catch {
        return { error: { field: 'agenda', message: 'The agenda must be valid JSON (as shown when the page opened)' } };
      }
    }
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
