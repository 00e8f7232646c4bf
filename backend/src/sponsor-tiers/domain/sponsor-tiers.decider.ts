import {
  DEFAULT_TIER_NAMES,
  SPONSOR_TIER_NAME_MAX,
  SPONSOR_TIER_NAME_TOO_LONG,
  type DomainEventsIn,
  type SponsorTier,
  type sponsorTierDomainEvents,
} from '@dental/contracts';
import { invalid } from '../../shared/domain/domain-errors';
import type { Decider } from '../../shared/domain/decider';
import { EventAvailability, requireLiveEvent } from '../../shared/domain/event-availability';

/** One stream per event holds its own names for the sponsor tiers. */
export const sponsorTiersStream = (eventId: string) => `sponsor-tiers-${eventId}`;

export type SponsorTiersDomainEvent = DomainEventsIn<typeof sponsorTierDomainEvents>;

/** Only the tiers given a custom name; the others show their default. */
export type SponsorTiersState = { customNames: Partial<Record<SponsorTier, string>> };

export type SponsorTiersCommand = {
  type: 'RenameSponsorTier';
  eventId: string;
  /** The event's state, read from its stream by the handler. */
  event: EventAvailability;
  tierLevel: SponsorTier;
  /** An empty name puts the tier back to its default name. */
  customName: string;
};

export const sponsorTiersDecider: Decider<SponsorTiersState, SponsorTiersCommand, SponsorTiersDomainEvent> = {
  initialState: () => ({ customNames: {} }),
  evolve(state, domainEvent) {
    const { tierLevel } = domainEvent.data;
    if (domainEvent.type === 'SponsorTierRenamed')
      return { customNames: { ...state.customNames, [tierLevel]: domainEvent.data.customName } };
    const { [tierLevel]: _reset, ...rest } = state.customNames;
    return { customNames: rest };
  },
  decide(command, state) {
    requireLiveEvent(command.event);
    const { eventId, tierLevel } = command;
    const customName = command.customName.trim();
    if (customName.length > SPONSOR_TIER_NAME_MAX)
      throw invalid(SPONSOR_TIER_NAME_TOO_LONG, [{ path: 'customName', message: SPONSOR_TIER_NAME_TOO_LONG }]);
    const current = state.customNames[tierLevel];
    if (customName === '')
      return current === undefined ? [] : [{ type: 'SponsorTierNameReset', data: { eventId, tierLevel } }];
    if (customName === (current ?? DEFAULT_TIER_NAMES[tierLevel])) return [];
    return [{ type: 'SponsorTierRenamed', data: { eventId, tierLevel, customName } }];
  },
};
