import { Injectable } from '@nestjs/common';
import type { SpeakerFlag } from '@dental/contracts';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { FeaturableTypesOf, FeaturedRosterCommands } from '../../event-sourcing/commands/featured-roster';
import { flagCommandTypes } from '../../shared/domain/flag-commands';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../domain/featured-speakers.decider';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** The flags kept on the speaker's own stream; isFeatured is decided on the event's roster. */
export type OwnSpeakerFlag = Exclude<SpeakerFlag, 'isFeatured'>;

/** socialVisible true means "show". */
const SPEAKER_COMMAND_BY_FLAG = {
  socialVisible: ['ShowSpeakerSocialLinks', 'HideSpeakerSocialLinks'],
  hideAbstract: ['HideSpeakerAbstract', 'ShowSpeakerAbstract'],
} as const;

/** A speaker's flags and trash; its featuring is decided on its event's own roster. */
@Injectable()
export class SpeakerFlagsAndTrash extends FeaturedRosterCommands<
  FeaturableTypesOf<typeof speakerDecider, typeof featuredSpeakersDecider, OwnSpeakerFlag>
> {
  constructor(runner: CommandRunner) {
    super(runner, {
      item: {
        stream: speakerStream,
        decider: speakerDecider,
        checkFeaturable: (speakerId) => ({ type: 'CheckFeaturable', speakerId }),
        checkUnfeaturable: (speakerId) => ({ type: 'CheckUnfeaturable', speakerId }),
        trash: (speakerId) => ({ type: 'TrashSpeaker', speakerId }),
        ownFlagCommands: (speakerId, flags) =>
          flagCommandTypes(SPEAKER_COMMAND_BY_FLAG, flags).map((type) => ({ type, speakerId })),
      },
      roster: {
        decider: featuredSpeakersDecider,
        placeOf: (speakerId, { eventId }) => ({
          stream: featuredSpeakersStream(eventId),
          feature: () => ({ type: 'FeatureSpeaker', speakerId, eventId }),
          unfeature: { type: 'UnfeatureSpeaker', speakerId, eventId },
        }),
      },
    });
  }
}
