import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { FeaturedSpeakersRoster } from './featured-speakers-roster';

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
  constructor(private readonly roster: FeaturedSpeakersRoster) {}

  execute({ speakerId, metadata }: TrashSpeaker): Promise<CommandOutcome> {
    return this.roster.trash(speakerId, metadata);
  }
}
