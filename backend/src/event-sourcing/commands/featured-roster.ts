import {
  acceptedBy,
  decideTogether,
  type Decider,
  type DomainEventOf,
  type RecordedState,
} from '../../shared/domain/decider';
import { DomainError } from '../../shared/domain/domain-errors';
import type { CommandMetadata } from './command-metadata';
import { CommandOutcome, combineOutcomes } from './command-outcome';
import type { CommandRunner } from './command-runner';

/** The types of one kind of featurable item: its own stream's and its roster's. */
export interface FeaturableTypes {
  /** The flags kept on the item's own stream (all but isFeatured). */
  ownFlag: string;
  itemState: { status: string };
  itemCommand: unknown;
  itemDomainEvent: DomainEventOf;
  rosterState: unknown;
  rosterCommand: unknown;
  rosterDomainEvent: DomainEventOf;
}

/** FeaturableTypes read off the item's decider, its roster's decider and the item's own flags. */
export type FeaturableTypesOf<TItemDecider, TRosterDecider, TOwnFlag extends string> =
  TItemDecider extends Decider<infer TItemState, infer TItemCommand, infer TItemDomainEvent>
    ? TRosterDecider extends Decider<infer TRosterState, infer TRosterCommand, infer TRosterDomainEvent>
      ? {
          ownFlag: TOwnFlag;
          itemState: TItemState & { status: string };
          itemCommand: TItemCommand;
          itemDomainEvent: TItemDomainEvent;
          rosterState: TRosterState;
          rosterCommand: TRosterCommand;
          rosterDomainEvent: TRosterDomainEvent;
        }
      : never
    : never;

/** Where an item is featured: its roster's stream and the roster's commands for it. */
export interface RosterPlace<TRosterCommand> {
  stream: string;
  /** Featuring may first read other streams (which featured events still hold a place). */
  feature(now: Date): TRosterCommand | Promise<TRosterCommand>;
  unfeature: TRosterCommand;
}

/**
 * A kind of item (an event, a speaker) whose "featured" flag is decided on a roster stream, where
 * a limit across items holds under optimistic concurrency (at most 6 featured events, 3 featured
 * speakers per event), while its other flags are kept on its own stream. The item's own decider
 * says whether it may be featured, unfeatured or trashed; the roster's decider says whether there
 * is room.
 */
export interface FeaturedRoster<T extends FeaturableTypes> {
  item: {
    stream(itemId: string): string;
    decider: Decider<T['itemState'], T['itemCommand'], T['itemDomainEvent']>;
    /** A check that refuses an item that may not be featured on `now`, and decides nothing. */
    checkFeaturable(itemId: string, now: Date): T['itemCommand'];
    /** A check that refuses an item that may not be unfeatured (one never recorded, or purged). */
    checkUnfeaturable(itemId: string): T['itemCommand'];
    trash(itemId: string): T['itemCommand'];
    ownFlagCommands(itemId: string, flags: Partial<Record<T['ownFlag'], boolean>>): Array<T['itemCommand']>;
  };
  roster: {
    decider: Decider<T['rosterState'], T['rosterCommand'], T['rosterDomainEvent']>;
    placeOf(itemId: string, item: RecordedState<T['itemState']>): RosterPlace<T['rosterCommand']>;
  };
}

/**
 * Flags and trash of an item featured on a roster, written once for every kind of item. The
 * item's stream and the roster's cannot be appended to atomically, so a trash may land between
 * reading the item and featuring it. Featuring checks the item again after the roster append and
 * trashing unfeatures again after the trash: whichever of the two lands second sees the other,
 * and no trashed item stays featured.
 */
export class FeaturedRosterCommands<T extends FeaturableTypes> {
  private readonly ownFlagsDecider: Decider<T['itemState'], ReadonlyArray<T['itemCommand']>, T['itemDomainEvent']>;

  constructor(
    private readonly runner: CommandRunner,
    private readonly roster: FeaturedRoster<T>,
  ) {
    this.ownFlagsDecider = decideTogether(roster.item.decider);
  }

