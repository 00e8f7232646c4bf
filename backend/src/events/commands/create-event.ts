import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EventFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../domain/event.decider';

/** Lists a new event (admin 'Add New Event', a live event from a submission, demo data). */
export class CreateEvent extends Command<CommandOutcome & { eventId: string }> {
  constructor(
    readonly fields: EventFields,
    readonly metadata: CommandMetadata,
    readonly options: {
      isHidden?: boolean;
      eventId?: string;
      sourceSubmissionId?: string | null;
    } = {},
  ) {
    super();
  }
}

@CommandHandler(CreateEvent)
export class CreateEventHandler implements ICommandHandler<CreateEvent> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ fields, metadata, options }: CreateEvent): Promise<CommandOutcome & { eventId: string }> {
    const eventId = options.eventId ?? randomUUID();
    const command = {
      type: 'CreateEvent' as const,
      eventId,
      fields,
      isHidden: options.isHidden ?? false,
      sourceSubmissionId: options.sourceSubmissionId ?? null,
    };
    return { eventId, ...(await this.runner.run(eventStream(eventId), eventDecider, command, metadata)) };
  }
}
