import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import { SpeakerCommand, speakerDecider, speakerStream } from '../domain/speaker.decider';
import { FeaturedSpeakersRoster } from './featured-speakers-roster';

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

/** The flags kept on the speaker's own stream; isFeatured is decided on the event's roster. */
export type OwnSpeakerFlag = Exclude<SpeakerFlag, 'isFeatured'>;

/**
 * Sets several of the speaker's own flags in one request ({socialVisible: false, hideAbstract: true}):
 * decided together and appended together, so either all apply or, if one is refused, none.
 */
export class SetSpeakerFlags extends Command<CommandOutcome> {
  constructor(
    readonly speakerId: string,
    readonly flags: Partial<Record<OwnSpeakerFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** socialVisible true means "show". */
const SPEAKER_COMMAND_BY_FLAG = {
  socialVisible: ['ShowSpeakerSocialLinks', 'HideSpeakerSocialLinks'],
  hideAbstract: ['HideSpeakerAbstract', 'ShowSpeakerAbstract'],
} as const;

const speakerFlagsDecider = decideTogether(speakerDecider);

@CommandHandler(SetSpeakerFlags)
export class SetSpeakerFlagsHandler implements ICommandHandler<SetSpeakerFlags> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ speakerId, flags, metadata }: SetSpeakerFlags): Promise<CommandOutcome> {
    const commands: SpeakerCommand[] = flagCommandTypes(SPEAKER_COMMAND_BY_FLAG, flags).map((type) => ({
      type,
      speakerId,
    }));
    return this.runner.run(speakerStream(speakerId), speakerFlagsDecider, commands, metadata);
  }
}

@CommandHandler(SetSpeakerFlag)
export class SetSpeakerFlagHandler implements ICommandHandler<SetSpeakerFlag> {
  constructor(
    private readonly ownFlags: SetSpeakerFlagsHandler,
    private readonly roster: FeaturedSpeakersRoster,
  ) {}

  execute({ speakerId, flag, value, metadata }: SetSpeakerFlag): Promise<CommandOutcome> {
    if (flag !== 'isFeatured')
      return this.ownFlags.execute(new SetSpeakerFlags(speakerId, { [flag]: value }, metadata));
    return value ? this.roster.feature(speakerId, metadata) : this.roster.unfeature(speakerId, metadata);
  }
}
