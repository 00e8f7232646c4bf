import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { EventFlagsAndTrash } from './event-flags-and-trash';

/**
 * Moves an event to trash (the admin's password was re-checked by the caller). A featured event
 * is unfeatured with it, so a trashed event does not hold one of the 6 featured places.
 */
export class TrashEvent extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(TrashEvent)
export class TrashEventHandler implements ICommandHandler<TrashEvent> {
  constructor(private readonly events: EventFlagsAndTrash) {}

  execute({ eventId, metadata }: TrashEvent): Promise<CommandOutcome> {
    return this.events.trash(eventId, metadata);
  }
}
