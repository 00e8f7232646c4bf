import { Injectable } from '@nestjs/common';
import type { DomainEventsIn, Sponsor, sponsorDomainEvents } from '@dental/contracts';
import {
  DocumentProjection,
  REMOVE,
  UNCHANGED,
  patch,
  type Projected,
} from '../../event-sourcing/projections/projection';

export const SPONSORS_COLLECTION = 'sponsors';

type SponsorDomainEvent = DomainEventsIn<typeof sponsorDomainEvents>;

/** A change to a listed sponsor, stamped with when it was made; nothing when the sponsor is not listed. */
const listed =
  (fields: Partial<Sponsor>) => (current: Sponsor | undefined, domainEvent: Projected<SponsorDomainEvent>) =>
    current ? patch<Sponsor>({ ...fields, updatedAt: domainEvent.metadata.occurredAt }) : UNCHANGED;

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
        SponsorUpdated: (current, domainEvent) => listed(domainEvent.data.changes)(current, domainEvent),
        SponsorAssignedToEvent: (current, domainEvent) =>
          listed({ eventId: domainEvent.data.eventId, tier: domainEvent.data.tier })(current, domainEvent),
        SponsorRemovedFromEvent: listed({ eventId: null }),
        SponsorMadeGlobal: listed({ isGlobalSponsor: true }),
        SponsorNoLongerGlobal: listed({ isGlobalSponsor: false }),
        SponsorTrashed: (current, domainEvent) =>
          listed({ trashedAt: domainEvent.metadata.occurredAt })(current, domainEvent),
        SponsorRestored: listed({ trashedAt: null }),
        SponsorRemoved: removed,
        SponsorPurged: removed,
      },
    });
  }
}
