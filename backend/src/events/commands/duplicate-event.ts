import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Speaker, Sponsor, SponsorTier } from '@dental/contracts';
import { CommandMetadata } from '../../event-sourcing/commands/command-metadata';
import { CommandOutcome, combineOutcomes } from '../../event-sourcing/commands/command-outcome';
import { CommandRunner } from '../../event-sourcing/commands/command-runner';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { acceptedBy } from '../../shared/domain/decider';
import { ForSpeaker } from '../../speakers/commands/speaker-commands';
import { SPEAKERS_COLLECTION } from '../../speakers/projections/speakers.projection';
import { ForSponsorTiers } from '../../sponsor-tiers/commands/sponsor-tiers-commands';
import {
  CustomTierNames,
  SPONSOR_TIER_NAMES_COLLECTION,
} from '../../sponsor-tiers/projections/sponsor-tiers.projection';
import { ForSponsor } from '../../sponsors/commands/sponsor-commands';
import { SPONSORS_COLLECTION } from '../../sponsors/projections/sponsors.projection';
import { eventDecider, eventStream } from '../domain/event.decider';
import { nextEditionFields } from '../domain/next-edition';
import { ForEvent } from './event-commands';

/** Lists the next edition of the event `eventId` on `date`. */
export interface DuplicateEvent {
  type: 'DuplicateEvent';
  eventId: string;
  date: string;
}

/**
 * Lists the next edition of an event on a new date: a hidden, unfeatured copy of its fields, with
 * copies of its agenda, its speakers (new records linked to the old ones as the same person) and
 * its sponsors (new sponsor records at the same tiers, and the tier names). Each copy is an
 * ordinary command of its domain, so every rule applies and the history shows each one.
 */
@Injectable()
export class EventDuplication {
  constructor(
    private readonly runner: CommandRunner,
    private readonly commands: CommandBus,
    private readonly readStore: ReadStore,
  ) {}

  async duplicate(
    { eventId: sourceId, date }: DuplicateEvent,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome & { eventId: string }> {
    // Only a live event is copied: the event's decider refuses an unknown or purged one (404) and one in the trash (409).
    const source = acceptedBy(
      eventDecider,
      { type: 'CheckDuplicable', eventId: sourceId },
      await this.runner.load(eventStream(sourceId), eventDecider),
    );

    // Hidden until an admin has checked the copy: it is a draft of the next edition.
    const created = await this.commands.execute(
      new ForEvent({ type: 'CreateEvent', fields: nextEditionFields(source.fields, date), isHidden: true }, metadata),
    );
    const { eventId } = created;
    const copies: CommandOutcome[] = [created];
    if (source.hideSocialMedia || source.hideAbstracts) {
      const flags = { hideSocialMedia: source.hideSocialMedia, hideAbstracts: source.hideAbstracts };
      copies.push(await this.commands.execute(new ForEvent({ type: 'SetEventFlags', eventId, flags }, metadata)));
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
      const added = await this.commands.execute(
        new ForSpeaker({ type: 'AddSpeaker', eventId, fields: { ...fields, samePersonAs: id } }, metadata),
      );
      const { speakerId } = added;
      copies.push(added);
      if (!socialVisible)
        copies.push(
          await this.commands.execute(new ForSpeaker({ type: 'HideSpeakerSocialLinks', speakerId }, metadata)),
        );
      if (hideAbstract)
        copies.push(await this.commands.execute(new ForSpeaker({ type: 'HideSpeakerAbstract', speakerId }, metadata)));
    }

    for (const sponsor of await this.listed<Sponsor>(SPONSORS_COLLECTION, sourceId)) {
      const { name, description, logo, companyImage, website, telephone, socialHandles, tier } = sponsor;
      const fields = { name, description, logo, companyImage, website, telephone, socialHandles, tier };
      copies.push(await this.commands.execute(new ForSponsor({ type: 'AddSponsor', fields, eventId }, metadata)));
    }

    const tierNames =
      (await this.readStore.get<CustomTierNames>(SPONSOR_TIER_NAMES_COLLECTION, sourceId))?.value.customNames ?? {};
    for (const [tierLevel, customName] of Object.entries(tierNames) as Array<[SponsorTier, string]>) {
      copies.push(
        await this.commands.execute(
          new ForSponsorTiers({ type: 'RenameSponsorTier', eventId, tierLevel, customName }, metadata),
        ),
      );
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
