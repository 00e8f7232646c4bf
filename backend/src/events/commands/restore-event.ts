import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../domain/event.decider';

/** Brings a trashed event back before its purge (it returns unfeatured, with its other flags as they were). */
export class RestoreEvent extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RestoreEvent)
export class RestoreEventHandler implements ICommandHandler<RestoreEvent> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ eventId, metadata }: RestoreEvent): Promise<CommandOutcome> {
    return this.runner.run(eventStream(eventId), eventDecider, { type: 'RestoreEvent', eventId }, metadata);
  }
}
