import { acceptedBy, type Decider, type DomainEventOf, type RecordedState } from '../../shared/domain/decider';
import { DomainError } from '../../shared/domain/domain-errors';
import type { CommandMetadata } from './command-metadata';
import { CommandOutcome, combineOutcomes } from './command-outcome';
import type { CommandRunner } from './command-runner';

/** Where an item is featured: its roster's stream and the roster's commands for it. */
export interface RosterPlace<TRosterCommand> {
  stream: string;
  /** Featuring may first read other streams (which featured events still hold a place). */
  feature(): TRosterCommand | Promise<TRosterCommand>;
  unfeature: TRosterCommand;
}

/**
 * An item (an event, a speaker) whose "featured" flag is decided on a roster stream, where a
 * limit across items holds under optimistic concurrency (at most 6 featured events, 3 featured
 * speakers per event), while the rest of it is kept on its own stream. The item's decider says
 * whether it may be featured or trashed; the roster's decider says whether there is room.
 */
export interface ItemOnRoster<
  TItemState extends { status: string },
  TItemCommand,
  TItemDomainEvent extends DomainEventOf,
  TRosterState,
  TRosterCommand,
  TRosterDomainEvent extends DomainEventOf,
> {
  stream: string;
  decider: Decider<TItemState, TItemCommand, TItemDomainEvent>;
  roster: Decider<TRosterState, TRosterCommand, TRosterDomainEvent>;
  /** Where the item is featured, once it is known (a speaker's roster is its event's). */
  placeOf(item: RecordedState<TItemState>): RosterPlace<TRosterCommand>;
}

/*
 * The item's stream and the roster's cannot be appended to atomically, so a trash may land between
 * reading the item and featuring it. Featuring checks the item again after the roster append, and
 * trashing unfeatures again after the trash: whichever of the two lands second sees the other, and
 * no trashed item stays featured (decision 0045). Unfeaturing needs no such care: the handlers run
 * it on the roster once the item's decider has accepted it.
 */

/**
 * Features the item once its decider accepts `check` (a check command: it records nothing), then
 * reads the item again: if it may no longer be featured (trashed meanwhile), the feature is taken
 * back and refused with the item's reason.
 */
export async function featureOnRoster<
  TItemState extends { status: string },
  TItemCommand,
  TItemDomainEvent extends DomainEventOf,
  TRosterState,
  TRosterCommand,
  TRosterDomainEvent extends DomainEventOf,
>(
  runner: CommandRunner,
  item: ItemOnRoster<TItemState, TItemCommand, TItemDomainEvent, TRosterState, TRosterCommand, TRosterDomainEvent>,
  check: TItemCommand,
  metadata: CommandMetadata,
): Promise<CommandOutcome> {
  const place = item.placeOf(acceptedBy(item.decider, check, await runner.load(item.stream, item.decider)));
  const featured = await runner.run(place.stream, item.roster, await place.feature(), metadata);
  if (featured.appended.length === 0) return featured;
  try {
    item.decider.decide(check, await runner.load(item.stream, item.decider));
  } catch (refusal) {
    if (!(refusal instanceof DomainError)) throw refusal;
    await runner.run(place.stream, item.roster, place.unfeature, metadata);
    throw refusal;
  }
  return featured;
}

/**
 * Trashes the item with `trash`, decided once before anything is written (an item that cannot be
 * trashed leaves the roster alone): unfeatures it first, so a trashed item never holds one of the
 * roster's places, then trashes, then unfeatures again: a feature request that read the item
 * before the trash and featured it in between is undone here (the other order is caught by
 * `featureOnRoster`).
 */
export async function trashOffRoster<
  TItemState extends { status: string },
  TItemCommand,
  TItemDomainEvent extends DomainEventOf,
  TRosterState,
  TRosterCommand,
  TRosterDomainEvent extends DomainEventOf,
>(
  runner: CommandRunner,
  item: ItemOnRoster<TItemState, TItemCommand, TItemDomainEvent, TRosterState, TRosterCommand, TRosterDomainEvent>,
  trash: TItemCommand,
  metadata: CommandMetadata,
): Promise<CommandOutcome> {
  const place = item.placeOf(acceptedBy(item.decider, trash, await runner.load(item.stream, item.decider)));
  const unfeatured = await runner.run(place.stream, item.roster, place.unfeature, metadata);
  const trashed = await runner.run(item.stream, item.decider, trash, metadata);
  const unfeaturedAgain = await runner.run(place.stream, item.roster, place.unfeature, metadata);
  return combineOutcomes(unfeatured, trashed, unfeaturedAgain);
}
