import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SponsorFields } from '@dental/contracts';
import { BusCommand, unhandledCommand } from '../../event-sourcing/commands/bus-command';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, nothingChanged } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventAvailability, eventDecider, eventStream } from '../../events';
import { SponsorCommand, sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** The add-sponsor form's fields; the optional ones left out start empty. */
export type AddSponsorFields = Pick<SponsorFields, 'name' | 'description' | 'logo' | 'tier'> &
  Partial<Pick<SponsorFields, 'companyImage' | 'website' | 'telephone' | 'socialHandles'>>;

/**
 * What may be sent to a sponsor: the sponsor decider's commands as it names them, with the event
 * they name by its id (the handler reads its state from the log) and without the time.
 */
export type SponsorBusCommand =
  | (Omit<Extract<SponsorCommand, { type: 'AddSponsor' }>, 'sponsorId' | 'fields' | 'assignTo' | 'isGlobalSponsor'> & {
      sponsorId?: string;
      fields: AddSponsorFields;
      /** The live event to sponsor at the sponsor's tier, if any. */
      eventId?: string | null;
      isGlobalSponsor?: boolean;
    })
  | (Omit<Extract<SponsorCommand, { type: 'AssignSponsorToEvent' }>, 'assignTo'> & { eventId: string })
  | Extract<
      SponsorCommand,
      {
        type:
          | 'UpdateSponsor'
          | 'RemoveSponsorFromEvent'
          | 'MakeSponsorGlobal'
          | 'MakeSponsorNotGlobal'
          | 'TrashSponsor'
          | 'RestoreSponsor';
      }
    >
  | Pick<Extract<SponsorCommand, { type: 'ReleaseSponsorFromPurgedEvent' }>, 'type' | 'sponsorId'>
  | Omit<Extract<SponsorCommand, { type: 'PurgeSponsor' }>, 'now'>;

type SponsorResult<C> = C extends { type: 'AddSponsor' } ? CommandOutcome & { sponsorId: string } : CommandOutcome;

/** A command for a sponsor, on its way through the bus to the sponsor handler. */
export class ForSponsor<C extends SponsorBusCommand = SponsorBusCommand> extends BusCommand<C, SponsorResult<C>> {}

/** Every command for sponsors: reads the event a command names from its stream, and runs the sponsor's decider. */
@CommandHandler(ForSponsor)
export class SponsorCommandHandler implements ICommandHandler<ForSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ command, metadata }: ForSponsor): Promise<SponsorResult<SponsorBusCommand>> {
    return this.handle(command, metadata);
  }

  async handle(command: SponsorBusCommand, metadata: CommandMetadata): Promise<SponsorResult<SponsorBusCommand>> {
    switch (command.type) {
      case 'AddSponsor': {
        // Added by the admin's 'Add New Sponsor', optionally to a live event and/or as a global site sponsor.
        const sponsorId = command.sponsorId ?? randomUUID();
        const { fields } = command;
        const eventId = command.eventId ?? null;
        const add: SponsorCommand = {
          type: 'AddSponsor',
          sponsorId,
          assignTo: eventId === null ? null : { eventId, event: await this.eventAvailability(eventId) },
          isGlobalSponsor: command.isGlobalSponsor ?? false,
          fields: {
            name: fields.name,
            description: fields.description,
            logo: fields.logo,
            companyImage: fields.companyImage ?? null,
            website: fields.website ?? null,
            telephone: fields.telephone ?? null,
            socialHandles: fields.socialHandles ?? {},
            tier: fields.tier,
          },
        };
        return { ...(await this.run(sponsorId, add, metadata)), sponsorId };
      }
      case 'AssignSponsorToEvent': {
        const { eventId, ...assign } = command;
        const assignTo = { eventId, event: await this.eventAvailability(eventId) };
        return this.run(command.sponsorId, { ...assign, assignTo }, metadata);
      }
      case 'UpdateSponsor':
      case 'RemoveSponsorFromEvent':
      case 'MakeSponsorGlobal':
      case 'MakeSponsorNotGlobal':
      case 'TrashSponsor':
      case 'RestoreSponsor':
        return this.run(command.sponsorId, command, metadata);
      case 'ReleaseSponsorFromPurgedEvent': {
        // The purge's follow-up: a sponsor whose event was purged is taken off it (and stays listed).
        const sponsor = await this.runner.load(sponsorStream(command.sponsorId), sponsorDecider);
        if ((sponsor.status !== 'active' && sponsor.status !== 'trashed') || sponsor.eventId === null)
          return nothingChanged();
        // The command names the event it read: if the sponsor moves to another event meanwhile, the
        // append fails on the sponsor's revision and the decision, taken again, leaves it alone.
        const { eventId } = sponsor;
        const event = await this.eventAvailability(eventId);
        return this.run(command.sponsorId, { ...command, eventId, event }, metadata);
      }
      case 'PurgeSponsor':
        return this.run(command.sponsorId, { ...command, now: metadata.occurredAt }, metadata);
      default:
        return unhandledCommand(command);
    }
  }

  private run(sponsorId: string, command: SponsorCommand, metadata: CommandMetadata): Promise<CommandOutcome> {
    return this.runner.run(sponsorStream(sponsorId), sponsorDecider, command, metadata);
  }

  private async eventAvailability(eventId: string) {
    return eventAvailability(await this.runner.load(eventStream(eventId), eventDecider));
  }
}
