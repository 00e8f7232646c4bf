import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Makes a sponsor a global site sponsor, or no longer one (the global-sponsor picker). */
export class SetSponsorGlobal extends Command<void> {
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

  async execute({ sponsorId, isGlobalSponsor, metadata }: SetSponsorGlobal): Promise<void> {
    const type = isGlobalSponsor ? ('MakeSponsorGlobal' as const) : ('MakeSponsorNotGlobal' as const);
    await this.runner.runAndWait(sponsorStream(sponsorId), sponsorDecider, { type, sponsorId }, metadata);
  }
}
