import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import { EventCommand, eventDecider, eventStream } from '../domain/event.decider';
import { FeaturedEventsRoster } from './featured-events-roster';

/** The flags kept on the event's own stream; isFeatured is decided on the `featured-events` roster. */
export type OwnEventFlag = Exclude<EventFlag, 'isFeatured'>;

/** Turns one of the event's flags on or off (the admin list's switches and toggles, undo). */
export class SetEventFlag extends Command<CommandOutcome> {
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
export class SetEventFlags extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly flags: Partial<Record<OwnEventFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const EVENT_COMMAND_BY_FLAG = {
  isHidden: ['HideEvent', 'ShowEvent'],
  hideSocialMedia: ['HideEventSocialMedia', 'ShowEventSocialMedia'],
  hideAbstracts: ['HideEventAbstracts', 'ShowEventAbstracts'],
} as const;

const eventFlagsDecider = decideTogether(eventDecider);

@CommandHandler(SetEventFlags)
export class SetEventFlagsHandler implements ICommandHandler<SetEventFlags> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ eventId, flags, metadata }: SetEventFlags): Promise<CommandOutcome> {
    const commands: EventCommand[] = flagCommandTypes(EVENT_COMMAND_BY_FLAG, flags).map((type) => ({ type, eventId }));
    return this.runner.run(eventStream(eventId), eventFlagsDecider, commands, metadata);
  }
}

@CommandHandler(SetEventFlag)
export class SetEventFlagHandler implements ICommandHandler<SetEventFlag> {
  constructor(
    private readonly ownFlags: SetEventFlagsHandler,
    private readonly roster: FeaturedEventsRoster,
  ) {}

  execute({ eventId, flag, value, metadata }: SetEventFlag): Promise<CommandOutcome> {
    if (flag !== 'isFeatured') return this.ownFlags.execute(new SetEventFlags(eventId, { [flag]: value }, metadata));
    return value ? this.roster.feature(eventId, metadata) : this.roster.unfeature(eventId, metadata);
  }
}
