import { DEFAULT_EVENT_FORMAT, type DomainEventsIn, type EventFields, type eventDomainEvents } from '@dental/contracts';
import { changedFields } from '../../shared/domain/changed-fields';
import { EVENT_IN_TRASH, EVENT_NOT_FOUND, type EventAvailability } from '../../shared/domain/event-availability';
import { purgeDueAt } from '../../shared/domain/trash-retention';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';
import { settleDatesAndPlace } from './dates-and-place';
import {
  SCHEDULED,
  requestedStatus,
  sameStatus,
  statusAfterEdit,
  type RequestedStatus,
  type StatusOfEvent,
} from './event-status';
import { featuredPlaceOf, requireFeaturable } from './featured-place';
import type { FeaturedEventsDomainEvent } from './featured-events.decider';

/** The stream of one event (a conference listing). */
export const eventStream = (eventId: string) => `event-${eventId}`;

/** The domain events of an event's own stream: all of the catalogue's event domain events but featuring, which the `featured-events` roster records. */
export type EventDomainEvent = Exclude<DomainEventsIn<typeof eventDomainEvents>, FeaturedEventsDomainEvent>;

export type EventState =
  | { status: 'absent' }
  | {
      status: 'listed' | 'trashed' | 'purged';
      eventId: string;
      fields: EventFields;
      isHidden: boolean;
      hideSocialMedia: boolean;
      hideAbstracts: boolean;
      trashedAt: string | null;
      /** Cancelled, postponed, rescheduled, … as the public reads it (not to be confused with `status`, the listing's life). */
      eventStatus: StatusOfEvent;
    };

export type EventCommand =
  | { type: 'CreateEvent'; eventId: string; fields: EventFields; isHidden: boolean; sourceSubmissionId?: string | null }
  /** `now` tells whether the event is upcoming, which a date change makes rescheduled. */
  | { type: 'UpdateEvent'; eventId: string; changes: Partial<EventFields>; now: Date }
  | ({ type: 'SetEventStatus'; eventId: string } & RequestedStatus)
  | { type: 'HideEvent' | 'ShowEvent'; eventId: string }
  | { type: 'HideEventSocialMedia' | 'ShowEventSocialMedia'; eventId: string }
  | { type: 'HideEventAbstracts' | 'ShowEventAbstracts'; eventId: string }
  | { type: 'TrashEvent' | 'RestoreEvent'; eventId: string }
  | { type: 'PurgeEvent'; eventId: string; now: Date }
  /**
   * Checks that record nothing on the event's stream: featuring is recorded on the `featured-events`
   * roster, a next edition on a stream of its own. Each refuses an event that may not be featured
   * (now), unfeatured or copied, and otherwise decides no domain event.
   */
  | { type: 'CheckFeaturable'; eventId: string; now: Date }
  | { type: 'CheckUnfeaturable'; eventId: string }
  | { type: 'CheckDuplicable'; eventId: string };

