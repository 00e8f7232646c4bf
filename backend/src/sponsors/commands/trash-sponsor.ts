import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/**
 * Moves a sponsor to trash (the admin's password was re-checked by the caller). It keeps its
 * event, tier and global flag, so a restore puts it back where it was.
 */
export class TrashSponsor extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(TrashSponsor)
export class TrashSponsorHandler implements ICommandHandler<TrashSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, metadata }: TrashSponsor): Promise<CommandOutcome> {
    return this.runner.run(sponsorStream(sponsorId), sponsorDecider, { type: 'TrashSponsor', sponsorId }, metadata);
  }
}
