import {
  SPONSOR_IN_TRASH,
  type DomainEventsIn,
  type SponsorFields,
  type SponsorTier,
  type sponsorDomainEvents,
} from '@dental/contracts';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';
import { changedFields } from '../../shared/domain/changed-fields';
import { purgeDueAt } from '../../shared/domain/trash-retention';
import { EventAvailability, requireLiveEvent } from '../../shared/domain/event-availability';

/** The stream of one sponsor. */
export const sponsorStream = (sponsorId: string) => `sponsor-${sponsorId}`;

export type SponsorDomainEvent = DomainEventsIn<typeof sponsorDomainEvents>;

/**
 * 'active' and 'trashed' sponsors keep their event and global flag: a restore puts the sponsor
 * back where it was. 'removed' is a sponsor deleted outright before sponsors had a trash.
 */
export type SponsorState =
  | { status: 'absent' | 'removed' | 'purged' }
  | {
      status: 'active' | 'trashed';
      sponsorId: string;
      fields: SponsorFields;
      eventId: string | null;
      isGlobalSponsor: boolean;
      trashedAt: string | null;
    };

/** The event a command names, with its state as the handler read it from the event's stream. */
export interface EventReference {
  eventId: string;
  event: EventAvailability;
}

export type SponsorCommand =
  | {
      type: 'AddSponsor';
      sponsorId: string;
      fields: SponsorFields;
      assignTo: EventReference | null;
      isGlobalSponsor: boolean;
    }
  | { type: 'UpdateSponsor'; sponsorId: string; changes: Partial<SponsorFields> }
  | { type: 'AssignSponsorToEvent'; sponsorId: string; assignTo: EventReference; tier?: SponsorTier }
  | { type: 'RemoveSponsorFromEvent'; sponsorId: string }
  /** The purge job's follow-up: `event` is the state of event `eventId`, read from its stream by the handler. */
  | { type: 'ReleaseSponsorFromPurgedEvent'; sponsorId: string; eventId: string; event: EventAvailability }
  | { type: 'MakeSponsorGlobal' | 'MakeSponsorNotGlobal'; sponsorId: string }
  | { type: 'TrashSponsor' | 'RestoreSponsor'; sponsorId: string }
  | { type: 'PurgeSponsor'; sponsorId: string; now: Date };

export const SPONSOR_NOT_FOUND = 'Sponsor not found';

export const sponsorDecider: Decider<SponsorState, SponsorCommand, SponsorDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    if (domainEvent.type === 'SponsorAdded') {
      const { sponsorId, ...fields } = domainEvent.data;
      return { status: 'active', sponsorId, fields, eventId: null, isGlobalSponsor: false, trashedAt: null };
    }
    if (state.status !== 'active' && state.status !== 'trashed') return state;
    switch (domainEvent.type) {
      case 'SponsorUpdated':
        return { ...state, fields: { ...state.fields, ...domainEvent.data.changes } };
      case 'SponsorAssignedToEvent':
        return {
          ...state,
          eventId: domainEvent.data.eventId,
          fields: { ...state.fields, tier: domainEvent.data.tier },
        };
      case 'SponsorRemovedFromEvent':
        return { ...state, eventId: null };
      case 'SponsorMadeGlobal':
        return { ...state, isGlobalSponsor: true };
      case 'SponsorNoLongerGlobal':
        return { ...state, isGlobalSponsor: false };
      case 'SponsorRemoved':
        return { status: 'removed' };
      case 'SponsorTrashed':
        return { ...state, status: 'trashed', trashedAt: domainEvent.metadata.occurredAt };
      case 'SponsorRestored':
        return { ...state, status: 'active', trashedAt: null };
      case 'SponsorPurged':
        return { status: 'purged' };
      default:
        return state;
    }
  },

  decide(command, state) {
    const { sponsorId } = command;
    if (command.type === 'AddSponsor') {
      if (state.status !== 'absent') throw conflict('A sponsor with this id already exists');
      if (command.assignTo) requireLiveEvent(command.assignTo.event);
      const added: SponsorDomainEvent[] = [{ type: 'SponsorAdded', data: { sponsorId, ...command.fields } }];
      if (command.assignTo)
        added.push({
          type: 'SponsorAssignedToEvent',
          data: { sponsorId, eventId: command.assignTo.eventId, tier: command.fields.tier },
        });
      if (command.isGlobalSponsor) added.push({ type: 'SponsorMadeGlobal', data: { sponsorId } });
      return added;
    }
    if (state.status !== 'active' && state.status !== 'trashed') throw notFound(SPONSOR_NOT_FOUND);

    switch (command.type) {
      case 'TrashSponsor':
        return state.status === 'trashed' ? [] : [{ type: 'SponsorTrashed', data: { sponsorId } }];
      case 'RestoreSponsor':
        if (state.status !== 'trashed') throw conflict('This sponsor is not in the trash.');
        return [{ type: 'SponsorRestored', data: { sponsorId } }];
      case 'PurgeSponsor':
        if (state.status !== 'trashed' || state.trashedAt === null)
          throw conflict('Only trashed sponsors can be purged.');
        if (purgeDueAt(state.trashedAt) > command.now)
          throw conflict('This sponsor was trashed less than 14 days ago.');
        return [{ type: 'SponsorPurged', data: { sponsorId } }];
      // Its event may be purged while the sponsor is in the trash: it is taken off it all the same.
      case 'ReleaseSponsorFromPurgedEvent':
        return state.eventId === command.eventId && command.event === 'purged'
          ? [{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: state.eventId } }]
          : [];
    }

    if (state.status === 'trashed') throw conflict(SPONSOR_IN_TRASH);
    switch (command.type) {
      case 'UpdateSponsor': {
        const changes = changedFields(state.fields, command.changes);
        return Object.keys(changes).length === 0 ? [] : [{ type: 'SponsorUpdated', data: { sponsorId, changes } }];
      }
      case 'AssignSponsorToEvent': {
        requireLiveEvent(command.assignTo.event);
        const tier = command.tier ?? state.fields.tier;
        if (state.eventId === command.assignTo.eventId && state.fields.tier === tier) return [];
        return [{ type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: command.assignTo.eventId, tier } }];
      }
      case 'RemoveSponsorFromEvent':
        return state.eventId === null
          ? []
          : [{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: state.eventId } }];
      case 'MakeSponsorGlobal':
        return state.isGlobalSponsor ? [] : [{ type: 'SponsorMadeGlobal', data: { sponsorId } }];
      case 'MakeSponsorNotGlobal':
        return state.isGlobalSponsor ? [{ type: 'SponsorNoLongerGlobal', data: { sponsorId } }] : [];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
