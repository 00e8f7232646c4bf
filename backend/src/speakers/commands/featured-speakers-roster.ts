import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { FeaturedRosterCommands } from '../../event-sourcing/commands/featured-roster';
import {
  FeaturedSpeakersCommand,
  FeaturedSpeakersDomainEvent,
  FeaturedSpeakersState,
  featuredSpeakersDecider,
  featuredSpeakersStream,
} from '../domain/featured-speakers.decider';
import {
  SpeakerCommand,
  SpeakerDomainEvent,
  SpeakerState,
  speakerDecider,
  speakerStream,
} from '../domain/speaker.decider';

/** Feature, unfeature and trash for speakers, whose featuring is decided on their event's own roster. */
@Injectable()
export class FeaturedSpeakersRoster extends FeaturedRosterCommands<
  SpeakerState,
  SpeakerCommand,
  SpeakerDomainEvent,
  FeaturedSpeakersState,
  FeaturedSpeakersCommand,
  FeaturedSpeakersDomainEvent
> {
  constructor(runner: CommandRunner) {
    super(runner, {
      item: {
        stream: speakerStream,
        decider: speakerDecider,
        checkFeaturable: (speakerId) => ({ type: 'CheckFeaturable', speakerId }),
        checkUnfeaturable: (speakerId) => ({ type: 'CheckUnfeaturable', speakerId }),
        trash: (speakerId) => ({ type: 'TrashSpeaker', speakerId }),
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
