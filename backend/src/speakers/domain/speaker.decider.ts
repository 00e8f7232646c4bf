import {
  SAME_PERSON_AS_SELF,
  SAME_PERSON_AS_TRASHED,
  SAME_PERSON_AS_UNKNOWN,
  type DomainEventsIn,
  type SpeakerFields,
  type speakerDomainEvents,
} from '@dental/contracts';
import { conflict, invalid, notFound } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';
import { changedFields } from '../../shared/domain/changed-fields';
import { purgeDueAt } from '../../shared/domain/trash-retention';
import { EventAvailability, requireLiveEvent } from '../../shared/domain/event-availability';
import type { FeaturedSpeakersDomainEvent } from './featured-speakers.decider';

/** The stream of one speaker. */
export const speakerStream = (speakerId: string) => `speaker-${speakerId}`;

/** The domain events of a speaker's own stream: all of the catalogue's speaker domain events but featuring, which the event's roster records. */
export type SpeakerDomainEvent = Exclude<DomainEventsIn<typeof speakerDomainEvents>, FeaturedSpeakersDomainEvent>;

export type SpeakerState =
  | { status: 'absent' }
  | {
      status: 'listed' | 'trashed' | 'purged';
      speakerId: string;
      eventId: string;
      fields: SpeakerFields;
      socialVisible: boolean;
      hideAbstract: boolean;
      trashedAt: string | null;
    };

/**
 * The speaker a 'Same person as…' link names, read from its stream by the handler: 'listed',
 * 'trashed', or 'missing' (never added, or purged).
 */
export type LinkedSpeaker = 'listed' | 'trashed' | 'missing';

export function linkedSpeaker(state: SpeakerState): LinkedSpeaker {
  return state.status === 'listed' || state.status === 'trashed' ? state.status : 'missing';
}

export type SpeakerCommand =
  | {
      type: 'AddSpeaker';
      speakerId: string;
      eventId: string;
      /** The event's state, read from its stream by the handler. */
      event: EventAvailability;
      fields: SpeakerFields;
      /** Only for replaying a history in which the speaker was added before the event was trashed (demo data). */
      allowTrashedEvent?: boolean;
      /** The speaker `fields.samePersonAs` names, when it names one. */
      linked?: LinkedSpeaker;
    }
  | {
      type: 'UpdateSpeaker';
      speakerId: string;
      changes: Partial<SpeakerFields>;
      /** The speaker `changes.samePersonAs` names, when it names one. */
      linked?: LinkedSpeaker;
    }
  | { type: 'HideSpeakerSocialLinks' | 'ShowSpeakerSocialLinks'; speakerId: string }
  | { type: 'HideSpeakerAbstract' | 'ShowSpeakerAbstract'; speakerId: string }
  | { type: 'TrashSpeaker' | 'RestoreSpeaker'; speakerId: string }
  | {
      /** Moves the speaker to another event; `event` is that event's state, read from its stream by the handler. */
      type: 'MoveSpeaker';
      speakerId: string;
      eventId: string;
      event: EventAvailability;
    }
  | {
      type: 'PurgeSpeaker';
      speakerId: string;
      now: Date;
      /**
       * The speaker's event as the handler read it (`event` its state, from its stream): a speaker
       * goes with a purged event, unless it has been moved to another since.
       */
      eventId?: string;
      event: EventAvailability;
    }
  /**
   * Checks that record nothing on the speaker's stream: featuring is recorded on its event's
   * `featured-speakers-<eventId>` roster. Each refuses a speaker that may not be featured or
   * unfeatured, and otherwise decides no domain event.
   */
  | { type: 'CheckFeaturable'; speakerId: string }
  | { type: 'CheckUnfeaturable'; speakerId: string };

export const SPEAKER_NOT_FOUND = 'Speaker not found';
export const SPEAKER_IN_TRASH = 'This speaker is in the trash. Restore it first.';

