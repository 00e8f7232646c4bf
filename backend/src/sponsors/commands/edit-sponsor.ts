import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SponsorFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Saves some of the sponsor's fields; unchanged fields are not recorded. */
export class EditSponsor extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly changes: Partial<SponsorFields>,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(EditSponsor)
export class EditSponsorHandler implements ICommandHandler<EditSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, changes, metadata }: EditSponsor): Promise<CommandOutcome> {
    return this.runner.run(
      sponsorStream(sponsorId),
      sponsorDecider,
      { type: 'UpdateSponsor', sponsorId, changes },
      metadata,
    );
  }
}
