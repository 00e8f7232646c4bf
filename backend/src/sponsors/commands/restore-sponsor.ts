import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Brings a trashed sponsor back before its purge, on its event and in the global list as it was. */
export class RestoreSponsor extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RestoreSponsor)
export class RestoreSponsorHandler implements ICommandHandler<RestoreSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, metadata }: RestoreSponsor): Promise<CommandOutcome> {
    return this.runner.run(sponsorStream(sponsorId), sponsorDecider, { type: 'RestoreSponsor', sponsorId }, metadata);
  }
}
