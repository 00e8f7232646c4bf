import type { StoredDomainEvent } from '../event-store/event-store.port';
import type { ReadStore } from '../read-store/read-store.port';

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
  apply(domainEvent: StoredDomainEvent, store: ReadStore): Promise<void>;
}

/**
 * Reads a document, lets `change` compute its next value from the current one (undefined when
 * absent), and writes it stamped with the domain event's position. A document already at or past
 * that position is left alone, which is what makes redelivery harmless. Returning `null` deletes
 * the document; returning `undefined` leaves it unchanged.
 */
export async function updateDocument<T>(
  store: ReadStore,
  collection: string,
  id: string,
  domainEvent: Pick<StoredDomainEvent, 'position'>,
  change: (current: T | undefined) => T | null | undefined,
): Promise<void> {
  const current = await store.get<T>(collection, id);
  if (current && current.position >= domainEvent.position) return;
  const next = change(current?.value);
  if (next === undefined) return;
  if (next === null) {
    await store.remove(collection, id, domainEvent.position);
    return;
  }
  await store.put(collection, { id, position: domainEvent.position, value: next });
}
