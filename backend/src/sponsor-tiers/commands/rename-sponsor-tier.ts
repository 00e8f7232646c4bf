import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SponsorTier } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { eventAvailability } from '../../events/domain/event.decider';
import { sponsorTiersDecider, sponsorTiersStream } from '../domain/sponsor-tiers.decider';

/** Gives one sponsor tier of a live event its own heading; an empty name restores the default (Edit Sponsor Tier Names). */
export class RenameSponsorTier extends Command<CommandOutcome> {
  constructor(
    readonly eventId: string,
    readonly tierLevel: SponsorTier,
    readonly customName: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(RenameSponsorTier)
export class RenameSponsorTierHandler implements ICommandHandler<RenameSponsorTier> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ eventId, tierLevel, customName, metadata }: RenameSponsorTier): Promise<CommandOutcome> {
    const event = eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    return this.runner.run(
      sponsorTiersStream(eventId),
      sponsorTiersDecider,
      { type: 'RenameSponsorTier', eventId, event, tierLevel, customName },
      metadata,
    );
  }
}
