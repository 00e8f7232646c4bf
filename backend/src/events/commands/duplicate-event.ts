import { Command, CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Speaker, Sponsor, SponsorTier } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { acceptedBy } from '../../shared/domain/decider';
import { AddSpeaker } from '../../speakers/commands/add-speaker';
import { SetSpeakerFlag } from '../../speakers/commands/set-speaker-flag';
import { SPEAKERS_COLLECTION } from '../../speakers/projections/speakers.projection';
import { RenameSponsorTier } from '../../sponsor-tiers/commands/rename-sponsor-tier';
import {
  CustomTierNames,
  SPONSOR_TIER_NAMES_COLLECTION,
} from '../../sponsor-tiers/projections/sponsor-tiers.projection';
import { AddSponsor } from '../../sponsors/commands/add-sponsor';
import { SPONSORS_COLLECTION } from '../../sponsors/projections/sponsors.projection';
import { eventDecider, eventStream } from '../domain/event.decider';
import { nextEditionFields } from '../domain/next-edition';
import { CreateEvent } from './create-event';
import { SetEventFlags } from './set-event-flag';

/**
 * Lists the next edition of an event on a new date: a hidden, unfeatured copy of its fields, with
 * copies of its agenda, its speakers (new records linked to the old ones as the same person) and
 * its sponsors (new sponsor records at the same tiers, and the tier names). Each copy is an
 * ordinary command of its domain, so every rule applies and the history shows each one.
 */
export class DuplicateEvent extends Command<CommandOutcome & { eventId: string }> {
  constructor(
    readonly sourceId: string,
    readonly date: string,
    readonly metadata: CommandMetadata,
  ) {
    super();
  }
}

@CommandHandler(DuplicateEvent)
export class DuplicateEventHandler implements ICommandHandler<DuplicateEvent> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly readStore: ReadStore,
  ) {}

  async execute({ sourceId, date, metadata }: DuplicateEvent): Promise<CommandOutcome & { eventId: string }> {
    // Only a live event is copied: the event's decider refuses an unknown or purged one (404) and one in the trash (409).
    const source = acceptedBy(
      eventDecider,
      { type: 'CheckDuplicable', eventId: sourceId },
      await this.runner.load(eventStream(sourceId), eventDecider),
    );

    // Hidden until an admin has checked the copy: it is a draft of the next edition.
    const created = await this.commands.execute(
      new CreateEvent(nextEditionFields(source.fields, date), metadata, { isHidden: true }),
    );
    const { eventId } = created;
    const copies: CommandOutcome[] = [created];
    if (source.hideSocialMedia || source.hideAbstracts) {
      copies.push(
        await this.commands.execute(
          new SetEventFlags(
            eventId,
            { hideSocialMedia: source.hideSocialMedia, hideAbstracts: source.hideAbstracts },
            metadata,
          ),
        ),
      );
    }

    for (const speaker of await this.listed<Speaker>(SPEAKERS_COLLECTION, sourceId)) {
      const {
        id,
        eventId: _event,
        socialVisible,
        hideAbstract,
        isFeatured: _featured,
        trashedAt: _trashed,
        createdAt: _created,
        updatedAt: _updated,
        samePersonAs: _link,
        ...fields
      } = speaker;
      const added = await this.commands.execute(new AddSpeaker({ ...fields, samePersonAs: id }, eventId, metadata));
      copies.push(added);
      if (!socialVisible)
        copies.push(await this.commands.execute(new SetSpeakerFlag(added.speakerId, 'socialVisible', false, metadata)));
      if (hideAbstract)
        copies.push(await this.commands.execute(new SetSpeakerFlag(added.speakerId, 'hideAbstract', true, metadata)));
    }

    for (const sponsor of await this.listed<Sponsor>(SPONSORS_COLLECTION, sourceId)) {
      const { name, description, logo, companyImage, website, telephone, socialHandles, tier } = sponsor;
      copies.push(
        await this.commands.execute(
          new AddSponsor({ name, description, logo, companyImage, website, telephone, socialHandles, tier }, metadata, {
            eventId,
          }),
        ),
      );
    }

    const tierNames =
      (await this.readStore.get<CustomTierNames>(SPONSOR_TIER_NAMES_COLLECTION, sourceId))?.value.customNames ?? {};
    for (const [tier, name] of Object.entries(tierNames) as Array<[SponsorTier, string]>) {
      copies.push(await this.commands.execute(new RenameSponsorTier(eventId, tier, name, metadata)));
    }
    return { eventId, ...combineOutcomes(...copies) };
  }

  /** The speakers or sponsors of an event that are not in the trash, oldest first (the order they were added). */
  private async listed<T extends { eventId: string | null; trashedAt?: string | null; createdAt: string; id: string }>(
    collection: string,
    eventId: string,
  ): Promise<T[]> {
    return (await this.readStore.list<T>(collection))
      .map((document) => document.value)
      .filter((item) => item.eventId === eventId && !item.trashedAt)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }
}
