import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { SponsorTier } from '@dental/contracts';
import { CommandMetadata } from '../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../event-sourcing/commands/command-outcome';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import type { CopiedParts, CopyTarget, EventCopyPart } from '../events';
import { ForSponsorTiers } from './commands';
import { CustomTierNames, SPONSOR_TIER_NAMES_COLLECTION } from './projections/sponsor-tiers.projection';

/** The tier names of a next edition: the event's own names for its sponsor tiers. Renaming to the same name records nothing. */
@Injectable()
export class TierNamesOfNextEdition implements EventCopyPart<'tierNames'> {
  readonly part = 'tierNames';

  constructor(
    private readonly readStore: ReadStore,
    private readonly commands: CommandBus,
  ) {}

  async read(sourceEventId: string): Promise<CopiedParts['tierNames']> {
    return (
      (await this.readStore.get<CustomTierNames>(SPONSOR_TIER_NAMES_COLLECTION, sourceEventId))?.value.customNames ?? {}
    );
  }

  async copy(
    tierNames: CopiedParts['tierNames'],
    { eventId }: CopyTarget,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    const copies: CommandOutcome[] = [];
    for (const [tierLevel, customName] of Object.entries(tierNames) as Array<[SponsorTier, string]>)
      copies.push(
        await this.commands.execute(
          new ForSponsorTiers({ type: 'RenameSponsorTier', eventId, tierLevel, customName }, metadata),
        ),
      );
    return combineOutcomes(...copies);
  }
}
