import { Injectable } from '@nestjs/common';
import type { DomainEventsIn, SponsorTier, sponsorTierDomainEvents } from '@dental/contracts';
import { DocumentProjection } from '../../event-sourcing/projections/projection';

export const SPONSOR_TIER_NAMES_COLLECTION = 'sponsor_tier_names';

/** The custom names one event gave its tiers; tiers without one are absent (the query fills in defaults). */
export interface CustomTierNames {
  eventId: string;
  customNames: Partial<Record<SponsorTier, string>>;
}

/** Builds the `sponsor_tier_names` read model: one document per event that renamed a tier. */
@Injectable()
export class SponsorTiersProjection extends DocumentProjection<
  CustomTierNames,
  DomainEventsIn<typeof sponsorTierDomainEvents>
> {
  constructor() {
    super({
      name: 'sponsor-tier-names',
      collection: SPONSOR_TIER_NAMES_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.eventId,
      on: {
        SponsorTierRenamed: (current, { data: { eventId, tierLevel, customName } }) => ({
          eventId,
          customNames: { ...current?.customNames, [tierLevel]: customName },
        }),
        SponsorTierNameReset: (current, { data: { eventId, tierLevel } }) => {
          const customNames = { ...current?.customNames };
          delete customNames[tierLevel];
          return { eventId, customNames };
        },
      },
    });
  }
}
