import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { eventAvailability } from '../domain/event-availability';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Issued by the purge job for a speaker trashed more than 14 days ago, or whose event was purged. */
export class PurgeSpeaker extends Command<void> {
  constructor(
    readonly speakerId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(PurgeSpeaker)
export class PurgeSpeakerHandler implements ICommandHandler<PurgeSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ speakerId, metadata }: PurgeSpeaker): Promise<void> {
    // A speaker's event never changes, so reading it before the decision cannot go stale.
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
    const event = speaker.status === 'absent' ? 'missing' : eventAvailability(await this.runner.load(eventStream(speaker.eventId), eventDecider));
    await this.runner.runAndWait(speakerStream(speakerId), speakerDecider, { type: 'PurgeSpeaker', speakerId, now: metadata.occurredAt, event }, metadata);
  }
}
