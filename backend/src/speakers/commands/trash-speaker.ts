import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { SpeakerFlagsAndTrash } from './speaker-flags-and-trash';

/**
 * Moves a speaker to trash (the admin's password was re-checked by the caller). A featured
 * speaker is unfeatured with it, so a trashed speaker never holds one of its event's 3 places.
 */
export class TrashSpeaker extends Command<CommandOutcome> {
  constructor(
    readonly speakerId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(TrashSpeaker)
export class TrashSpeakerHandler implements ICommandHandler<TrashSpeaker> {
  constructor(private readonly speakers: SpeakerFlagsAndTrash) {}

  execute({ speakerId, metadata }: TrashSpeaker): Promise<CommandOutcome> {
    return this.speakers.trash(speakerId, metadata);
  }
}
