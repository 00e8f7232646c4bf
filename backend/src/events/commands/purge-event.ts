import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../domain/event.decider';

/** Issued by the purge job for an event trashed more than 14 days ago. */
export class PurgeEvent extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(PurgeEvent)
export class PurgeEventHandler implements ICommandHandler<PurgeEvent> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ eventId, metadata }: PurgeEvent): Promise<CommandOutcome> {
    return this.runner.run(
      eventStream(eventId),
      eventDecider,
      { type: 'PurgeEvent', eventId, now: metadata.occurredAt },
      metadata,
    );
  }
}
