import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SpeakerFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes, nothingChanged } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { decideTogether } from '../../shared/domain/decider';
import { eventAvailability, eventDecider, eventStream } from '../../events/domain/event.decider';
import { DomainError } from '../../shared/domain/domain-errors';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../domain/featured-speakers.decider';
import { SpeakerCommand, linkedSpeaker, speakerDecider, speakerStream } from '../domain/speaker.decider';

/**
 * Moves a speaker to another live event (PATCH /api/speakers/:id with eventId), with any edit of
 * its fields sent alongside in the same append. A featured speaker stays featured: the limit of 3
 * is checked on the target event first, and nothing is written when it is full.
 */
export class MoveSpeaker extends Command<CommandOutcome> {
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

  async execute({ speakerId, eventId, changes, metadata }: MoveSpeaker): Promise<CommandOutcome> {
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
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
    // Decided once before anything is written, so a refused edit or move (an unknown speaker or
    // one in the trash, a target event that is not live) leaves the rosters alone.
    const from = moveDecider
      .decide(commands, speaker)
      .flatMap((domainEvent) => (domainEvent.type === 'SpeakerMovedToEvent' ? [domainEvent.data.fromEventId] : []))
      .at(0);
    const featured =
      from !== undefined &&
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
    const unfeatured = featured
      ? await this.runner.run(
          featuredSpeakersStream(from),
          featuredSpeakersDecider,
          { type: 'UnfeatureSpeaker', speakerId, eventId: from },
          metadata,
        )
      : nothingChanged();
    const moved = await this.runner.run(speakerStream(speakerId), moveDecider, commands, metadata);
    const featuredOnArrival = featured ? await this.featureOnArrival(speakerId, eventId, metadata) : nothingChanged();
    return combineOutcomes(unfeatured, moved, featuredOnArrival);
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
  ): Promise<CommandOutcome> {
    try {
      return await this.runner.run(
        featuredSpeakersStream(eventId),
        featuredSpeakersDecider,
        { type: 'FeatureSpeaker', speakerId, eventId },
        metadata,
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return nothingChanged();
      throw error;
    }
  }
}