export const eventDecider: Decider<EventState, EventCommand, EventDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    if (domainEvent.type === 'EventCreated') {
      const { eventId, isHidden, sourceSubmissionId: _source, ...fields } = domainEvent.data;
      return {
        status: 'listed',
        eventId,
        fields,
        isHidden,
        hideSocialMedia: false,
        hideAbstracts: false,
        trashedAt: null,
        eventStatus: SCHEDULED,
      };
    }
    if (state.status === 'absent') return state;
    switch (domainEvent.type) {
      case 'EventUpdated':
        return { ...state, fields: { ...state.fields, ...domainEvent.data.changes } };
      case 'EventHidden':
        return { ...state, isHidden: true };
      case 'EventShown':
        return { ...state, isHidden: false };
      case 'EventSocialMediaHidden':
        return { ...state, hideSocialMedia: true };
      case 'EventSocialMediaShown':
        return { ...state, hideSocialMedia: false };
      case 'EventAbstractsHidden':
        return { ...state, hideAbstracts: true };
      case 'EventAbstractsShown':
        return { ...state, hideAbstracts: false };
      case 'EventTrashed':
        return { ...state, status: 'trashed', trashedAt: domainEvent.metadata.occurredAt };
      case 'EventRestored':
        return { ...state, status: 'listed', trashedAt: null };
      case 'EventPurged':
        return { ...state, status: 'purged' };
      case 'EventStatusChanged': {
        const { status, statusNote, previousStartDate } = domainEvent.data;
        return { ...state, eventStatus: { status, statusNote, previousStartDate } };
      }
      default:
        return state;
    }
  },

  decide(command, state) {
    const { eventId } = command;
    if (command.type === 'CreateEvent') {
      if (state.status !== 'absent') throw conflict('An event with this id already exists');
      const fields = { ...command.fields, ...settleDatesAndPlace(null, command.fields) };
      return [
        {
          type: 'EventCreated',
          data: {
            eventId,
            ...fields,
            isHidden: command.isHidden,
            sourceSubmissionId: command.sourceSubmissionId ?? null,
          },
        },
      ];
    }
    if (state.status === 'absent' || state.status === 'purged') throw notFound(EVENT_NOT_FOUND);

    switch (command.type) {
      case 'TrashEvent':
        return state.status === 'trashed' ? [] : [{ type: 'EventTrashed', data: { eventId } }];
      case 'RestoreEvent':
        if (state.status !== 'trashed') throw conflict('This event is not in the trash.');
        return [{ type: 'EventRestored', data: { eventId } }];
      case 'PurgeEvent':
        if (state.status !== 'trashed' || state.trashedAt === null)
          throw conflict('Only trashed events can be purged.');
        if (purgeDueAt(state.trashedAt) > command.now) throw conflict('This event was trashed less than 14 days ago.');
        return [{ type: 'EventPurged', data: { eventId } }];
      case 'CheckUnfeaturable':
        // Always allowed while the event exists: it is how an admin clears a featured event that is over, hidden or trashed.
        return [];
    }

    if (state.status === 'trashed') throw conflict(EVENT_IN_TRASH);
    switch (command.type) {
      case 'UpdateEvent': {
        const proposed = withListDefaults(command.changes);
        const changes = changedFields(state.fields, { ...proposed, ...settleDatesAndPlace(state.fields, proposed) });
        if (Object.keys(changes).length === 0) return [];
        const edited: EventDomainEvent = { type: 'EventUpdated', data: { eventId, changes } };
        const status = statusAfterEdit({ ...state, ...state.eventStatus }, changes, command.now);
        return status ? [edited, { type: 'EventStatusChanged', data: { eventId, ...status } }] : [edited];
      }
      case 'SetEventStatus': {
        const { type: _type, eventId: _id, ...requested } = command;
        const next = requestedStatus(state.eventStatus, requested);
        return sameStatus(next, state.eventStatus) ? [] : [{ type: 'EventStatusChanged', data: { eventId, ...next } }];
      }
      case 'HideEvent':
        return state.isHidden ? [] : [{ type: 'EventHidden', data: { eventId } }];
      case 'ShowEvent':
        return state.isHidden ? [{ type: 'EventShown', data: { eventId } }] : [];
      case 'HideEventSocialMedia':
        return state.hideSocialMedia ? [] : [{ type: 'EventSocialMediaHidden', data: { eventId } }];
      case 'ShowEventSocialMedia':
        return state.hideSocialMedia ? [{ type: 'EventSocialMediaShown', data: { eventId } }] : [];
      case 'HideEventAbstracts':
        return state.hideAbstracts ? [] : [{ type: 'EventAbstractsHidden', data: { eventId } }];
      case 'ShowEventAbstracts':
        return state.hideAbstracts ? [{ type: 'EventAbstractsShown', data: { eventId } }] : [];
      case 'CheckFeaturable':
        // Featured means upcoming: an event that would hold none of the 6 places is refused (400 with the reason).
        requireFeaturable(featuredPlaceOf(state, command.now));
        return [];
      case 'CheckDuplicable':
        return [];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};

/**
 * Fields that always have a value on a listing: null (what an undo of their first setting sends
 * back, as the audit history knows no earlier value) means their default.
 */
function withListDefaults(changes: Partial<EventFields>): Partial<EventFields> {
  const defaults = { format: DEFAULT_EVENT_FORMAT, audiences: [], topics: [], fees: [] } as const;
  const settled: Record<string, unknown> = { ...changes };
  for (const [field, fallback] of Object.entries(defaults)) if (settled[field] === null) settled[field] = fallback;
  return settled;
}

/** What speakers, sponsors and tier names need to know about the event they point at (see EventAvailability). */
export function eventAvailability(state: EventState): EventAvailability {
  if (state.status === 'listed') return 'live';
  if (state.status === 'trashed') return 'trashed';
  if (state.status === 'purged') return 'purged';
  return 'missing';
}