  /** One flag: isFeatured is decided on the roster, any other on the item's own stream. */
  setFlag(
    itemId: string,
    flag: T['ownFlag'] | 'isFeatured',
    value: boolean,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    if (flag === 'isFeatured') return value ? this.feature(itemId, metadata) : this.unfeature(itemId, metadata);
    return this.setOwnFlags(itemId, { [flag]: value } as Partial<Record<T['ownFlag'], boolean>>, metadata);
  }

  /**
   * Several of the item's own flags in one request: decided together and appended together, so
   * either all apply or, if one is refused, none.
   */
  setOwnFlags(
    itemId: string,
    flags: Partial<Record<T['ownFlag'], boolean>>,
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    const commands = this.roster.item.ownFlagCommands(itemId, flags);
    return this.runner.run(this.roster.item.stream(itemId), this.ownFlagsDecider, commands, metadata);
  }

  async feature(itemId: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    const check = this.roster.item.checkFeaturable(itemId, metadata.occurredAt);
    const place = await this.placeAccepting(itemId, check);
    const featured = await this.runRoster(place, await place.feature(metadata.occurredAt), metadata);
    if (featured.appended.length > 0) await this.takeBackUnlessStillFeaturable(itemId, check, place, metadata);
    return featured;
  }

  /** Always allowed while the item exists: it is how an admin clears a featured item that is over, hidden or trashed. */
  async unfeature(itemId: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    const place = await this.placeAccepting(itemId, this.roster.item.checkUnfeaturable(itemId));
    return this.runRoster(place, place.unfeature, metadata);
  }

  /**
   * Unfeatures first, so a trashed item never holds one of the roster's places, then trashes, then
   * unfeatures again: a feature request that read the item before the trash and featured it in
   * between is undone here (the other order is caught by `feature`).
   */
  async trash(itemId: string, metadata: CommandMetadata): Promise<CommandOutcome> {
    const trash = this.roster.item.trash(itemId);
    // Decided once before anything is written, so an item that cannot be trashed leaves the roster alone.
    const place = await this.placeAccepting(itemId, trash);
    const unfeatured = await this.runRoster(place, place.unfeature, metadata);
    const trashed = await this.runner.run(this.roster.item.stream(itemId), this.roster.item.decider, trash, metadata);
    const unfeaturedAgain = await this.runRoster(place, place.unfeature, metadata);
    return combineOutcomes(unfeatured, trashed, unfeaturedAgain);
  }

  /**
   * The item is read again once the roster has recorded the feature: if it may no longer be
   * featured (trashed meanwhile), the feature is taken back and refused with the item's reason.
   */
  private async takeBackUnlessStillFeaturable(
    itemId: string,
    check: T['itemCommand'],
    place: RosterPlace<T['rosterCommand']>,
    metadata: CommandMetadata,
  ): Promise<void> {
    const item = await this.load(itemId);
    try {
      this.roster.item.decider.decide(check, item);
    } catch (refusal) {
      if (!(refusal instanceof DomainError)) throw refusal;
      await this.runRoster(place, place.unfeature, metadata);
      throw refusal;
    }
  }

  /** Where the item is featured, once its decider has accepted `command` on it as it is now (or refused it). */
  private async placeAccepting(itemId: string, command: T['itemCommand']): Promise<RosterPlace<T['rosterCommand']>> {
    const item = acceptedBy(this.roster.item.decider, command, await this.load(itemId));
    return this.roster.roster.placeOf(itemId, item);
  }

  private load(itemId: string): Promise<T['itemState']> {
    return this.runner.load(this.roster.item.stream(itemId), this.roster.item.decider);
  }

  private runRoster(
    place: RosterPlace<T['rosterCommand']>,
    command: T['rosterCommand'],
    metadata: CommandMetadata,
  ): Promise<CommandOutcome> {
    return this.runner.run(place.stream, this.roster.roster.decider, command, metadata);
  }
}
