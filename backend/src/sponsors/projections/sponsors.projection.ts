import { Injectable } from '@nestjs/common';
import type { Sponsor } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { SponsorDomainEvent } from '../domain/sponsor.decider';

export const SPONSORS_COLLECTION = 'sponsors';

/** Builds the `sponsors` read model: one document per sponsor, trashed ones kept (with trashedAt) until purged; a purged or deleted sponsor's document is dropped. */
@Injectable()
export class SponsorsProjection implements Projection {
  readonly name = 'sponsors';
  readonly collections = [SPONSORS_COLLECTION];
  readonly handles = new Set<string>([
    'SponsorAdded',
    'SponsorUpdated',
    'SponsorAssignedToEvent',
    'SponsorRemovedFromEvent',
    'SponsorMadeGlobal',
    'SponsorNoLongerGlobal',
    'SponsorRemoved',
    'SponsorTrashed',
    'SponsorRestored',
    'SponsorPurged',
  ]);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as SponsorDomainEvent & ProjectedDomainEvent;
    const at = stored.metadata.occurredAt;
    return updateDocument<Sponsor>(store, SPONSORS_COLLECTION, domainEvent.data.sponsorId, stored, (current) => {
      if (domainEvent.type === 'SponsorAdded') {
        const { sponsorId, ...fields } = domainEvent.data;
        return {
          id: sponsorId,
          ...fields,
          eventId: null,
          isGlobalSponsor: false,
          trashedAt: null,
          createdAt: at,
          updatedAt: at,
        };
      }
      if (!current) return undefined;
      const touched = { ...current, updatedAt: at };
      switch (domainEvent.type) {
        case 'SponsorUpdated':
          return { ...touched, ...domainEvent.data.changes };
        case 'SponsorAssignedToEvent':
          return { ...touched, eventId: domainEvent.data.eventId, tier: domainEvent.data.tier };
        case 'SponsorRemovedFromEvent':
          return { ...touched, eventId: null };
        case 'SponsorMadeGlobal':
          return { ...touched, isGlobalSponsor: true };
        case 'SponsorNoLongerGlobal':
          return { ...touched, isGlobalSponsor: false };
        case 'SponsorTrashed':
          return { ...touched, trashedAt: at };
        case 'SponsorRestored':
          return { ...touched, trashedAt: null };
        case 'SponsorRemoved':
        case 'SponsorPurged':
          return null;
        default:
          return undefined;
      }
    });
  }
}
