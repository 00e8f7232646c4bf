import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { EventFlagsAndTrash, OwnEventFlag } from './event-flags-and-trash';

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

/** Sets several of the event's own flags in one request ({isHidden: false, hideAbstracts: true}), all or none. */
export class SetEventFlags extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly flags: Partial<Record<OwnEventFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(SetEventFlag)
export class SetEventFlagHandler implements ICommandHandler<SetEventFlag> {
  constructor(private readonly events: EventFlagsAndTrash) {}

  execute({ eventId, flag, value, metadata }: SetEventFlag): Promise<CommandOutcome> {
    return this.events.setFlag(eventId, flag, value, metadata);
  }
}

@CommandHandler(SetEventFlags)
export class SetEventFlagsHandler implements ICommandHandler<SetEventFlags> {
  constructor(private readonly events: EventFlagsAndTrash) {}

  execute({ eventId, flags, metadata }: SetEventFlags): Promise<CommandOutcome> {
    return this.events.setOwnFlags(eventId, flags, metadata);
  }
}
