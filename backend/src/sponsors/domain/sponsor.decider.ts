import type { SponsorFields, SponsorTier } from '@dental/contracts';
import { conflict, notFound } from '../../shared/domain-errors';
import type { Decider, DomainEventOf } from '../../event-sourcing/commands/decider';
import { changedFields } from '../../events/domain/event.decider';
import { EventAvailability, requireLiveEvent } from '../../speakers/domain/event-availability';

/** The stream of one sponsor. */
export const sponsorStream = (sponsorId: string) => `sponsor-${sponsorId}`;

export type SponsorDomainEvent =
  | DomainEventOf<'SponsorAdded', SponsorFields & { sponsorId: string }>
  | DomainEventOf<'SponsorUpdated', { sponsorId: string; changes: Partial<SponsorFields> }>
  | DomainEventOf<'SponsorAssignedToEvent', { sponsorId: string; eventId: string; tier: SponsorTier }>
  | DomainEventOf<'SponsorRemovedFromEvent', { sponsorId: string; eventId: string }>
  | DomainEventOf<'SponsorMadeGlobal' | 'SponsorNoLongerGlobal' | 'SponsorRemoved', { sponsorId: string }>;

export type SponsorState =
  | { status: 'absent' | 'removed' }
  | { status: 'active'; sponsorId: string; fields: SponsorFields; eventId: string | null; isGlobalSponsor: boolean };

/** The event a command names, with its state as the handler read it from the event's stream. */
export interface EventReference {
  eventId: string;
  event: EventAvailability;
}

export type SponsorCommand =
  | { type: 'AddSponsor'; sponsorId: string; fields: SponsorFields; assignTo: EventReference | null; isGlobalSponsor: boolean }
  | { type: 'UpdateSponsor'; sponsorId: string; changes: Partial<SponsorFields> }
  | { type: 'AssignSponsorToEvent'; sponsorId: string; assignTo: EventReference; tier?: SponsorTier }
  | { type: 'RemoveSponsorFromEvent'; sponsorId: string }
  /** The purge job's follow-up: `event` is the state of event `eventId`, read from its stream by the handler. */
  | { type: 'ReleaseSponsorFromPurgedEvent'; sponsorId: string; eventId: string; event: EventAvailability }
  | { type: 'MakeSponsorGlobal' | 'MakeSponsorNotGlobal'; sponsorId: string }
  | { type: 'RemoveSponsor'; sponsorId: string };

export const SPONSOR_NOT_FOUND = 'Sponsor not found';

export const sponsorDecider: Decider<SponsorState, SponsorCommand, SponsorDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    if (domainEvent.type === 'SponsorAdded') {
      const { sponsorId, ...fields } = domainEvent.data;
      return { status: 'active', sponsorId, fields, eventId: null, isGlobalSponsor: false };
    }
    if (state.status !== 'active') return state;
    switch (domainEvent.type) {
      case 'SponsorUpdated':
        return { ...state, fields: { ...state.fields, ...domainEvent.data.changes } };
      case 'SponsorAssignedToEvent':
        return { ...state, eventId: domainEvent.data.eventId, fields: { ...state.fields, tier: domainEvent.data.tier } };
      case 'SponsorRemovedFromEvent':
        return { ...state, eventId: null };
      case 'SponsorMadeGlobal':
        return { ...state, isGlobalSponsor: true };
      case 'SponsorNoLongerGlobal':
        return { ...state, isGlobalSponsor: false };
      case 'SponsorRemoved':
        return { status: 'removed' };
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
      if (command.assignTo) added.push({ type: 'SponsorAssignedToEvent', data: { sponsorId, eventId: command.assignTo.eventId, tier: command.fields.tier } });
      if (command.isGlobalSponsor) added.push({ type: 'SponsorMadeGlobal', data: { sponsorId } });
      return added;
    }
    if (state.status !== 'active') throw notFound(SPONSOR_NOT_FOUND);

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
        return state.eventId === null ? [] : [{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: state.eventId } }];
      case 'ReleaseSponsorFromPurgedEvent':
        return state.eventId === command.eventId && command.event === 'purged' ? [{ type: 'SponsorRemovedFromEvent', data: { sponsorId, eventId: state.eventId } }] : [];
      case 'MakeSponsorGlobal':
        return state.isGlobalSponsor ? [] : [{ type: 'SponsorMadeGlobal', data: { sponsorId } }];
      case 'MakeSponsorNotGlobal':
        return state.isGlobalSponsor ? [{ type: 'SponsorNoLongerGlobal', data: { sponsorId } }] : [];
      case 'RemoveSponsor':
        return [{ type: 'SponsorRemoved', data: { sponsorId } }];
      default: {
        const unhandled: never = command;
        throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
      }
    }
  },
};
