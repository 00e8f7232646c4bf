import { Injectable } from '@nestjs/common';
import type { DomainEventsIn, Sponsor, sponsorDomainEvents } from '@dental/contracts';
import {
  DocumentProjection,
  REMOVE,
  UNCHANGED,
  changeExisting,
  changeExistingTo,
} from '../../event-sourcing/projections/projection';

export const SPONSORS_COLLECTION = 'sponsors';

type SponsorDomainEvent = DomainEventsIn<typeof sponsorDomainEvents>;

const removed = (current: Sponsor | undefined) => (current ? REMOVE : UNCHANGED);

/** Builds the `sponsors` read model: one document per sponsor, trashed ones kept (with trashedAt) until purged; a purged or deleted sponsor's document is dropped. */
@Injectable()
export class SponsorsProjection extends DocumentProjection<Sponsor, SponsorDomainEvent> {
  constructor() {
    super({
      name: 'sponsors',
      collection: SPONSORS_COLLECTION,
      documentId: (domainEvent) => domainEvent.data.sponsorId,
      on: {
        SponsorAdded: (_current, { data, metadata }) => {
          const { sponsorId, ...fields } = data;
          return {
            id: sponsorId,
            ...fields,
            eventId: null,
            isGlobalSponsor: false,
            trashedAt: null,
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          };
        },
        SponsorUpdated: (current, domainEvent) => changeExisting(current, domainEvent.data.changes, domainEvent),
        SponsorAssignedToEvent: (current, domainEvent) =>
          changeExisting(current, { eventId: domainEvent.data.eventId, tier: domainEvent.data.tier }, domainEvent),
        SponsorRemovedFromEvent: changeExistingTo<Sponsor>({ eventId: null }),
        SponsorMadeGlobal: changeExistingTo<Sponsor>({ isGlobalSponsor: true }),
        SponsorNoLongerGlobal: changeExistingTo<Sponsor>({ isGlobalSponsor: false }),
        SponsorTrashed: (current, domainEvent) =>
          changeExisting(current, { trashedAt: domainEvent.metadata.occurredAt }, domainEvent),
        SponsorRestored: changeExistingTo<Sponsor>({ trashedAt: null }),
        SponsorRemoved: removed,
        SponsorPurged: removed,
      },
    });
  }
}
