import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFlag } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { conflict, notFound } from '../../shared/domain/domain-errors';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../domain/featured-speakers.decider';
import {
  SPEAKER_IN_TRASH,
  SPEAKER_NOT_FOUND,
  SpeakerCommand,
  speakerDecider,
  speakerStream,
} from '../domain/speaker.decider';

/** Turns one of the speaker's flags on or off (the admin speaker card's buttons). */
export class SetSpeakerFlag extends Command<void> {
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
export class SetSpeakerFlags extends Command<void> {
  constructor(
    readonly speakerId: string,
    readonly flags: Partial<Record<OwnSpeakerFlag, boolean>>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

/** The command for value true and for value false. socialVisible true means "show". */
const SPEAKER_COMMAND_BY_FLAG: Record<
  OwnSpeakerFlag,
  [whenTrue: SpeakerCommand['type'], whenFalse: SpeakerCommand['type']]
> = {
  socialVisible: ['ShowSpeakerSocialLinks', 'HideSpeakerSocialLinks'],
  hideAbstract: ['HideSpeakerAbstract', 'ShowSpeakerAbstract'],
};

const speakerFlagsDecider = decideTogether(speakerDecider);

function flagCommands(speakerId: string, flags: Partial<Record<OwnSpeakerFlag, boolean>>): SpeakerCommand[] {
  return (Object.entries(flags) as Array<[OwnSpeakerFlag, boolean | undefined]>)
    .filter((entry): entry is [OwnSpeakerFlag, boolean] => entry[1] !== undefined)
    .map(([flag, value]) => ({ type: SPEAKER_COMMAND_BY_FLAG[flag][value ? 0 : 1], speakerId }) as SpeakerCommand);
}

@CommandHandler(SetSpeakerFlags)
export class SetSpeakerFlagsHandler implements ICommandHandler<SetSpeakerFlags> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, flags, metadata }: SetSpeakerFlags): Promise<void> {
    await this.runner.runAndWait(
      speakerStream(speakerId),
      speakerFlagsDecider,
      flagCommands(speakerId, flags),
      metadata,
    );
  }
}

@CommandHandler(SetSpeakerFlag)
export class SetSpeakerFlagHandler implements ICommandHandler<SetSpeakerFlag> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, flag, value, metadata }: SetSpeakerFlag): Promise<void> {
    if (flag === 'isFeatured') {
      // Featuring is decided on the event's roster stream; the speaker itself must exist and be live.
      const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
      if (speaker.status === 'absent' || speaker.status === 'purged') throw notFound(SPEAKER_NOT_FOUND);
      if (speaker.status === 'trashed' && value) throw conflict(SPEAKER_IN_TRASH);
      const command = {
        type: value ? ('FeatureSpeaker' as const) : ('UnfeatureSpeaker' as const),
        speakerId,
        eventId: speaker.eventId,
      };
      const outcome = await this.runner.runAndWait(
        featuredSpeakersStream(speaker.eventId),
        featuredSpeakersDecider,
        command,
        metadata,
      );
      if (value && outcome.appended.length > 0) await this.undoIfTrashedMeanwhile(speakerId, speaker.eventId, metadata);
      return;
    }
    await this.runner.runAndWait(
      speakerStream(speakerId),
      speakerFlagsDecider,
      flagCommands(speakerId, { [flag]: value }),
      metadata,
    );
  }

  /**
   * The two streams cannot be appended to atomically: a trash may land between reading the speaker
   * and featuring it. TrashSpeaker unfeatures after trashing, so one of the two always sees the
   * other: if the speaker is in the trash now, the feature is taken back and refused.
   */
  private async undoIfTrashedMeanwhile(speakerId: string, eventId: string, metadata: CommandMetadata): Promise<void> {
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
    if (speaker.status === 'listed') return;
    await this.runner.runAndWait(
      featuredSpeakersStream(eventId),
      featuredSpeakersDecider,
      { type: 'UnfeatureSpeaker', speakerId, eventId },
      metadata,
    );
    throw speaker.status === 'trashed' ? conflict(SPEAKER_IN_TRASH) : notFound(SPEAKER_NOT_FOUND);
  }
}
