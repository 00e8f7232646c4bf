import { z } from 'zod';
import { SPONSOR_TIERS } from '../entities';
import { defineDomainEvent } from './define';
import { setsChanges, setsFlag, startsWithData, type ReadingsOf } from './reading';

/** Domain events of a sponsor, stream `sponsor-<id>`. */
const sponsorEntity = { kind: 'sponsor', idField: 'sponsorId' } as const;
const sponsorId = z.string().min(1);
const tier = z.enum(SPONSOR_TIERS);

export const SponsorSocialHandlesSchema = z.object({
  instagram: z.string().optional(),
  twitter: z.string().optional(),
  facebook: z.string().optional(),
  linkedin: z.string().optional(),
});

/** What an admin edits on a sponsor; its event, tier at that event and global flag have their own domain events. */
export const SponsorFieldsSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** A short text badge ('NOVA') or an http(s) image URL. */
  logo: z.string(),
  companyImage: z.string().nullable(),
  website: z.string().nullable(),
  telephone: z.string().nullable(),
  socialHandles: SponsorSocialHandlesSchema,
  tier,
});
export type SponsorFields = z.infer<typeof SponsorFieldsSchema>;

export const SponsorAdded = defineDomainEvent({
  type: 'SponsorAdded',
  entity: sponsorEntity,
  data: SponsorFieldsSchema.extend({ sponsorId }),
  description:
    'A sponsor was added, unassigned and not global; SponsorAssignedToEvent or SponsorMadeGlobal follow when the form said so.',
});
export const SponsorUpdated = defineDomainEvent({
  type: 'SponsorUpdated',
  entity: sponsorEntity,
  data: z.object({ sponsorId, changes: SponsorFieldsSchema.partial() }),
  description: "Some of the sponsor's fields were edited; `changes` holds only the fields whose value changed.",
});
export const SponsorAssignedToEvent = defineDomainEvent({
  type: 'SponsorAssignedToEvent',
  entity: sponsorEntity,
  data: z.object({ sponsorId, eventId: z.string().min(1), tier }),
  description: 'The sponsor now sponsors this event at this tier; a sponsor of another event moves here.',
});
export const SponsorRemovedFromEvent = defineDomainEvent({
  type: 'SponsorRemovedFromEvent',
  entity: sponsorEntity,
  data: z.object({ sponsorId, eventId: z.string().min(1) }),
  description:
    'The sponsor no longer sponsors this event (it stays in the pool of sponsors); the purge job appends it when the event is purged.',
});
export const SponsorMadeGlobal = defineDomainEvent({
  type: 'SponsorMadeGlobal',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description: 'The sponsor became a global site sponsor.',
});
export const SponsorNoLongerGlobal = defineDomainEvent({
  type: 'SponsorNoLongerGlobal',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description: 'The sponsor is no longer a global site sponsor.',
});
export const SponsorRemoved = defineDomainEvent({
  type: 'SponsorRemoved',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description:
    'An admin deleted the sponsor outright; it left every list at once. Written before sponsors had a trash (now DELETE moves a sponsor to the trash); kept for the history.',
});
export const SponsorTrashed = defineDomainEvent({
  type: 'SponsorTrashed',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description:
    'The sponsor was moved to trash (password re-checked); it leaves every list, keeps its event and global flag for a restore, and is purged after 14 days.',
});
export const SponsorRestored = defineDomainEvent({
  type: 'SponsorRestored',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description: 'A trashed sponsor was restored before its purge, back on its event and in the global list as it was.',
});
export const SponsorPurged = defineDomainEvent({
  type: 'SponsorPurged',
  entity: sponsorEntity,
  data: z.object({ sponsorId }),
  description: 'The purge job removed a sponsor trashed more than 14 days ago from the read models; its history stays.',
});

export const sponsorDomainEvents = [
  SponsorAdded,
  SponsorUpdated,
  SponsorAssignedToEvent,
  SponsorRemovedFromEvent,
  SponsorMadeGlobal,
  SponsorNoLongerGlobal,
  SponsorRemoved,
  SponsorTrashed,
  SponsorRestored,
  SponsorPurged,
] as const;

/** What people read of each sponsor domain event (docs: reading.ts). */
export const sponsorReadings: ReadingsOf<typeof sponsorDomainEvents> = {
  SponsorAdded: {
    label: 'Sponsor added',
    sentence: ({ subject }) => `added the sponsor ${subject}`,
    fold: startsWithData('sponsorId'),
  },
  SponsorUpdated: {
    label: 'Sponsor edited',
    sentence: ({ changedFields, subject }) => `edited the ${changedFields} of the sponsor ${subject}`,
    fold: setsChanges,
  },
  SponsorAssignedToEvent: {
    label: 'Sponsor assigned to an event',
    sentence: ({ data, relatedEvent, subject }) =>
      `assigned the sponsor ${subject} to ${relatedEvent ?? 'an event'} as ${data.tier}`,
    fold: (data) => ({ set: { eventId: data.eventId, tier: data.tier } }),
  },
  SponsorRemovedFromEvent: {
    label: 'Sponsor removed from an event',
    sentence: ({ relatedEvent, subject }) => `removed the sponsor ${subject} from ${relatedEvent ?? 'its event'}`,
    fold: () => ({ set: { eventId: null } }),
  },
  SponsorMadeGlobal: {
    label: 'Sponsor made a global site sponsor',
    sentence: ({ subject }) => `made ${subject} a global site sponsor`,
    fold: setsFlag('isGlobalSponsor', true),
  },
  SponsorNoLongerGlobal: {
    label: 'Sponsor removed from global list',
    sentence: ({ subject }) => `removed ${subject} from the global site sponsors`,
    fold: setsFlag('isGlobalSponsor', false),
  },
  SponsorRemoved: {
    label: 'Sponsor deleted',
    sentence: ({ subject }) => `deleted the sponsor ${subject}`,
    fold: setsFlag('removed', true),
  },
  SponsorTrashed: {
    label: 'Sponsor moved to the trash',
    sentence: ({ subject }) => `moved the sponsor ${subject} to the trash`,
    fold: setsFlag('inTrash', true),
  },
  SponsorRestored: {
    label: 'Sponsor restored from the trash',
    sentence: ({ subject }) => `restored the sponsor ${subject} from the trash`,
    fold: setsFlag('inTrash', false),
  },
  SponsorPurged: {
    label: 'Sponsor purged after 14 days in the trash',
    sentence: ({ subject }) => `purged the sponsor ${subject} after 14 days in the trash`,
    fold: setsFlag('purged', true),
  },
};
