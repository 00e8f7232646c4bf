import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { speakerDecider, speakerStream } from '../domain/speaker.decider';

/** Brings a trashed speaker back before its purge (it returns unfeatured, with its other flags as they were). */
export class RestoreSpeaker extends Command<CommandOutcome> {
  constructor(
    readonly speakerId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RestoreSpeaker)
export class RestoreSpeakerHandler implements ICommandHandler<RestoreSpeaker> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ speakerId, metadata }: RestoreSpeaker): Promise<CommandOutcome> {
    return this.runner.run(speakerStream(speakerId), speakerDecider, { type: 'RestoreSpeaker', speakerId }, metadata);
  }
}
