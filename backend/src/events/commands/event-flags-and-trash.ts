import { Injectable } from '@nestjs/common';
import type { EventFlag } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { FeaturableTypesOf, FeaturedRosterCommands } from '../../event-sourcing/commands/featured-roster';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import { eventDecider, eventStream } from '../domain/event.decider';
import { FEATURED_EVENTS_STREAM, featuredEventsDecider } from '../domain/featured-events.decider';
import { FeaturedPlaces } from './featured-places';

/** The flags kept on the event's own stream; isFeatured is decided on the `featured-events` roster. */
export type OwnEventFlag = Exclude<EventFlag, 'isFeatured'>;

const EVENT_COMMAND_BY_FLAG = {
  isHidden: ['HideEvent', 'ShowEvent'],
  hideSocialMedia: ['HideEventSocialMedia', 'ShowEventSocialMedia'],
  hideAbstracts: ['HideEventAbstracts', 'ShowEventAbstracts'],
} as const;

/** An event's flags and trash; its featuring is decided on the one `featured-events` roster. */
@Injectable()
export class EventFlagsAndTrash extends FeaturedRosterCommands<
  FeaturableTypesOf<typeof eventDecider, typeof featuredEventsDecider, OwnEventFlag>
> {
  constructor(runner: CommandRunner, featuredPlaces: FeaturedPlaces) {
    super(runner, {
      item: {
        stream: eventStream,
        decider: eventDecider,
        checkFeaturable: (eventId, now) => ({ type: 'CheckFeaturable', eventId, now }),
        checkUnfeaturable: (eventId) => ({ type: 'CheckUnfeaturable', eventId }),
        trash: (eventId) => ({ type: 'TrashEvent', eventId }),
        ownFlagCommands: (eventId, flags) =>
          flagCommandTypes(EVENT_COMMAND_BY_FLAG, flags).map((type) => ({ type, eventId })),
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
