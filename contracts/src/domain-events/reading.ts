import type { DomainEventData, DomainEventDefinition, DomainEventMetadata } from './define';

/**
 * What people read of a domain event type, declared once beside its definition in the catalogue
 * file of its domain: its label in the audit history's filter and rows, the sentence that says
 * what the actor did, and how it changes its entity's state (the fold the audit history diffs and
 * the analytics read models keep a few fields of). Every catalogue file has a table of them,
 * typed by its list of definitions (`ReadingsOf`), so a type left out of it is a compile error.
 */
export interface DomainEventReading<TData> {
  /** The type as a short sentence: 'Speaker’s abstract hidden', not `SpeakerAbstractHidden`. */
  label: string;
  /** What the actor did, read after their name: 'hid the abstract of “Dr. Ana Ruiz”'. */
  sentence: (facts: SentenceFacts<TData>) => string;
  /** How the domain event changes the state of the entity its definition names. */
  fold: Fold<TData>;
}

/** What a sentence may say, worked out by the audit history for the row being read. */
export interface SentenceFacts<TData> {
  data: TData;
  /** The entity as it is called after the domain event, in quotes: '“Dr. Ana Ruiz”'. */
  subject: string;
  /** The fields the domain event changed, in words: 'title, date and city'. */
  changedFields: string;
  /**
   * The event a speaker's or sponsor's domain event names (`data.eventId`), as it was called just
   * before, in quotes; null when there is none or it is not known.
   */
  relatedEvent: string | null;
}

/**
 * Any entity's state as the audit history and analytics see it: a flat record of named fields
 * (title, isHidden, inTrash, ...) folded from its domain events, whatever its domain.
 */
export type EntityState = Record<string, unknown>;

/** The effect of one domain event on its entity's state. */
export interface StatePatch {
  /** Fields to set. Read-only: a fold may hand out the same patch every time. */
  readonly set: Readonly<EntityState>;
  /** The state starts afresh from `set` (a creation). */
  replace?: boolean;
  /** What a flag must have been before, when the state never recorded it (a Featured implies it was not featured). */
  readonly assumedBefore?: Readonly<EntityState>;
}

/** Folds see only who did it and when: projections are not given the rest of the metadata. */
export type FoldMetadata = Pick<DomainEventMetadata, 'actor' | 'occurredAt'>;

export type Fold<TData> = (data: TData, metadata: FoldMetadata, state: EntityState) => StatePatch;

/** The reading of every type of a domain's list of definitions, keyed by type. */
export type ReadingsOf<TList extends readonly DomainEventDefinition[]> = {
  [TDefinition in TList[number] as TDefinition['type']]: DomainEventReading<DomainEventData<TDefinition>>;
};

/** A flag set to `value` (it was the opposite before). The patch never varies, so folding it allocates nothing. */
export function setsFlag(field: string, value: boolean): Fold<unknown> {
  const patch: StatePatch = Object.freeze({
    set: Object.freeze({ [field]: value }),
    assumedBefore: Object.freeze({ [field]: !value }),
  });
  return () => patch;
}

/** The entity starts with the domain event's data, all but its own id. */
export function startsWithData<TData extends object>(idField: keyof TData & string): Fold<TData> {
  return (data) => ({ set: withoutField(data, idField), replace: true });
}

/** The domain event's data, all but the entity's id, is set on the entity. */
export function setsData<TData extends object>(idField: keyof TData & string): Fold<TData> {
  return (data) => ({ set: withoutField(data, idField) });
}

/** An edit: `changes` holds exactly the fields whose value changed. */
export const setsChanges: Fold<{ changes: Readonly<EntityState> }> = (data) => ({ set: data.changes });

/** A copy without one field, built key by key (Object.fromEntries made dictionary objects, slow to copy again). */
export function withoutField(data: object, field: string): EntityState {
  const copy: EntityState = {};
  const record = data as EntityState;
  for (const key of Object.keys(record)) if (key !== field) copy[key] = record[key];
  return copy;
}
