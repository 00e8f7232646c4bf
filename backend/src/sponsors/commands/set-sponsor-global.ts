import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Makes a sponsor a global site sponsor, or no longer one (the global-sponsor picker). */
export class SetSponsorGlobal extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly isGlobalSponsor: boolean,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(SetSponsorGlobal)
export class SetSponsorGlobalHandler implements ICommandHandler<SetSponsorGlobal> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, isGlobalSponsor, metadata }: SetSponsorGlobal): Promise<CommandOutcome> {
    const type = isGlobalSponsor ? ('MakeSponsorGlobal' as const) : ('MakeSponsorNotGlobal' as const);
    return this.runner.run(sponsorStream(sponsorId), sponsorDecider, { type, sponsorId }, metadata);
  }
}
