import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventAvailability, eventDecider, eventStream } from '../../events/domain/event.decider';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Issued by the purge job for a speaker trashed more than 14 days ago, or whose event was purged. */
export class PurgeSpeaker extends Command<CommandOutcome> {
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

  async execute({ speakerId, metadata }: PurgeSpeaker): Promise<CommandOutcome> {
    // The command names the event it read: if the speaker moves meanwhile, the decision, taken
    // again on the fresh history, does not purge it with an event it has left.
    const speaker = await this.runner.load(speakerStream(speakerId), speakerDecider);
    const eventId = speaker.status === 'absent' ? undefined : speaker.eventId;
    const event =
      eventId === undefined ? 'missing' : eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    return this.runner.run(
      speakerStream(speakerId),
      speakerDecider,
      { type: 'PurgeSpeaker', speakerId, now: metadata.occurredAt, eventId, event },
      metadata,
    );
  }
}
