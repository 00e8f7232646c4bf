import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { conflict, notFound } from '../../shared/domain-errors';
import { EVENT_IN_TRASH, EVENT_NOT_FOUND, EventCommand, eventDecider, eventStream } from '../domain/event.decider';
import { FEATURED_EVENTS_STREAM, featuredEventsDecider } from '../domain/featured-events.decider';

/** Turns one of the event's flags on or off (the admin list's switches and toggles). */
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

const EVENT_COMMAND_BY_FLAG: Record<Exclude<EventFlag, 'isFeatured'>, [on: EventCommand['type'], off: EventCommand['type']]> = {
  isHidden: ['HideEvent', 'ShowEvent'],
  hideSocialMedia: ['HideEventSocialMedia', 'ShowEventSocialMedia'],
  hideAbstracts: ['HideEventAbstracts', 'ShowEventAbstracts'],
};

@CommandHandler(SetEventFlag)
export class SetEventFlagHandler implements ICommandHandler<SetEventFlag> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ eventId, flag, value, metadata }: SetEventFlag): Promise<void> {
    if (flag === 'isFeatured') {
      // Featuring is decided on the roster stream; the event itself must exist and be live.
      const event = await this.runner.load(eventStream(eventId), eventDecider);
      if (event.status === 'absent' || event.status === 'purged') throw notFound(EVENT_NOT_FOUND);
      if (event.status === 'trashed' && value) throw conflict(EVENT_IN_TRASH);
      const outcome = await this.runner.runAndWait(FEATURED_EVENTS_STREAM, featuredEventsDecider, { type: value ? 'FeatureEvent' : 'UnfeatureEvent', eventId }, metadata);
      if (value && outcome.appended.length > 0) await this.undoIfTrashedMeanwhile(eventId, metadata);
      return;
    }
    const [on, off] = EVENT_COMMAND_BY_FLAG[flag];
    await this.runner.runAndWait(eventStream(eventId), eventDecider, { type: value ? on : off, eventId } as EventCommand, metadata);
  }

  /**
   * The two streams cannot be appended to atomically: a trash may land between reading the event
   * and featuring it. TrashEvent unfeatures after trashing, so one of the two always sees the
   * other: if the event is in the trash now, the feature is taken back and refused.
   */
  private async undoIfTrashedMeanwhile(eventId: string, metadata: CommandMetadata): Promise<void> {
    const event = await this.runner.load(eventStream(eventId), eventDecider);
    if (event.status === 'listed') return;
    await this.runner.runAndWait(FEATURED_EVENTS_STREAM, featuredEventsDecider, { type: 'UnfeatureEvent', eventId }, metadata);
    throw event.status === 'trashed' ? conflict(EVENT_IN_TRASH) : notFound(EVENT_NOT_FOUND);
  }
}
