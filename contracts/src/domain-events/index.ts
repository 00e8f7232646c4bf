import { z } from 'zod';
import { DomainEventDefinition, DomainEventMetadata } from './define';
import { accountDomainEvents, accountReadings } from './accounts';
import { ceRequirementDomainEvents, ceRequirementReadings } from './ce-requirements';
import { eventDomainEvents, eventReadings } from './event';
import { eventDuplicationDomainEvents, eventDuplicationReadings } from './event-duplication';
import { organiserDomainEvents, organiserReadings } from './organisers';
import type { DomainEventReading, EntityState, FoldMetadata, ReadingsOf } from './reading';
import { siteSettingsDomainEvents, siteSettingsReadings } from './site-settings';
import { speakerDomainEvents, speakerReadings } from './speaker';
import { submissionDomainEvents, submissionReadings } from './submission';
import { sponsorDomainEvents, sponsorReadings } from './sponsor';
import { sponsorTierDomainEvents, sponsorTierReadings } from './sponsor-tiers';

export * from './accounts';
export * from './ce-requirements';
export * from './define';
export * from './event';
export * from './event-duplication';
export * from './organisers';
export * from './reading';
export * from './site-settings';
export * from './speaker';
export * from './submission';
export * from './sponsor';
export * from './sponsor-tiers';

/**
 * The catalogue of every domain event type the store may hold. docs/events.md is generated from
 * it (`npm run docs:events -w backend`) and a test fails when the two drift.
 * Each domain adds its list here. Kept as a tuple so the types below know every name and shape.
 */
const catalogue = [
  ...eventDomainEvents,
  ...eventDuplicationDomainEvents,
  ...accountDomainEvents,
  ...ceRequirementDomainEvents,
  ...siteSettingsDomainEvents,
  ...speakerDomainEvents,
  ...sponsorDomainEvents,
  ...sponsorTierDomainEvents,
  ...submissionDomainEvents,
  ...organiserDomainEvents,
] as const;
export const domainEventCatalogue: readonly DomainEventDefinition[] = catalogue;

type CataloguedDefinition = (typeof catalogue)[number];

/** The name of every domain event the catalogue declares. */
export type DomainEventType = CataloguedDefinition['type'];

/** Every type's reading: a domain whose table is left out here is a compile error. */
const readings: ReadingsOf<typeof catalogue> = {
  ...eventReadings,
  ...eventDuplicationReadings,
  ...accountReadings,
  ...ceRequirementReadings,
  ...siteSettingsReadings,
  ...speakerReadings,
  ...sponsorReadings,
  ...sponsorTierReadings,
  ...submissionReadings,
  ...organiserReadings,
};

/**
 * The reading of a catalogue type (undefined for any other), for code that holds a stored domain
 * event of any type (the audit history, analytics) and so knows its data only as a record. The
 * one cast of the tables: a stored domain event's data is what its type's schema declares.
 */
export function domainEventReading(type: string): DomainEventReading<EntityState> | undefined {
  if (!Object.hasOwn(readings, type)) return undefined;
  return (readings as unknown as Record<string, DomainEventReading<EntityState>>)[type];
}

/**
 * An entity's state after one domain event, by its type's reading: the fold the audit history
 * diffs, for rules that need only what it records (hidden, in the trash, the title) instead of a
 * second fold of their own. A type outside the catalogue changes nothing.
 */
export function entityStateAfter(
  state: EntityState,
  domainEvent: { type: string; data: unknown; metadata: FoldMetadata },
): EntityState {
  const reading = domainEventReading(domainEvent.type);
  if (!reading) return state;
  const patch = reading.fold(domainEvent.data as EntityState, domainEvent.metadata, state);
  return patch.replace ? { ...patch.set } : { ...state, ...patch.set };
}

export function findDomainEventDefinition(type: string): DomainEventDefinition | undefined {
  return domainEventCatalogue.find((definition) => definition.type === type);
}

/**
 * A domain event as pure code sees it (type and data, no metadata), derived from its definition:
 * the one declaration of its shape is the zod schema in the catalogue. Distributes over a union,
 * so `DomainEventFrom<(typeof speakerDomainEvents)[number]>` is the union of the speaker's events.
 */
export type DomainEventFrom<TDefinition> =
  TDefinition extends DomainEventDefinition<infer TType, infer TData> ? { type: TType; data: z.output<TData> } : never;

/** Every domain event the store may hold, as a union discriminated by `type`. */
export type AnyDomainEvent = DomainEventFrom<CataloguedDefinition>;

/** The domain events of a domain's list (`typeof eventDomainEvents`), as a union. */
export type DomainEventsIn<TList extends readonly DomainEventDefinition[]> = DomainEventFrom<TList[number]>;

/** One domain event type by name, or several: `DomainEventNamed<'A' | 'B'>`, each a type of the catalogue. */
export type DomainEventNamed<TType extends DomainEventType> = Extract<AnyDomainEvent, { type: TType }>;

/** A domain event as it is stored and replayed: with its metadata. */
export type RecordedDomainEvent<TDomainEvent extends { type: string; data: unknown } = AnyDomainEvent> =
  TDomainEvent & { metadata: DomainEventMetadata };
