import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { FeaturedRosterCommands } from '../../event-sourcing/commands/featured-roster';
import { EventCommand, EventDomainEvent, EventState, eventDecider, eventStream } from '../domain/event.decider';
import {
  FEATURED_EVENTS_STREAM,
  FeaturedEventsCommand,
  FeaturedEventsDomainEvent,
  FeaturedEventsState,
  featuredEventsDecider,
} from '../domain/featured-events.decider';
import { FeaturedPlaces } from './featured-places';

/** Feature, unfeature and trash for events, whose featuring is decided on the one `featured-events` roster. */
@Injectable()
export class FeaturedEventsRoster extends FeaturedRosterCommands<
  EventState,
  EventCommand,
  EventDomainEvent,
  FeaturedEventsState,
  FeaturedEventsCommand,
  FeaturedEventsDomainEvent
> {
  constructor(runner: CommandRunner, featuredPlaces: FeaturedPlaces) {
    super(runner, {
      item: {
        stream: eventStream,
        decider: eventDecider,
        checkFeaturable: (eventId, now) => ({ type: 'CheckFeaturable', eventId, now }),
        checkUnfeaturable: (eventId) => ({ type: 'CheckUnfeaturable', eventId }),
        trash: (eventId) => ({ type: 'TrashEvent', eventId }),
      },
      roster: {
        decider: featuredEventsDecider,
        placeOf: (eventId) => ({
          stream: FEATURED_EVENTS_STREAM,
          // Featured events that hold no place any more do not count toward the 6.
          feature: async (now) => ({
            type: 'FeatureEvent',
            eventId,
            notHoldingPlaces: await featuredPlaces.notHolding(now),
          }),
          unfeature: { type: 'UnfeatureEvent', eventId },
        }),
      },
    });
  }
}
