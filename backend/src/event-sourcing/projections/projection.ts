import type { ProjectedDomainEvent } from '../event-store/event-store.port';
import type { ReadModelDocument, ReadStore } from '../read-store/read-store.port';

/** What apply() returns: nothing when the store answered synchronously, else a promise to await. */
export type Applied = void | Promise<void>;

/**
 * A projection turns domain events into read-model documents. It must be idempotent: applying a
 * domain event twice (at-least-once delivery) leaves the same documents. updateDocument() below
 * gives that for free by comparing positions.
 */
export interface Projection {
  readonly name: string;
  /** Collections it owns; a rebuild drops them first. */
  readonly collections: readonly string[];
  /** Domain event types it reacts to; every other one is skipped without a read. */
  readonly handles: ReadonlySet<string>;
  /** Synchronous against a store with `synchronous` documents (memory), so a replay needs no promise per domain event. */
  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied;
  /**
   * Present on a projection that keeps its read model in process memory instead of the read store
   * (the audit index): it is rebuilt from position 0 at every boot, even over a durable read store,
   * and a rebuild clears it with this instead of dropping collections. Such a projection ignores
   * the store it is given, so it is never replayed into another one (point in time).
   */
  clearProcessMemory?(): void;
}

/** Runs `next` after `applied`, without a promise when `applied` was synchronous. */
export function andThen(applied: Applied, next: () => Applied): Applied {
  return applied ? applied.then(next) : next();
}

type Change<T> = (current: T | undefined) => T | null | undefined;

/**
 * Reads a document, lets `change` compute its next value from the current one (undefined when
 * absent), and writes it stamped with the domain event's position. A document already at or past
 * that position is left alone, which is what makes redelivery harmless. Returning `null` deletes
 * the document; returning `undefined` leaves it unchanged. Synchronous when the store is.
 */
export function updateDocument<T>(
  store: ReadStore,
  collection: string,
  id: string,
  domainEvent: Pick<ProjectedDomainEvent, 'position'>,
  change: Change<T>,
): Applied {
  const documents = store.synchronous;
  if (documents) {
    const next = nextDocument(documents.getNow<T>(collection, id), domainEvent.position, change);
    if (next === 'remove') documents.removeNow(collection, id, domainEvent.position);
    else if (next) documents.putNow(collection, { id, position: domainEvent.position, value: next.value });
    return;
  }
  return store.get<T>(collection, id).then(async (current) => {
    const next = nextDocument(current, domainEvent.position, change);
    if (next === 'remove') await store.remove(collection, id, domainEvent.position);
    else if (next) await store.put(collection, { id, position: domainEvent.position, value: next.value });
  });
}

type Patch<T> = (current: T | undefined) => Partial<T> | null | undefined;

/**
 * updateDocument() for a change that sets a few fields: `patch` returns them from the current value
 * (null deletes the document, undefined leaves it alone). The next value is the current one with
 * them applied, or a copy of them alone when there is no document yet. While a rebuild runs
 * (nobody else reads the documents) they are applied in place: copying a whole document for every
 * domain event was a fifth of a replay. Otherwise to a copy, since readers may hold the current value.
 */
export function patchDocument<T extends object>(
  store: ReadStore,
  collection: string,
  id: string,
  domainEvent: Pick<ProjectedDomainEvent, 'position'>,
  patch: Patch<T>,
): Applied {
  const documents = store.synchronous;
  if (documents?.privateToProjections) {
    const current = documents.getNow<T>(collection, id);
    if (current && current.position >= domainEvent.position) return;
    const changes = patch(current?.value);
    if (changes === undefined) return;
    if (changes === null) documents.removeNow(collection, id, domainEvent.position);
    else if (current) documents.patchInPlaceNow(current, domainEvent.position, changes);
    else documents.putNow(collection, { id, position: domainEvent.position, value: { ...changes } });
    return;
  }
  return updateDocument<T>(store, collection, id, domainEvent, (current) => {
    const changes = patch(current);
    if (changes === undefined || changes === null) return changes;
    return { ...current, ...changes } as T;
  });
}

function nextDocument<T>(
  current: ReadModelDocument<T> | null,
  position: number,
  change: Change<T>,
): { value: T } | 'remove' | null {
  if (current && current.position >= position) return null;
  const next = change(current?.value);
  if (next === undefined) return null;
  return next === null ? 'remove' : { value: next };
}
