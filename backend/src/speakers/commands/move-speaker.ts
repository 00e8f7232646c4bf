import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { DomainError, conflict, notFound } from '../../shared/domain/domain-errors';
import { eventAvailability } from '../../events/domain/event.decider';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../domain/featured-speakers.decider';
import {
  SPEAKER_IN_TRASH,
  SPEAKER_NOT_FOUND,
  SpeakerCommand,
  linkedSpeaker,
  speakerDecider,
  speakerStream,
} from '../domain/speaker.decider';

/**
 * Moves a speaker to another live event (PATCH /api/speakers/:id with eventId), with any edit of
 * its fields sent alongside in the same append. A featured speaker stays featured: the limit of 3
 * is checked on the target event first, and nothing is written when it is full.
 */
export class MoveSpeaker extends Command<void> {
  constructor(
    readonly speakerId: string,
    readonly eventId: string,
    readonly changes: Partial<SpeakerFields>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

const moveDecider = decideTogether(speakerDecider);

@CommandHandler(MoveSpeaker)
export class MoveSpeakerHandler implements ICommandHandler<MoveSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, eventId, changes, metadata }: MoveSpeaker): Promise<void> {
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
    if (speaker.status === 'absent' || speaker.status === 'purged') throw notFound(SPEAKER_NOT_FOUND);
    if (speaker.status === 'trashed') throw conflict(SPEAKER_IN_TRASH);

    const event = eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    const link = changes.samePersonAs;
    const linked =
      link && link !== speakerId
        ? linkedSpeaker(await this.runner.load(speakerStream(link), speakerDecider))
        : undefined;
    const commands: SpeakerCommand[] = [
      ...(Object.keys(changes).length > 0 ? [{ type: 'UpdateSpeaker' as const, speakerId, changes, linked }] : []),
      { type: 'MoveSpeaker', speakerId, eventId, event },
    ];
    // Decided once before anything is written, so a refused edit or move leaves the rosters alone.
    moveDecider.decide(commands, speaker);

    const from = speaker.eventId;
    const moving = from !== eventId;
    const featured =
      moving &&
      (await this.runner.load(featuredSpeakersStream(from), featuredSpeakersDecider)).featured.includes(speakerId);
    if (featured) {
      // Refused here (409, the spec's message) while nothing is written yet.
      featuredSpeakersDecider.decide(
        { type: 'FeatureSpeaker', speakerId, eventId },
        await this.runner.load(featuredSpeakersStream(eventId), featuredSpeakersDecider),
      );
    }

    // Unfeatured on the event it leaves, moved, then featured on the one it joins: each roster
    // only ever holds its own event's speakers.
    const positions: Array<number | null> = [];
    if (featured)
      positions.push(
        (
          await this.runner.run(
            featuredSpeakersStream(from),
            featuredSpeakersDecider,
            { type: 'UnfeatureSpeaker', speakerId, eventId: from },
            metadata,
          )
        ).position,
      );
    positions.push((await this.runner.run(speakerStream(speakerId), moveDecider, commands, metadata)).position);
    if (featured) positions.push(await this.featureOnArrival(speakerId, eventId, metadata));
    await this.runner.waitForReadModels(Math.max(0, ...positions.map((position) => position ?? 0)) || null);
  }

  /**
   * The move is written by now. Should another admin have taken the target's last featured place
   * since the check above, the speaker stays moved and unfeatured: a consistent state the answer
   * shows, rather than a refusal after the move was made.
   */
  private async featureOnArrival(
    speakerId: string,
    eventId: string,
    metadata: CommandMetadata,
  ): Promise<number | null> {
    try {
      return (
        await this.runner.run(
          featuredSpeakersStream(eventId),
          featuredSpeakersDecider,
          { type: 'FeatureSpeaker', speakerId, eventId },
          metadata,
        )
      ).position;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return null;
      throw error;
    }
  }
}
