import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Sponsor } from '@dental/contracts';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../event-sourcing/commands/command-runner';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import type { CopiedParts, CopyTarget, EventCopyPart } from '../events';
import { derivedId } from '../shared/domain/derived-id';
import { ForSponsor } from './commands';
import { sponsorDecider, sponsorStream } from './domain/sponsor.decider';
import { SPONSORS_COLLECTION } from './projections/sponsors.projection';

/** The sponsors of a next edition: new sponsor records of the event's sponsors not in the trash, at the same tiers. */
@Injectable()
export class SponsorsOfNextEdition implements EventCopyPart<'sponsors'> {
  readonly part = 'sponsors';

  constructor(
    private readonly readStore: ReadStore,
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
  ) {}

  async read(sourceEventId: string): Promise<CopiedParts['sponsors']> {
    const listed = (await this.readStore.list<Sponsor>(SPONSORS_COLLECTION))
      .map((document) => document.value)
      .filter((sponsor) => sponsor.eventId === sourceEventId && !sponsor.trashedAt)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    return listed.map(({ id, name, description, logo, companyImage, website, telephone, socialHandles, tier }) => ({
      sponsorId: id,
      fields: { name, description, logo, companyImage, website, telephone, socialHandles, tier },
    }));
  }

  async copy(
    sponsors: CopiedParts['sponsors'],
    { duplicationId, eventId }: CopyTarget,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    const copies: CommandOutcome[] = [];
    for (const { sponsorId: copied, fields } of sponsors) {
      const sponsorId = derivedId(duplicationId, `sponsor-${copied}`);
      if ((await this.runner.load(sponsorStream(sponsorId), sponsorDecider)).status !== 'absent') continue;
      copies.push(
        await this.commands.execute(new ForSponsor({ type: 'AddSponsor', sponsorId, fields, eventId }, metadata)),
      );
    }
    return combineOutcomes(...copies);
  }
}
