import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EventFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../domain/event.decider';

/** Saves the edit-event form (any subset of the fields); unchanged fields are not recorded. */
export class EditEvent extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly changes: Partial<EventFields>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(EditEvent)
export class EditEventHandler implements ICommandHandler<EditEvent> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ eventId, changes, metadata }: EditEvent): Promise<CommandOutcome> {
    return this.runner.run(eventStream(eventId), eventDecider, { type: 'UpdateEvent', eventId, changes }, metadata);
  }
}
