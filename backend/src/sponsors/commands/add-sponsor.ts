import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SponsorFields } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { eventDecider, eventStream } from '../../events/domain/event.decider';
import { eventAvailability } from '../../events/domain/event.decider';
import { sponsorDecider, sponsorStream } from '../domain/sponsor.decider';

/** The add-sponsor form's fields; the optional ones left out start empty. */
export type AddSponsorFields = Pick<SponsorFields, 'name' | 'description' | 'logo' | 'tier'> &
  Partial<Pick<SponsorFields, 'companyImage' | 'website' | 'telephone' | 'socialHandles'>>;

/** Adds a sponsor, optionally to a live event at its tier and/or as a global site sponsor (admin 'Add New Sponsor', demo data). */
export class AddSponsor extends Command<CommandOutcome & { sponsorId: string }> {
  constructor(
    readonly fields: AddSponsorFields,
    readonly metadata: CommandMetadata,
    readonly options: { eventId?: string | null; isGlobalSponsor?: boolean; sponsorId?: string } = {},
  ) {
    super();
  }
}

@CommandHandler(AddSponsor)
export class AddSponsorHandler implements ICommandHandler<AddSponsor> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ fields, metadata, options }: AddSponsor): Promise<CommandOutcome & { sponsorId: string }> {
    const sponsorId = options.sponsorId ?? randomUUID();
    const eventId = options.eventId ?? null;
    const assignTo =
      eventId === null
        ? null
        : { eventId, event: eventAvailability(await this.runner.load(eventStream(eventId), eventDecider)) };
    const command = {
      type: 'AddSponsor' as const,
      sponsorId,
      assignTo,
      isGlobalSponsor: options.isGlobalSponsor ?? false,
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
    const outcome = await this.runner.run(sponsorStream(sponsorId), sponsorDecider, command, metadata);
    return { ...outcome, sponsorId };
  }
}
