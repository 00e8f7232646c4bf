import type { DomainEventNamed } from '@dental/contracts';
import type { Decider } from '../../shared/domain/decider';
import { notFound } from '../../shared/domain/domain-errors';
import { type EventAvailability, requireLiveEvent } from '../../shared/domain/event-availability';

/** The stream of one organiser link (decision 0062). */
export const organiserLinkStream = (linkId: string) => `organiser-link-${linkId}`;

export const ORGANISER_LINK_NOT_FOUND = 'Organiser link not found';

export type OrganiserLinkDomainEvent = DomainEventNamed<'OrganiserLinkSent' | 'OrganiserLinkRevoked'>;

export type OrganiserLinkState = { status: 'absent' } | { status: 'sent' | 'revoked'; eventId: string | null };

export type OrganiserLinkCommand =
  | {
      type: 'SendOrganiserLink';
      linkId: string;
      eventId: string;
      email: string;
      expiresAt: string;
      /** The event's state, read from its stream by the handler. */
      event: EventAvailability;
    }
  | {
      type: 'RevokeOrganiserLink';
      linkId: string;
      /**
       * The link as the handler found it when its stream holds nothing: the link of an approval
       * mail is the approval itself, on the submission's stream, and is revoked on a stream of its own.
       */
      issuedElsewhere: { eventId: string } | null;
    };

/**
 * One organiser link: sent once by an admin for a live event, revoked at most once (revoking again
 * writes nothing). The link in an approval mail is not sent here (the approval is its record) but
 * is revoked here like any other, once it is tied to the event made from its submission.
 */
export const organiserLinkDecider: Decider<OrganiserLinkState, OrganiserLinkCommand, OrganiserLinkDomainEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, domainEvent) {
    switch (domainEvent.type) {
      case 'OrganiserLinkSent':
        return { status: 'sent', eventId: domainEvent.data.eventId };
      case 'OrganiserLinkRevoked':
        return { status: 'revoked', eventId: domainEvent.data.eventId };
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SendOrganiserLink': {
        requireLiveEvent(command.event);
        // A link id is new each time; the same one sent again changes nothing.
        if (state.status !== 'absent') return [];
        const { linkId, eventId, email, expiresAt } = command;
        return [{ type: 'OrganiserLinkSent', data: { linkId, eventId, email, expiresAt } }];
      }
      case 'RevokeOrganiserLink': {
        if (state.status === 'revoked') return [];
        const eventId = state.status === 'sent' ? state.eventId : command.issuedElsewhere?.eventId;
        if (!eventId) throw notFound(ORGANISER_LINK_NOT_FOUND);
        return [{ type: 'OrganiserLinkRevoked', data: { linkId: command.linkId, eventId } }];
      }
    }
  },
};
