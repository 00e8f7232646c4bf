import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BusCommand } from '../../event-sourcing/commands/bus-command';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventAvailability, eventDecider, eventStream } from '../../events';
import { SponsorTiersCommand, sponsorTiersDecider, sponsorTiersStream } from '../domain/sponsor-tiers.decider';

/** What may be sent to an event's tier names: the decider's commands, less the event's state the handler reads. */
export type SponsorTiersBusCommand = Omit<SponsorTiersCommand, 'event'>;

/** A command for an event's sponsor tier names, on its way through the bus to their handler. */
export class ForSponsorTiers extends BusCommand<SponsorTiersBusCommand, CommandOutcome> {}

/** Every command for sponsor tier names: reads the event's state from its stream and runs the decider. */
@CommandHandler(ForSponsorTiers)
export class SponsorTiersCommandHandler implements ICommandHandler<ForSponsorTiers> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ command, metadata }: ForSponsorTiers): Promise<CommandOutcome> {
    // One command type (RenameSponsorTier), which needs the event's state.
    const event = eventAvailability(await this.runner.load(eventStream(command.eventId), eventDecider));
    return this.runner.run(sponsorTiersStream(command.eventId), sponsorTiersDecider, { ...command, event }, metadata);
  }
}
