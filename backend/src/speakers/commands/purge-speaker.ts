import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Issued by the purge job for a speaker trashed more than 14 days ago. */
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
    await this.runner.runAndWait(speakerStream(speakerId), speakerDecider, { type: 'PurgeSpeaker', speakerId, now: metadata.occurredAt }, metadata);
  }
}
