import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** Deletes a sponsor: it leaves every list at once; its history stays in the log. */
export class RemoveSponsor extends Command<void> {
  constructor(
    readonly sponsorId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RemoveSponsor)
export class RemoveSponsorHandler implements ICommandHandler<RemoveSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, metadata }: RemoveSponsor): Promise<void> {
    await this.runner.runAndWait(sponsorStream(sponsorId), sponsorDecider, { type: 'RemoveSponsor', sponsorId }, metadata);
  }
}
