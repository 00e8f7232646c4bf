import { Injectable } from '@nestjs/common';
import {
  DEFAULT_EVENT_FORMAT,
  eventCeCredits,
  eventDaysFromText,
  placeFromCity,
  type EventFields,
  type EventListing,
} from '@dental/contracts';
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
          ...continuingEducation(fields),
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
        case 'EventUpdated': {
          const { changes } = domainEvent.data;
          return changes.agenda === undefined
            ? { ...changes, updatedAt: at }
            : { ...changes, ceCredits: eventCeCredits(changes.agenda), updatedAt: at };
        }
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

type ContinuingEducation = Pick<
  EventListing,
  | 'format'
  | 'audiences'
  | 'topics'
  | 'ceProvider'
  | 'fees'
  | 'timezone'
  | 'startDate'
  | 'endDate'
  | 'country'
  | 'region'
  | 'commercialSupport'
  | 'estimatedCeCredits'
  | 'ceCredits'
>;

/**
 * The continuing-education fields of a listed event, with their defaults. Events listed before
 * these fields existed carry none: their days and place are read from the date and city text the
 * way the decider settles them for new events, so old and new listings read alike.
 */
function continuingEducation(fields: EventFields): ContinuingEducation {
  const days = fields.startDate === undefined ? eventDaysFromText(fields.date) : null;
  const place = fields.region === undefined ? placeFromCity(fields.city) : null;
  return {
    format: fields.format ?? DEFAULT_EVENT_FORMAT,
    audiences: fields.audiences ?? [],
    topics: fields.topics ?? [],
    ceProvider: fields.ceProvider ?? null,
    fees: fields.fees ?? [],
    timezone: fields.timezone ?? null,
    startDate: fields.startDate ?? days?.startDate ?? null,
    endDate: fields.endDate ?? days?.endDate ?? null,
    country: fields.country ?? place?.country ?? null,
    region: fields.region ?? place?.region ?? null,
    commercialSupport: fields.commercialSupport ?? null,
    estimatedCeCredits: fields.estimatedCeCredits ?? null,
    ceCredits: eventCeCredits(fields.agenda),
  };
}
