import { Injectable } from '@nestjs/common';
import type { EventListing } from '@dental/contracts';
import { ProjectedDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Applied, Projection, patchDocument, updateDocument } from '../../event-sourcing/projections/projection';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import type { EventDomainEvent } from '../domain/event.decider';
import type { FeaturedEventsDomainEvent } from '../domain/featured-events.decider';

export const EVENTS_COLLECTION = 'events';

type Handled = EventDomainEvent | FeaturedEventsDomainEvent;

/** Builds the `events` read model: one document per event, trashed ones kept (with trashedAt) until purged. */
@Injectable()
export class EventsProjection implements Projection {
  readonly name = 'events';
  readonly collections = [EVENTS_COLLECTION];
  readonly handles = new Set<string>([
    'EventCreated',
    'EventUpdated',
    'EventHidden',
    'EventShown',
    'EventFeatured',
    'EventUnfeatured',
    'EventSocialMediaHidden',
    'EventSocialMediaShown',
    'EventAbstractsHidden',
    'EventAbstractsShown',
    'EventTrashed',
    'EventRestored',
    'EventPurged',
  ]);

  apply(stored: ProjectedDomainEvent, store: ReadStore): Applied {
    const domainEvent = stored as unknown as Handled & ProjectedDomainEvent;
    const at = stored.metadata.occurredAt;
    if (domainEvent.type === 'EventCreated') {
      return updateDocument<EventListing>(store, EVENTS_COLLECTION, domainEvent.data.eventId, stored, (current) => {
        const { eventId, sourceSubmissionId: _source, ...fields } = domainEvent.data;
        return {
          id: eventId,
          ...fields,
          isFeatured: current?.isFeatured ?? false,
          hideSocialMedia: false,
          hideAbstracts: false,
          trashedAt: null,
          createdAt: at,
          updatedAt: at,
        };
      });
    }
    return patchDocument<EventListing>(store, EVENTS_COLLECTION, domainEvent.data.eventId, stored, (current) => {
      if (!current) return undefined;
      switch (domainEvent.type) {
        case 'EventUpdated':
          return { ...domainEvent.data.changes, updatedAt: at };
        case 'EventHidden':
          return { isHidden: true, updatedAt: at };
        case 'EventShown':
          return { isHidden: false, updatedAt: at };
        case 'EventFeatured':
          return { isFeatured: true, updatedAt: at };
        case 'EventUnfeatured':
          return { isFeatured: false, updatedAt: at };
        case 'EventSocialMediaHidden':
          return { hideSocialMedia: true, updatedAt: at };
        case 'EventSocialMediaShown':
          return { hideSocialMedia: false, updatedAt: at };
        case 'EventAbstractsHidden':
          return { hideAbstracts: true, updatedAt: at };
        case 'EventAbstractsShown':
          return { hideAbstracts: false, updatedAt: at };
        case 'EventTrashed':
          return { trashedAt: at, updatedAt: at };
        case 'EventRestored':
          return { trashedAt: null, updatedAt: at };
        case 'EventPurged':
          return null;
        default:
          return undefined;
      }
    });
  }
}