export const speakerDecider: Decider<SpeakerState, SpeakerCommand, SpeakerDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    if (domainEvent.type === 'SpeakerAdded') {
      const { speakerId, eventId, ...fields } = domainEvent.data;
      return {
        status: 'listed',
        speakerId,
        eventId,
        fields,
        socialVisible: true,
        hideAbstract: false,
        trashedAt: null,
      };
    }
    if (state.status === 'absent') return state;
    switch (domainEvent.type) {
      case 'SpeakerUpdated':
        return { ...state, fields: { ...state.fields, ...domainEvent.data.changes } };
      case 'SpeakerSocialLinksHidden':
        return { ...state, socialVisible: false };
      case 'SpeakerSocialLinksShown':
        return { ...state, socialVisible: true };
      case 'SpeakerAbstractHidden':
        return { ...state, hideAbstract: true };
      case 'SpeakerAbstractShown':
        return { ...state, hideAbstract: false };
      case 'SpeakerTrashed':
        return { ...state, status: 'trashed', trashedAt: domainEvent.metadata.occurredAt };
      case 'SpeakerRestored':
        return { ...state, status: 'listed', trashedAt: null };
      case 'SpeakerPurged':
        return { ...state, status: 'purged' };
      case 'SpeakerMovedToEvent':
        return { ...state, eventId: domainEvent.data.eventId };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { speakerId } = command;
    if (command.type === 'AddSpeaker') {
      if (state.status !== 'absent') throw conflict('A speaker with this id already exists');
      if (!(command.event === 'trashed' && command.allowTrashedEvent)) requireLiveEvent(command.event);
      if (command.fields.samePersonAs) requireLinkable(speakerId, command.fields.samePersonAs, command.linked);
      return [{ type: 'SpeakerAdded', data: { speakerId, eventId: command.eventId, ...command.fields } }];
    }
    if (state.status === 'absent' || state.status === 'purged') throw notFound(SPEAKER_NOT_FOUND);

    switch (command.type) {
      case 'TrashSpeaker':
        return state.status === 'trashed' ? [] : [{ type: 'SpeakerTrashed', data: { speakerId } }];
      case 'RestoreSpeaker':
        if (state.status !== 'trashed') throw conflict('This speaker is not in the trash.');
        return [{ type: 'SpeakerRestored', data: { speakerId } }];
      case 'PurgeSpeaker':
        if (command.event === 'purged' && (command.eventId === undefined || command.eventId === state.eventId))
          return [{ type: 'SpeakerPurged', data: { speakerId, eventId: state.eventId } }];
        if (state.status !== 'trashed' || state.trashedAt === null)
          throw conflict('Only trashed speakers can be purged.');
        if (purgeDueAt(state.trashedAt) > command.now)
          throw conflict('This speaker was trashed less than 14 days ago.');
        return [{ type: 'SpeakerPurged', data: { speakerId } }];
      case 'CheckUnfeaturable':
        // Always allowed while the speaker exists, in the trash too.
        return [];
    }

    if (state.status === 'trashed') throw conflict(SPEAKER_IN_TRASH);
    switch (command.type) {
      case 'UpdateSpeaker': {
        // An undo of a first credentials or disclosure sends null back: the empty text they started as.
        const proposed = { ...command.changes };
        if (proposed.credentials === null) proposed.credentials = '';
        if (proposed.disclosure === null) proposed.disclosure = '';
        const changes = changedFields(state.fields, proposed);
        // Only a new link is checked: an unchanged one to a speaker since trashed or purged is kept as it is.
        if (changes.samePersonAs) requireLinkable(speakerId, changes.samePersonAs, command.linked);
        return Object.keys(changes).length === 0 ? [] : [{ type: 'SpeakerUpdated', data: { speakerId, changes } }];
      }
      case 'HideSpeakerSocialLinks':
        return state.socialVisible ? [{ type: 'SpeakerSocialLinksHidden', data: { speakerId } }] : [];
      case 'ShowSpeakerSocialLinks':
        return state.socialVisible ? [] : [{ type: 'SpeakerSocialLinksShown', data: { speakerId } }];
      case 'HideSpeakerAbstract':
        return state.hideAbstract ? [] : [{ type: 'SpeakerAbstractHidden', data: { speakerId } }];
      case 'ShowSpeakerAbstract':
        return state.hideAbstract ? [{ type: 'SpeakerAbstractShown', data: { speakerId } }] : [];
      case 'MoveSpeaker':
        if (command.eventId === state.eventId) return [];
        requireLiveEvent(command.event);
        return [
          { type: 'SpeakerMovedToEvent', data: { speakerId, fromEventId: state.eventId, eventId: command.eventId } },
        ];
      case 'CheckFeaturable':
        return [];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};

/** A 'Same person as…' link must name another speaker that exists and is not in the trash. */
function requireLinkable(speakerId: string, samePersonAs: string, linked: LinkedSpeaker | undefined): void {
  const refuse = (message: string) => invalid(message, [{ path: 'samePersonAs', message }]);
  if (samePersonAs === speakerId) throw refuse(SAME_PERSON_AS_SELF);
  if (linked === 'trashed') throw refuse(SAME_PERSON_AS_TRASHED);
  if (linked !== 'listed') throw refuse(SAME_PERSON_AS_UNKNOWN);
}
