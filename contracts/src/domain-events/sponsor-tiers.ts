import { z } from 'zod';
import { SPONSOR_TIERS } from '../entities';
import { defineDomainEvent } from './define';
import type { ReadingsOf } from './reading';

/** An event's own names for its sponsor tiers, stream `sponsor-tiers-<eventId>`. */
const tierNamesEntity = { kind: 'event', idField: 'eventId' } as const;
const eventId = z.string().min(1);
const tierLevel = z.enum(SPONSOR_TIERS);

export const SponsorTierRenamed = defineDomainEvent({
  type: 'SponsorTierRenamed',
  entity: tierNamesEntity,
  data: z.object({ eventId, tierLevel, customName: z.string().min(1).max(60) }),
  description: "An event gave one sponsor tier its own heading ('Diamond Partners' instead of 'Platinum Sponsors').",
});
export const SponsorTierNameReset = defineDomainEvent({
  type: 'SponsorTierNameReset',
  entity: tierNamesEntity,
  data: z.object({ eventId, tierLevel }),
  description:
    "An event's sponsor tier went back to its default heading ('Platinum Sponsors', 'Gold Sponsors', 'Silver Sponsors').",
});

export const sponsorTierDomainEvents = [SponsorTierRenamed, SponsorTierNameReset] as const;

/** What people read of each sponsor tier domain event (docs: reading.ts); a tier's name is a field of its event. */
export const sponsorTierReadings: ReadingsOf<typeof sponsorTierDomainEvents> = {
  SponsorTierRenamed: {
    label: 'Sponsor tier renamed for an event',
    sentence: ({ data, subject }) => `renamed the ${data.tierLevel} sponsor tier of ${subject} to “${data.customName}”`,
    fold: (data) => ({ set: { [`${data.tierLevel}TierName`]: data.customName } }),
  },
  SponsorTierNameReset: {
    label: 'Sponsor tier name reset to its default',
    sentence: ({ data, subject }) => `reset the ${data.tierLevel} sponsor tier name of ${subject}`,
    fold: (data) => ({ set: { [`${data.tierLevel}TierName`]: null } }),
  },
};
