import {
  domainEventCatalogue,
  domainEventReading,
  type DomainEventDefinition,
  type DomainEventMetadata,
  type DomainEventReading,
  type EntityKind,
  type EntityState,
} from '@dental/contracts';

/**
 * Any entity's state folded from its domain events without knowing its domain: a flat record of
 * named fields (title, isHidden, inTrash, ...). The audit history diffs two such states to say
 * which fields a domain event changed; the analytics read models keep a few of them. How each
 * type folds is its reading's `fold`, declared beside its definition in the catalogue.
 */
export type { EntityState };

export interface EntityRef {
  kind: EntityKind;
  id: string;
}

export interface DomainEventLike {
  type: string;
  data: unknown;
  metadata: Pick<DomainEventMetadata, 'actor' | 'occurredAt'>;
}

type Data = Record<string, unknown>;

let definitionsByType: Map<string, DomainEventDefinition> | null = null;

function definitionOf(type: string): DomainEventDefinition | undefined {
  definitionsByType ??= new Map(domainEventCatalogue.map((definition) => [definition.type, definition]));
  return definitionsByType.get(type);
}

/**
 * The reading of a catalogue type. The audit index and the analytics read models take only
 * catalogue types, so any other type here is a programming error, not a user's.
 */
export function readingOf(type: string): DomainEventReading<EntityState> {
  const reading = domainEventReading(type);
  if (!reading) throw new Error(`${type} is not a domain event type of the catalogue`);
  return reading;
}

/** Every catalogue type about entities of these kinds (all kinds when omitted). */
export function domainEventTypesOf(kinds?: readonly EntityKind[]): Set<string> {
  return new Set(
    domainEventCatalogue
      .filter((definition) => !kinds || kinds.includes(definition.entity.kind))
      .map((definition) => definition.type),
  );
}

/** The entity a domain event is about, from the catalogue's {kind, idField}; null for unknown types. */
export function entityOf(domainEvent: { type: string; data: unknown }): EntityRef | null {
  const definition = definitionOf(domainEvent.type);
  if (!definition) return null;
  const id = (domainEvent.data as Data | null)?.[definition.entity.idField];
  return typeof id === 'string' && id !== '' ? { kind: definition.entity.kind, id } : null;
}

export const entityKey = (entity: EntityRef) => `${entity.kind}:${entity.id}`;

export interface Evolved {
  before: EntityState;
  after: EntityState;
  /** The only fields that can differ between before and after; null when the state was replaced. */
  touched: readonly string[] | null;
}

/** A domain event's data as a record (an empty one when it carries none). */
export function dataOf(domainEvent: { data: unknown }): Data {
  return (domainEvent.data && typeof domainEvent.data === 'object' ? domainEvent.data : {}) as Data;
}

/** Applies one domain event to an entity's state; `before` includes the flags it implies were set. */
export function evolveEntityState(state: EntityState, domainEvent: DomainEventLike): Evolved {
  const patch = readingOf(domainEvent.type).fold(dataOf(domainEvent), domainEvent.metadata, state);
  // Built key by key, as `{ ...patch.assumedBefore, ...state }` without its undefined fields: deleting
  // keys from a copy turned it into a slow dictionary object, and every later copy of it was slow too.
  const before: EntityState = {};
  for (const key in patch.assumedBefore) {
    const value = Object.hasOwn(state, key) ? state[key] : patch.assumedBefore[key];
    if (value !== undefined) before[key] = value;
  }
  for (const key in state) {
    const value = state[key];
    if (value !== undefined) before[key] = value;
  }
  const after = patch.replace ? { ...patch.set } : { ...before, ...patch.set };
  return { before, after, touched: patch.replace ? null : Object.keys(patch.set) };
}

/**
 * Fields whose value differs between two states, in the order they appear. `touched` (from
 * evolveEntityState) limits the comparison to the fields a domain event set.
 */
export function diffStates(
  before: EntityState,
  after: EntityState,
  touched: readonly string[] | null = null,
): Array<{ field: string; before: unknown; after: unknown }> {
  const changes: Array<{ field: string; before: unknown; after: unknown }> = [];
  const consider = (field: string) => {
    if (!sameValue(before[field], after[field]))
      changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
  };
  if (touched) {
    // `after` is `{ ...before, ...set }`: its key order is the order the full comparison reports.
    for (const field in after) if (touched.includes(field)) consider(field);
    return changes;
  }
  for (const field in after) consider(field);
  for (const field in before) if (!Object.hasOwn(after, field)) consider(field);
  return changes;
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a === undefined || a === null) && (b === undefined || b === null)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether the entity no longer exists for anyone (purged after the trash, or deleted outright). */
export function isGone(state: EntityState): boolean {
  return state.purged === true || state.removed === true;
}

/** What an entity was called in a given state: a title, a name, an organisation, else its id. */
export function labelOf(entity: EntityRef, state: EntityState): string {
  if (entity.kind === 'settings') return 'Site settings';
  for (const field of ['title', 'name', 'organizationName', 'email']) {
    const value = state[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return entity.id;
}
