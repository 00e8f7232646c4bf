import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { EventFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../domain/event.decider';

/** Lists a new event (admin 'Add New Event', a live event from a submission, demo data). */
export class CreateEvent extends Command<{ eventId: string; position: number | null }> {
  constructor(
    readonly fields: EventFields,
    readonly metadata: CommandMetadata,
    readonly options: {
      isHidden?: boolean;
      eventId?: string;
      sourceSubmissionId?: string | null;
      waitForReadModels?: boolean;
    } = {},
  ) {
    super();
  }
}

@CommandHandler(CreateEvent)
export class CreateEventHandler implements ICommandHandler<CreateEvent> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ fields, metadata, options }: CreateEvent) {
    const eventId = options.eventId ?? randomUUID();
    const command = {
      type: 'CreateEvent' as const,
      eventId,
      fields,
      isHidden: options.isHidden ?? false,
      sourceSubmissionId: options.sourceSubmissionId ?? null,
    };
    const outcome = await this.runner.run(eventStream(eventId), eventDecider, command, metadata);
    if (options.waitForReadModels !== false) await this.runner.waitForReadModels(outcome.position);
    return { eventId, position: outcome.position };
  }
}
