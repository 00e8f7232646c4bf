import { Injectable } from '@nestjs/common';
import type { AuditEntityName, AuditRow, EntityKind } from '@dental/contracts';
import { EventStore, StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { AuditIndex, IndexedEntity, IndexedRow } from './audit-index';
import { summarise, typeLabel } from './entity-history/describe';
import {
  EntityRef,
  EntityState,
  diffStates,
  entityKey,
  evolveEntityState,
  isGone,
  labelOf,
} from '../shared/entity-state';

/**
 * A row as worked out from the log; `undoable`, `undoBlockedReason` and `references` (which depend
 * on what happened since) are added when it is served.
 */
export type StoredAuditRow = Omit<AuditRow, 'undoable' | 'undoBlockedReason' | 'references'>;

/** An entity's history folded so far: its rows (oldest first) and its state after the last of them. */
interface FoldedHistory {
  rows: StoredAuditRow[];
  state: EntityState;
}

/** Rows kept worked out across requests; beyond this, the least recently read entities are folded again when asked for. */
const CACHED_ROWS = 200_000;

/**
 * Works out audit rows from the log: an entity's domain events (found through the index) are
 * read back and folded in order, each one's row diffing the state before and after it and
 * naming the entity as it was called then. Histories are folded once and extended as the log
 * grows; the most recently read ones are kept.
 */
@Injectable()
export class AuditRows {
  /** By entity (entityKey). */
  private readonly histories = new Map<string, FoldedHistory>();
  private cachedRows = 0;
  /** Folds run one at a time, so two requests never fold the same history twice over. */
  private folding: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly index: AuditIndex,
    private readonly eventStore: EventStore,
  ) {}

  /** These rows of the index worked out, in the same order. */
  async rows(indexed: readonly IndexedRow[]): Promise<StoredAuditRow[]> {
    return this.serially(async () => {
      const rows: StoredAuditRow[] = [];
      for (const { position, entity: ref } of indexed) {
        const entity = await this.index.entity(ref.kind, ref.id);
        const nth = entity ? lastAtOrBelow(entity.positions, position) : -1;
        if (!entity || entity.positions[nth] !== position)
          throw new Error(`The audit index has no row at ${position} for ${ref.kind} ${ref.id}`);
        const history = await this.foldedThrough(entity, nth);
        rows.push(history.rows[nth]);
      }
      return rows;
    });
  }

  /** Every row of an entity, oldest first, and its state now. */
  async history(entity: IndexedEntity): Promise<{ rows: readonly StoredAuditRow[]; state: EntityState }> {
    return this.serially(async () => {
      const history = await this.foldedThrough(entity, entity.positions.length - 1);
      return { rows: history.rows, state: history.state };
    });
  }

  /**
   * What these entities are called now, folded from the log through their last row: the name
   * after a later rename, the last known name of one trashed, purged or deleted since. Entities
   * the log never mentioned are left out.
   */
  async names(entities: ReadonlyArray<{ kind: EntityKind; id: string }>): Promise<AuditEntityName[]> {
    return this.serially(async () => {
      const names: AuditEntityName[] = [];
      for (const { kind, id } of entities) {
        // The site settings are one entity with one name; their long history need not be folded for it.
        if (kind === 'settings') {
          names.push({ kind, id, name: labelOf({ kind, id }, {}), status: 'current' });
          continue;
        }
        const entity = await this.index.entity(kind, id);
        if (!entity) continue;
        const { state } = await this.foldedThrough(entity, entity.positions.length - 1);
        names.push({
          kind,
          id,
          name: labelOf(entity, state),
          status: isGone(state) ? 'gone' : state.inTrash === true ? 'trashed' : 'current',
        });
      }
      return names;
    });
  }

  /** Forgets every folded history (the index in process memory was rebuilt). */
  clear(): void {
    this.histories.clear();
    this.cachedRows = 0;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const result = this.folding.then(work);
    this.folding = result.catch(() => undefined);
    return result;
  }

  /** The entity's history folded at least through its `last`-th row. */
  private async foldedThrough(entity: IndexedEntity, last: number): Promise<FoldedHistory> {
    const key = entityKey(entity);
    let history = this.histories.get(key);
    if (history) this.histories.delete(key);
    history ??= { rows: [], state: {} };
    this.histories.set(key, history);
    if (history.rows.length > last) return history;
    const positions = entity.positions.slice(history.rows.length, last + 1);
    const domainEvents = await this.eventStore.readPositions(positions);
    if (domainEvents.length !== positions.length)
      throw new Error(`The log is missing domain events the audit index lists for ${entity.kind} ${entity.id}`);
    for (const domainEvent of domainEvents) {
      const relatedEventLabel = await this.relatedEventLabel(entity, domainEvent);
      const { row, state } = auditStep(domainEvent, entity, history.state, relatedEventLabel);
      history.rows.push(row);
      history.state = state;
    }
    this.cachedRows += domainEvents.length;
    this.forgetLeastRecentlyRead(entity);
    return history;
  }

  /** A speaker's or sponsor's domain event about an event names the event as it was called just before it. */
  private async relatedEventLabel(entity: EntityRef, domainEvent: StoredDomainEvent): Promise<string | null> {
    if (entity.kind === 'event') return null;
    const eventId = (domainEvent.data as { eventId?: unknown } | null)?.eventId;
    const event = typeof eventId === 'string' ? await this.index.entity('event', eventId) : null;
    if (!event) return null;
    // The event's last row before this domain event.
    const last = lastAtOrBelow(event.positions, domainEvent.position - 1);
    if (last < 0) return null;
    const history = await this.foldedThrough(event, last);
    return history.rows[last].entity.label;
  }

  private forgetLeastRecentlyRead(keep: IndexedEntity): void {
    const kept = entityKey(keep);
    for (const [key, history] of this.histories) {
      if (this.cachedRows <= CACHED_ROWS) return;
      if (key === kept) continue;
      this.histories.delete(key);
      this.cachedRows -= history.rows.length;
    }
  }
}

/** Index of the last value at or below `value` in ascending `values`, -1 when there is none. */
function lastAtOrBelow(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (values[middle] <= value) low = middle + 1;
    else high = middle - 1;
  }
  return high;
}

/**
 * The audit step of one domain event, without I/O: the entity's state folded one step further
 * and the row with what changed.
 */
export function auditStep(
  domainEvent: StoredDomainEvent,
  entity: EntityRef,
  state: EntityState,
  relatedEventLabel: string | null,
): { row: StoredAuditRow; state: EntityState } {
  const { before, after, touched } = evolveEntityState(state, domainEvent);
  const changes = diffStates(before, after, touched);
  const label = labelOf(entity, after);
  const data = (domainEvent.data ?? {}) as Record<string, unknown>;
  const { metadata, position } = domainEvent;
  const row: StoredAuditRow = {
    position,
    domainEventId: domainEvent.id,
    type: domainEvent.type,
    typeLabel: typeLabel(domainEvent.type),
    stream: domainEvent.stream,
    entity: { kind: entity.kind, id: entity.id, label },
    actor: metadata.actor,
    occurredAt: metadata.occurredAt,
    summary: summarise(metadata.actor, {
      type: domainEvent.type,
      label,
      data,
      changedFields: changes.map((change) => change.field),
      relatedEventLabel,
    }),
    changes,
    correlationId: metadata.correlationId,
    revertsPosition: metadata.revertsPosition ?? null,
  };
  return { row, state: after };
}
