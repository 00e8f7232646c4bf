import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { OwnSpeakerFlag, SpeakerFlagsAndTrash } from './speaker-flags-and-trash';

/** Turns one of the speaker's flags on or off (the admin speaker card's buttons). */
export class SetSpeakerFlag extends Command<CommandOutcome> {
  constructor(
    readonly speakerId: string,
    readonly flag: SpeakerFlag,
    readonly value: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** Sets several of the speaker's own flags in one request ({socialVisible: false, hideAbstract: true}), all or none. */
export class SetSpeakerFlags extends Command<CommandOutcome> {
  constructor(
    readonly speakerId: string,
    readonly flags: Partial<Record<OwnSpeakerFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(SetSpeakerFlag)
export class SetSpeakerFlagHandler implements ICommandHandler<SetSpeakerFlag> {
  constructor(private readonly speakers: SpeakerFlagsAndTrash) {}

  execute({ speakerId, flag, value, metadata }: SetSpeakerFlag): Promise<CommandOutcome> {
    return this.speakers.setFlag(speakerId, flag, value, metadata);
  }
}

@CommandHandler(SetSpeakerFlags)
export class SetSpeakerFlagsHandler implements ICommandHandler<SetSpeakerFlags> {
  constructor(private readonly speakers: SpeakerFlagsAndTrash) {}

  execute({ speakerId, flags, metadata }: SetSpeakerFlags): Promise<CommandOutcome> {
    return this.speakers.setOwnFlags(speakerId, flags, metadata);
  }
}
