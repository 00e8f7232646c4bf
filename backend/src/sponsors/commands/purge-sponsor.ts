import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Issued by the purge job for a sponsor trashed more than 14 days ago. */
export class PurgeSponsor extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(PurgeSponsor)
export class PurgeSponsorHandler implements ICommandHandler<PurgeSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, metadata }: PurgeSponsor): Promise<CommandOutcome> {
    return this.runner.run(
      sponsorStream(sponsorId),
      sponsorDecider,
      { type: 'PurgeSponsor', sponsorId, now: metadata.occurredAt },
      metadata,
    );
  }
}
