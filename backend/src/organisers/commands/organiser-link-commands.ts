import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ORGANISER_LINK_DAYS } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventAvailability, eventDecider, eventStream } from '../../events';
import { linkExpiry } from '../domain/organiser-link-status';
import { OrganiserLinkCommand, organiserLinkDecider, organiserLinkStream } from '../domain/organiser-link.decider';
import { OrganisersQueries } from '../organisers.queries';

/**
 * What may be sent to an organiser link: sending one (the handler makes its id, its expiry from
 * the command's time, and reads the event's state) and revoking one (the handler finds an approval
 * mail's link, which is recorded on its submission's stream, in the read model).
 */
export type OrganiserLinkBusCommand =
  | Omit<Extract<OrganiserLinkCommand, { type: 'SendOrganiserLink' }>, 'linkId' | 'expiresAt' | 'event'>
  | Omit<Extract<OrganiserLinkCommand, { type: 'RevokeOrganiserLink' }>, 'issuedElsewhere'>;

type OrganiserLinkResult<C> = C extends { type: 'SendOrganiserLink' }
  ? CommandOutcome & { linkId: string }
  : CommandOutcome;

/** A command for an organiser link, on its way through the bus to its handler. */
export class ForOrganiserLink<C extends OrganiserLinkBusCommand = OrganiserLinkBusCommand> extends BusCommand<
  C,
  OrganiserLinkResult<C>
> {}

@CommandHandler(ForOrganiserLink)
export class OrganiserLinkCommandHandler implements ICommandHandler<ForOrganiserLink> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly queries: OrganisersQueries,
  ) {}

  async execute({ command, metadata }: ForOrganiserLink): Promise<OrganiserLinkResult<OrganiserLinkBusCommand>> {
    switch (command.type) {
      case 'SendOrganiserLink': {
        const linkId = randomUUID();
        const event = eventAvailability(await this.runner.load(eventStream(command.eventId), eventDecider));
        const expiresAt = linkExpiry(metadata.occurredAt, ORGANISER_LINK_DAYS);
        const send = { ...command, linkId, expiresAt, event };
        const outcome = await this.runner.run(organiserLinkStream(linkId), organiserLinkDecider, send, metadata);
        return { ...outcome, linkId };
      }
      case 'RevokeOrganiserLink': {
        const found = await this.queries.link(command.linkId);
        const issuedElsewhere = found?.origin === 'approval' && found.eventId ? { eventId: found.eventId } : null;
        return this.runner.run(
          organiserLinkStream(command.linkId),
          organiserLinkDecider,
          { ...command, issuedElsewhere },
          metadata,
        );
      }
      default:
        return unhandledCommand(command);
    }
  }
}
