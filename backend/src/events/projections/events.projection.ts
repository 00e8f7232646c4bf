import { Injectable } from '@nestjs/common';
import type { EventListing } from '@dental/contracts';
import { StoredDomainEvent } from '../../event-sourcing/event-store/event-store.port';
import { Projection, updateDocument } from '../../event-sourcing/projections/projection';
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

  async apply(stored: StoredDomainEvent, store: ReadStore): Promise<void> {
    const domainEvent = stored as unknown as Handled & StoredDomainEvent;
    const at = stored.metadata.occurredAt;
    await updateDocument<EventListing>(store, EVENTS_COLLECTION, domainEvent.data.eventId, stored, (current) => {
      if (domainEvent.type === 'EventCreated') {
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
      }
      if (!current) return undefined;
      const touched = { ...current, updatedAt: at };
      switch (domainEvent.type) {
        case 'EventUpdated':
          return { ...touched, ...domainEvent.data.changes };
        case 'EventHidden':
          return { ...touched, isHidden: true };
        case 'EventShown':
          return { ...touched, isHidden: false };
        case 'EventFeatured':
          return { ...touched, isFeatured: true };
        case 'EventUnfeatured':
          return { ...touched, isFeatured: false };
        case 'EventSocialMediaHidden':
          return { ...touched, hideSocialMedia: true };
        case 'EventSocialMediaShown':
          return { ...touched, hideSocialMedia: false };
        case 'EventAbstractsHidden':
          return { ...touched, hideAbstracts: true };
        case 'EventAbstractsShown':
          return { ...touched, hideAbstracts: false };
        case 'EventTrashed':
          return { ...touched, trashedAt: at };
        case 'EventRestored':
          return { ...touched, trashedAt: null };
        case 'EventPurged':
          return null;
        default:
          return undefined;
      }
    });
  }
}
