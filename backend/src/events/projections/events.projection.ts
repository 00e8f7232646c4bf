import { Injectable } from '@nestjs/common';
import {
  DEFAULT_EVENT_FORMAT,
  DEFAULT_EVENT_STATUS,
  eventCeCredits,
  eventDaysFromText,
  placeOfEvent,
  type DomainEventsIn,
  type EventFields,
  type EventListing,
  type eventDomainEvents,
} from '@dental/contracts';
import {
  DocumentProjection,
  REMOVE,
  UNCHANGED,
  changeExisting,
  changeExistingTo,
} from '../../event-sourcing/projections/projection';

export const EVENTS_COLLECTION = 'events';

type EventDomainEvent = DomainEventsIn<typeof eventDomainEvents>;

/**
 * Builds the `events` read model: one document per event, trashed ones kept (with trashedAt) until
 * purged. Kept on file (decision 0111): its readers ask for one event whole, or hold every event
 * without its agenda (EventsQueries.summaries).
 */
@Injectable()
export class EventsProjection extends DocumentProjection<EventListing, EventDomainEvent> {
  constructor() {
    super({
      name: 'events',
      collection: EVENTS_COLLECTION,
      keptOnFile: true,
      // What is in the trash (a cluster's primary purges from it), and every event without its
      // agenda (EventsQueries.summaries).
      listed: { fields: ['trashedAt'], without: ['agenda'] },
      documentId: (domainEvent) => domainEvent.data.eventId,
      on: {
        EventCreated: (current, { data, metadata }) => {
          const { eventId, sourceSubmissionId: _source, ...fields } = data;
          return {
            id: eventId,
            ...fields,
            ...continuingEducation(fields),
            isFeatured: current?.isFeatured ?? false,
            hideSocialMedia: false,
            hideAbstracts: false,
            trashedAt: null,
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
            status: DEFAULT_EVENT_STATUS,
            statusNote: null,
            previousStartDate: null,
          };
        },
        EventUpdated: (current, domainEvent) => {
          const { changes } = domainEvent.data;
          if (changes.agenda === undefined) return changeExisting(current, changes, domainEvent);
          return changeExisting(current, { ...changes, ceCredits: eventCeCredits(changes.agenda) }, domainEvent);
        },
        EventHidden: changeExistingTo<EventListing>({ isHidden: true }),
        EventShown: changeExistingTo<EventListing>({ isHidden: false }),
        EventFeatured: changeExistingTo<EventListing>({ isFeatured: true }),
        EventUnfeatured: changeExistingTo<EventListing>({ isFeatured: false }),
        EventSocialMediaHidden: changeExistingTo<EventListing>({ hideSocialMedia: true }),
        EventSocialMediaShown: changeExistingTo<EventListing>({ hideSocialMedia: false }),
        EventAbstractsHidden: changeExistingTo<EventListing>({ hideAbstracts: true }),
        EventAbstractsShown: changeExistingTo<EventListing>({ hideAbstracts: false }),
        EventTrashed: (current, domainEvent) =>
          changeExisting(current, { trashedAt: domainEvent.metadata.occurredAt }, domainEvent),
        EventRestored: changeExistingTo<EventListing>({ trashedAt: null }),
        EventPurged: (current) => (current ? REMOVE : UNCHANGED),
        EventStatusChanged: (current, domainEvent) => {
          const { status, statusNote, previousStartDate } = domainEvent.data;
          return changeExisting(current, { status, statusNote, previousStartDate }, domainEvent);
        },
      },
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
 * these fields existed carry none: their days are read from the date text the way the decider
 * settles them for new events. An event listed without a region gets the one its city or location
 * names (`placeOfEvent`, as the decider reads them today), so old and new listings read alike and
 * are found by their state or province; a stated country is never contradicted.
 */
function continuingEducation(fields: EventFields): ContinuingEducation {
  const days = fields.startDate === undefined ? eventDaysFromText(fields.date) : null;
  const read = fields.region == null ? placeOfEvent(fields) : null;
  const place = read && (fields.country == null || fields.country === read.country) ? read : null;
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
