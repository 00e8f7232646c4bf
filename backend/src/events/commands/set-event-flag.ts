import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import { EventCommand, eventDecider, eventStream } from '../domain/event.decider';
import { EVENT_IN_TRASH, EVENT_NOT_FOUND } from '../../shared/domain/event-availability';
import { FEATURED_EVENTS_STREAM, featuredEventsDecider } from '../domain/featured-events.decider';
import { featuredPlaceOf, requireFeaturable } from '../domain/featured-place';
import { FeaturedPlaces } from './featured-places';

/** The flags kept on the event's own stream; isFeatured is decided on the `featured-events` roster. */
export type OwnEventFlag = Exclude<EventFlag, 'isFeatured'>;

/** Turns one of the event's flags on or off (the admin list's switches and toggles, undo). */
export class SetEventFlag extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly flag: EventFlag,
    readonly value: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/**
 * Sets several of the event's own flags in one request ({isHidden: false, hideAbstracts: true}):
 * decided together and appended together, so either all apply or, if one is refused, none.
 */
export class SetEventFlags extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly flags: Partial<Record<OwnEventFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const EVENT_COMMAND_BY_FLAG: Record<OwnEventFlag, [on: EventCommand['type'], off: EventCommand['type']]> = {
  isHidden: ['HideEvent', 'ShowEvent'],
  hideSocialMedia: ['HideEventSocialMedia', 'ShowEventSocialMedia'],
  hideAbstracts: ['HideEventAbstracts', 'ShowEventAbstracts'],
};

const eventFlagsDecider = decideTogether(eventDecider);

function flagCommands(eventId: string, flags: Partial<Record<OwnEventFlag, boolean>>): EventCommand[] {
  return (Object.entries(flags) as Array<[OwnEventFlag, boolean | undefined]>)
    .filter((entry): entry is [OwnEventFlag, boolean] => entry[1] !== undefined)
    .map(([flag, value]) => ({ type: EVENT_COMMAND_BY_FLAG[flag][value ? 0 : 1], eventId }) as EventCommand);
}

@CommandHandler(SetEventFlags)
export class SetEventFlagsHandler implements ICommandHandler<SetEventFlags> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ eventId, flags, metadata }: SetEventFlags): Promise<void> {
    await this.runner.runAndWait(eventStream(eventId), eventFlagsDecider, flagCommands(eventId, flags), metadata);
  }
}

@CommandHandler(SetEventFlag)
export class SetEventFlagHandler implements ICommandHandler<SetEventFlag> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly featuredPlaces: FeaturedPlaces,
  ) {}

  async execute({ eventId, flag, value, metadata }: SetEventFlag): Promise<void> {
    if (flag !== 'isFeatured') {
      await this.runner.runAndWait(
        eventStream(eventId),
        eventFlagsDecider,
        flagCommands(eventId, { [flag]: value }),
        metadata,
      );
      return;
    }
    // Featuring is decided on the roster stream; the event itself must exist and be live.
    const event = await this.runner.load(eventStream(eventId), eventDecider);
    if (event.status === 'absent' || event.status === 'purged') throw notFound(EVENT_NOT_FOUND);
    if (!value) {
      // Unfeaturing is always allowed: it is how an admin clears a featured event that is over or hidden.
      await this.runner.runAndWait(
        FEATURED_EVENTS_STREAM,
        featuredEventsDecider,
        { type: 'UnfeatureEvent', eventId },
        metadata,
      );
      return;
    }
    if (event.status === 'trashed') throw conflict(EVENT_IN_TRASH);
    requireFeaturable(featuredPlaceOf(event, metadata.occurredAt));
    const notHoldingPlaces = await this.featuredPlaces.notHolding(metadata.occurredAt);
    const outcome = await this.runner.runAndWait(
      FEATURED_EVENTS_STREAM,
      featuredEventsDecider,
      { type: 'FeatureEvent', eventId, notHoldingPlaces },
      metadata,
    );
    if (outcome.appended.length > 0) await this.undoIfTrashedMeanwhile(eventId, metadata);
  }

  /**
   * The two streams cannot be appended to atomically: a trash may land between reading the event
   * and featuring it. TrashEvent unfeatures after trashing, so one of the two always sees the
   * other: if the event is in the trash now, the feature is taken back and refused.
   */
  private async undoIfTrashedMeanwhile(eventId: string, metadata: CommandMetadata): Promise<void> {
    const event = await this.runner.load(eventStream(eventId), eventDecider);
    if (event.status === 'listed') return;
    await this.runner.runAndWait(
      FEATURED_EVENTS_STREAM,
      featuredEventsDecider,
      { type: 'UnfeatureEvent', eventId },
      metadata,
    );
    throw event.status === 'trashed' ? conflict(EVENT_IN_TRASH) : notFound(EVENT_NOT_FOUND);
  }
}
