import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { SponsorTier } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { eventAvailability } from '../../events/domain/event.decider';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/**
 * Puts a sponsor on a live event at a tier (the event-tier picker; a sponsor of another event
 * moves), or takes it off its event when eventId is null. Without a tier it keeps its own.
 */
export class AssignSponsorToEvent extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly eventId: string | null,
    readonly tier: SponsorTier | undefined,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(AssignSponsorToEvent)
export class AssignSponsorToEventHandler implements ICommandHandler<AssignSponsorToEvent> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, eventId, tier, metadata }: AssignSponsorToEvent): Promise<CommandOutcome> {
    if (eventId === null) {
      return this.runner.run(
        sponsorStream(sponsorId),
        sponsorDecider,
        { type: 'RemoveSponsorFromEvent', sponsorId },
        metadata,
      );
    }
    const event = eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    return this.runner.run(
      sponsorStream(sponsorId),
      sponsorDecider,
      { type: 'AssignSponsorToEvent', sponsorId, assignTo: { eventId, event }, tier },
      metadata,
    );
  }
}
