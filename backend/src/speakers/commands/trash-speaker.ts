import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { notFound } from '../../shared/domain/domain-errors';
import { featuredSpeakersDecider, featuredSpeakersStream } from '../domain/featured-speakers.decider';
import { SPEAKER_NOT_FOUND, speakerDecider, speakerStream } from '../domain/speaker.decider';

/**
 * Moves a speaker to trash (the admin's password was re-checked by the caller). A featured
 * speaker is unfeatured first, so a trashed speaker never holds one of its event's 3 places.
 */
export class TrashSpeaker extends Command<void> {
  constructor(
    readonly speakerId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(TrashSpeaker)
export class TrashSpeakerHandler implements ICommandHandler<TrashSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, metadata }: TrashSpeaker): Promise<void> {
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
    if (speaker.status === 'absent' || speaker.status === 'purged') throw notFound(SPEAKER_NOT_FOUND);
    const unfeature = { type: 'UnfeatureSpeaker' as const, speakerId, eventId: speaker.eventId };
    const unfeatured = await this.runner.run(
      featuredSpeakersStream(speaker.eventId),
      featuredSpeakersDecider,
      unfeature,
      metadata,
    );
    const trashed = await this.runner.run(
      speakerStream(speakerId),
      speakerDecider,
      { type: 'TrashSpeaker', speakerId },
      metadata,
    );
    // Again after the trash: a feature request that read the speaker before the trash and featured
    // it in between is undone here (the other order is caught by SetSpeakerFlag).
    const unfeaturedAfter = await this.runner.run(
      featuredSpeakersStream(speaker.eventId),
      featuredSpeakersDecider,
      unfeature,
      metadata,
    );
    await this.runner.waitForReadModels(
      Math.max(unfeatured.position ?? 0, trashed.position ?? 0, unfeaturedAfter.position ?? 0) || null,
    );
  }
}
