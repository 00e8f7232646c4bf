import type { EntityKind } from '@dental/contracts';
import type { RowTable } from '../event-sourcing/read-store/read-store.port';
import type { EntityRef } from '../shared/entity-state';

/** The projection whose read model the audit index is. */
export const AUDIT_PROJECTION = 'audit';

/**
 * A row of the audit index as the `audit` projection makes it: the domain event's position, type,
 * entity kind and id, actor, and when it occurred in milliseconds since the epoch.
 */
export type AuditIndexRow = readonly [
  position: number,
  type: string,
  kind: EntityKind,
  entityId: string,
  actor: string,
  occurredAt: number,
];

/**
 * The audit index as the read-model file keeps it (decision 0127): a column per value of a row,
 * an index in the history's order (by when, then by position, which every index ends with) alone
 * and after each filter's value, and one of an entity's rows. FileAuditIndex names them.
 */
export const AUDIT_ROW_TABLE: RowTable = {
  name: 'audit_rows',
  columns: ['type', 'kind', 'entity_id', 'actor', 'occurred_at'],
  indexes: [
    ['occurred_at'],
    ['kind', 'occurred_at'],
    ['type', 'occurred_at'],
    ['actor', 'occurred_at'],
    ['entity_id', 'kind'],
  ],
};

/** An entity the audit history has seen, with the positions of the rows about it, oldest first, as of when it was asked for. */
export interface IndexedEntity extends EntityRef {
  positions: number[];
}

/** One row of the index: enough to filter and to find the domain event in the log. */
export interface IndexedRow {
  position: number;
  type: string;
  entity: EntityRef;
  actor: string;
}

/** What GET /api/audit filters on, resolved against the index. */
export interface AuditFilter {
  /** Only rows read after the row at this position (a row that is no row's: rows with a lower position). */
  before?: number;
  kind?: EntityKind;
  entityId?: string;
  types?: ReadonlySet<string>;
  /** Compared without regard to case. */
  actor?: string;
  /** Milliseconds since the epoch, inclusive. */
  from?: number;
  to?: number;
}

/**
 * The audit history's read model: one row per domain event about an entity, which the history is
 * filtered and paged by; what a row shows (its summary and changed fields) is worked out from the
 * log when the row is read (AuditRows, decision 0018). The read-model file keeps it in a table of
 * its own and answers with SQL (FileAuditIndex); over any other store each process keeps it in
 * memory (MemoryAuditIndex), built from the log at every start.
 */
export abstract class AuditIndex {
  /**
   * Up to `limit` matching rows, newest first: by when they occurred, then by position, so a page
   * never mixes dates. `before` is the position of the last row of the previous page, and the next
   * page goes on after that row in this order; a position that is no row's keeps the rows below it.
   */
  abstract search(filter: AuditFilter, limit: number): Promise<IndexedRow[]>;
  /** The row of a position, or null when no domain event about an entity is there. */
  abstract row(position: number): Promise<IndexedRow | null>;
  /** An entity with its rows, or null when the log never mentioned it. */
  abstract entity(kind: EntityKind, id: string): Promise<IndexedEntity | null>;
  /** Every actor seen, sorted. */
  abstract actorList(): Promise<string[]>;
}

/** When a domain event occurred, as the index orders by it: a time that cannot be read counts as the epoch's. */
export function indexedTime(occurredAt: string): number {
  const time = Date.parse(occurredAt);
  return Number.isNaN(time) ? 0 : time;
}

/** Every actor, sorted as the history's filter lists them. */
export function sortedActors(actors: Iterable<string>): string[] {
  return [...actors].sort((a, b) => a.localeCompare(b));
}
