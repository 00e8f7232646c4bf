import { PUBLIC_ACTOR, SYSTEM_ACTOR, type EntityKind } from '@dental/contracts';
import { definitionOf, typeWords, words } from '../../shared/entity-state';

/**
 * Plain-words text for the audit history: who did what to which entity, and how a field is
 * called. Known types have their own phrase; others are worded from their type name.
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
};

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

export interface DescribeInput {
  type: string;
  kind: EntityKind;
  label: string;
  data: Record<string, unknown>;
  changedFields: string[];
  /** The title of the event named by data.eventId, for domain events about other entities. */
  relatedEventLabel: string | null;
}

const quote = (text: string) => `“${text}”`;

type Phrase = (input: DescribeInput, subject: string) => string;

const PHRASES: Record<string, Phrase> = {
  EventCreated: ({ data }, l) =>
    data.sourceSubmissionId ? `listed the event ${l} from a submission` : `listed the event ${l}`,
  EventUpdated: ({ changedFields }, l) => `edited the ${fieldList(changedFields)} of ${l}`,
  EventHidden: (_, l) => `hid ${l} from the public`,
  EventShown: (_, l) => `made ${l} public again`,
  EventFeatured: (_, l) => `featured ${l}`,
  EventUnfeatured: (_, l) => `unfeatured ${l}`,
  EventSocialMediaHidden: (_, l) => `hid speakers' social icons on ${l}`,
  EventSocialMediaShown: (_, l) => `showed speakers' social icons on ${l} again`,
  EventAbstractsHidden: (_, l) => `hid speakers' abstracts on ${l}`,
  EventAbstractsShown: (_, l) => `showed speakers' abstracts on ${l} again`,
  EventTrashed: (_, l) => `moved ${l} to the trash`,
  EventRestored: (_, l) => `restored ${l} from the trash`,
  EventPurged: (_, l) => `purged ${l} after 14 days in the trash`,
  SponsorTierRenamed: ({ data }, l) =>
    `renamed the ${String(data.tierLevel)} sponsor tier of ${l} to ${quote(String(data.customName))}`,
  SponsorTierNameReset: ({ data }, l) => `reset the ${String(data.tierLevel)} sponsor tier name of ${l}`,

  SpeakerAdded: ({ relatedEventLabel }, l) =>
    `added the speaker ${l}${relatedEventLabel ? ` to ${quote(relatedEventLabel)}` : ''}`,
  SpeakerUpdated: ({ changedFields }, l) => `edited the ${fieldList(changedFields)} of the speaker ${l}`,
  SpeakerSocialLinksHidden: (_, l) => `hid the social icons of ${l}`,
  SpeakerSocialLinksShown: (_, l) => `showed the social icons of ${l} again`,
  SpeakerAbstractHidden: (_, l) => `hid the abstract of ${l}`,
  SpeakerAbstractShown: (_, l) => `showed the abstract of ${l} again`,
  SpeakerFeatured: (_, l) => `featured the speaker ${l}`,
  SpeakerUnfeatured: (_, l) => `unfeatured the speaker ${l}`,
  SpeakerTrashed: (_, l) => `moved the speaker ${l} to the trash`,
  SpeakerRestored: (_, l) => `restored the speaker ${l} from the trash`,
  SpeakerPurged: ({ data, relatedEventLabel }, l) =>
    typeof data.eventId === 'string'
      ? `purged the speaker ${l} with ${relatedEventLabel ? quote(relatedEventLabel) : 'its event'}`
      : `purged the speaker ${l} after 14 days in the trash`,
  SpeakerMovedToEvent: ({ relatedEventLabel }, l) =>
    `moved the speaker ${l} to ${relatedEventLabel ? quote(relatedEventLabel) : 'another event'}`,

  SponsorAdded: (_, l) => `added the sponsor ${l}`,
  SponsorUpdated: ({ changedFields }, l) => `edited the ${fieldList(changedFields)} of the sponsor ${l}`,
  SponsorAssignedToEvent: ({ data, relatedEventLabel }, l) =>
    `assigned the sponsor ${l} to ${relatedEventLabel ? quote(relatedEventLabel) : 'an event'} as ${String(data.tier)}`,
  SponsorRemovedFromEvent: ({ relatedEventLabel }, l) =>
    `removed the sponsor ${l} from ${relatedEventLabel ? quote(relatedEventLabel) : 'its event'}`,
  SponsorMadeGlobal: (_, l) => `made ${l} a global site sponsor`,
  SponsorNoLongerGlobal: (_, l) => `removed ${l} from the global site sponsors`,
  SponsorRemoved: (_, l) => `deleted the sponsor ${l}`,
  SponsorTrashed: (_, l) => `moved the sponsor ${l} to the trash`,
  SponsorRestored: (_, l) => `restored the sponsor ${l} from the trash`,
  SponsorPurged: (_, l) => `purged the sponsor ${l} after 14 days in the trash`,

  SubmissionReceived: (_, l) => `submitted ${l} for review`,
  SubmissionApproved: (_, l) => `approved the submission ${l}`,
  SubmissionRejected: (_, l) => `rejected the submission ${l}`,
  SubmissionTurnedIntoEvent: (_, l) => `created a live event from the submission ${l}`,

  SiteSettingsUpdated: ({ changedFields }) => `changed the site settings (${fieldList(changedFields)})`,
};

/** 'admin@example.com featured “Great Lakes Implant Symposium”'. */
export function summarise(actor: string, input: DescribeInput): string {
  const subject = quote(input.label);
  const phrase = PHRASES[input.type] ?? fallbackPhrase;
  return `${actorName(actor)} ${phrase(input, subject)}`;
}

function fallbackPhrase(input: DescribeInput, subject: string): string {
  if (input.data.changes && input.changedFields.length > 0)
    return `edited the ${fieldList(input.changedFields)} of ${subject}`;
  const kind = definitionOf(input.type)?.entity.kind ?? input.kind;
  const what = typeWords(input.type, kind)
    .map((word) => word.toLowerCase())
    .join(' ');
  return `recorded “${what}” for ${subject}`;
}
