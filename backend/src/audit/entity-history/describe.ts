import { PUBLIC_ACTOR, SYSTEM_ACTOR } from '@dental/contracts';
import { readingOf } from '../../shared/entity-state';

/**
 * Plain-words text for the audit history: who did what to which entity, and how a field is
 * called. What each type says (its label and sentence) is its reading in the catalogue.
 */

const FIELD_LABELS: Record<string, string> = {
  isHidden: 'visibility',
  isFeatured: 'featured status',
  hideSocialMedia: 'social icons setting',
  hideAbstracts: 'abstracts setting',
  socialVisible: 'social icons setting',
  hideAbstract: 'abstract setting',
  inTrash: 'trash status',
  isGlobalSponsor: 'global sponsor status',
  registrationUrl: 'registration URL',
  profileUrl: 'profile URL',
  eventId: 'event',
  createdEventId: 'created event',
  platinumTierName: 'platinum tier name',
  goldTierName: 'gold tier name',
  silverTierName: 'silver tier name',
  ceProvider: 'CE provider',
  estimatedCeCredits: 'estimated CE credits',
  ceCredits: 'CE credits',
  commercialSupport: 'commercial support',
  timezone: 'time zone',
  topics: 'subjects',
  startDate: 'start date',
  endDate: 'end date',
  region: 'state or province',
  samePersonAs: 'same person as',
  cycleYears: 'cycle',
  perDayMaximum: 'daily maximum',
  verifiedOn: 'verified date',
  effectiveFrom: 'effective date',
};

/** camelCase or PascalCase → words: 'registrationUrl' → ['registration', 'Url']. */
function words(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [name];
}

/** 'registrationUrl' → 'registration URL', 'lectureTitle' → 'lecture title'. */
export function fieldLabel(field: string): string {
  return (
    FIELD_LABELS[field] ??
    words(field)
      .map((word) => (word === word.toUpperCase() && word.length > 1 ? word : word.toLowerCase()))
      .join(' ')
  );
}

export function actorName(actor: string): string {
  if (actor === PUBLIC_ACTOR) return 'A visitor';
  if (actor === SYSTEM_ACTOR) return 'The system';
  return actor;
}

/** 'title', 'title and city', 'title, date and city', '5 fields'. */
export function fieldList(fields: readonly string[]): string {
  const labels = fields.map(fieldLabel);
  if (labels.length === 0) return 'nothing';
  if (labels.length > 4) return `${labels.length} fields`;
  if (labels.length === 1) return labels[0];
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** A type as a short sentence for the audit filter and rows: 'Sponsor removed from global list'. */
export function typeLabel(type: string): string {
  return readingOf(type).label;
}

export interface DescribeInput {
  type: string;
  label: string;
  data: Record<string, unknown>;
  changedFields: string[];
  /** The title of the event named by data.eventId, for domain events about other entities. */
  relatedEventLabel: string | null;
}

const quote = (text: string) => `“${text}”`;

/** 'admin@example.com featured “Great Lakes Implant Symposium”'. */
export function summarise(actor: string, input: DescribeInput): string {
  const sentence = readingOf(input.type).sentence({
    data: input.data,
    subject: quote(input.label),
    changedFields: fieldList(input.changedFields),
    relatedEvent: input.relatedEventLabel === null ? null : quote(input.relatedEventLabel),
  });
  return `${actorName(actor)} ${sentence}`;
}
