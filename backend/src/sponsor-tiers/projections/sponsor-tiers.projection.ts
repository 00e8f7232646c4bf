import { Injectable } from '@nestjs/common';
import type { SponsorTier } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { SponsorTiersDomainEvent } from '../domain/sponsor-tiers.decider';

export const SPONSOR_TIER_NAMES_COLLECTION = 'sponsor_tier_names';

/** The custom names one event gave its tiers; tiers without one are absent (the query fills in defaults). */
export interface CustomTierNames {
  eventId: string;
  customNames: Partial<Record<SponsorTier, string>>;
}

/** Builds the `sponsor_tier_names` read model: one document per event that renamed a tier. */
@Injectable()
export class SponsorTiersProjection implements Projection {
  readonly name = 'sponsor-tier-names';
  readonly collections = [SPONSOR_TIER_NAMES_COLLECTION];
  readonly handles = new Set<string>(['SponsorTierRenamed', 'SponsorTierNameReset']);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as SponsorTiersDomainEvent & ProjectedDomainEvent;
    const { eventId, tierLevel } = domainEvent.data;
    return updateDocument<CustomTierNames>(store, SPONSOR_TIER_NAMES_COLLECTION, eventId, stored, (current) => {
      const customNames = { ...current?.customNames };
      if (domainEvent.type === 'SponsorTierRenamed') customNames[tierLevel] = domainEvent.data.customName;
      else delete customNames[tierLevel];
      return { eventId, customNames };
    });
  }
}
