import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, nothingChanged } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { eventAvailability } from '../../events/domain/event.decider';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/**
 * Issued by the purge job for a sponsor whose event is gone from the read models: takes it off
 * that event if the event's stream says it was purged, and changes nothing otherwise.
 */
export class ReleaseSponsorFromPurgedEvent extends Command<CommandOutcome> {
  constructor(
    readonly sponsorId: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(ReleaseSponsorFromPurgedEvent)
export class ReleaseSponsorFromPurgedEventHandler implements ICommandHandler<ReleaseSponsorFromPurgedEvent> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ sponsorId, metadata }: ReleaseSponsorFromPurgedEvent): Promise<CommandOutcome> {
    const sponsor = await this.runner.load(sponsorStream(sponsorId), sponsorDecider);
    if ((sponsor.status !== 'active' && sponsor.status !== 'trashed') || sponsor.eventId === null)
      return nothingChanged();
    // The command names the event it read: if the sponsor moves to another event meanwhile, the
    // append fails on the sponsor's revision and the decision, taken again, leaves it alone.
    const { eventId } = sponsor;
    const event = eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
    return this.runner.run(
      sponsorStream(sponsorId),
      sponsorDecider,
      { type: 'ReleaseSponsorFromPurgedEvent', sponsorId, eventId, event },
      metadata,
    );
  }
}
