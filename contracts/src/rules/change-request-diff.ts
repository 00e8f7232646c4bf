import type { ProposedChanges } from '../domain-events/organisers';
import type { ChangeDiffRow } from '../http/organisers';

/** What the comparison reads of the speakers the request names. */
export interface ComparedSpeaker {
  id: string;
  name: string;
  credentials: string;
  disclosure: string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  description: 'Description',
  date: 'Date',
  location: 'Location',
  city: 'City',
  image: 'Image',
  registrationUrl: 'Registration URL',
  agenda: 'Agenda',
  format: 'Format',
  audiences: 'Audiences',
  topics: 'Subjects (AGD codes)',
  ceProvider: 'CE provider',
  fees: 'Fees',
  timezone: 'Time zone',
  startDate: 'First day',
  endDate: 'Last day',
  country: 'Country',
  region: 'State or province',
  commercialSupport: 'Commercial support',
  estimatedCeCredits: 'Estimated CE credits',
  credentials: 'Credentials',
  disclosure: 'Disclosure',
};

/** A field's label in the comparison; a field without one keeps its name. */
export function changedFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/**
 * A change request as its reviewer reads it: one row per proposed field whose value differs from
 * the event's (or the speaker's) current one, before and after in words. A field proposed with
 * the value it already has is left out, so the rows are what approving would change.
 */
export function changeRequestDiff(
  event: object,
  speakers: readonly ComparedSpeaker[],
  changes: ProposedChanges,
): ChangeDiffRow[] {
  const rows: ChangeDiffRow[] = [];
  for (const [field, proposed] of Object.entries(changes)) {
    if (field === 'speakers') continue;
    const before = valueText((event as Readonly<Record<string, unknown>>)[field]);
    const after = valueText(proposed);
    if (before !== after) rows.push({ field: changedFieldLabel(field), before, after });
  }
  for (const change of changes.speakers ?? []) {
    const speaker = speakers.find((candidate) => candidate.id === change.speakerId);
    const name = speaker?.name ?? 'A speaker no longer listed';
    for (const field of ['credentials', 'disclosure'] as const) {
      const proposed = change[field];
      if (proposed === undefined) continue;
      const before = valueText(speaker?.[field]);
      const after = valueText(proposed);
      if (before !== after) rows.push({ field: `${name}: ${changedFieldLabel(field)}`, before, after });
    }
  }
  return rows;
}

/** A value in words: text as it is, lists joined, structures (an agenda, a provider) as indented JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.length === 0 ? '(empty)' : value.join(', ');
  return JSON.stringify(value, null, 2);
}
