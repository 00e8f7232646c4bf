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
function changeListed(
  current: Sponsor | undefined,
  fields: Partial<Sponsor>,
  domainEvent: Projected<SponsorDomainEvent>,
) {
  return current ? patch<Sponsor>(fields, { updatedAt: domainEvent.metadata.occurredAt }) : UNCHANGED;
}

/** The handler of a domain event that sets the same fields of a listed sponsor every time. */
const listed =
  (fields: Partial<Sponsor>) => (current: Sponsor | undefined, domainEvent: Projected<SponsorDomainEvent>) =>
    changeListed(current, fields, domainEvent);

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
        SponsorUpdated: (current, domainEvent) => changeListed(current, domainEvent.data.changes, domainEvent),
        SponsorAssignedToEvent: (current, domainEvent) =>
          changeListed(current, { eventId: domainEvent.data.eventId, tier: domainEvent.data.tier }, domainEvent),
        SponsorRemovedFromEvent: listed({ eventId: null }),
        SponsorMadeGlobal: listed({ isGlobalSponsor: true }),
        SponsorNoLongerGlobal: listed({ isGlobalSponsor: false }),
        SponsorTrashed: (current, domainEvent) =>
          changeListed(current, { trashedAt: domainEvent.metadata.occurredAt }, domainEvent),
        SponsorRestored: listed({ trashedAt: null }),
        SponsorRemoved: removed,
        SponsorPurged: removed,
      },
    });
  }
}
