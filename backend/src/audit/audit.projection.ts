import { Injectable } from '@nestjs/common';
import type { AuditRow, EntityKind } from '@dental/contracts';
import { StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { Projection } from '../event-sourcing/projections/projection';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { summarise } from './entity-history/describe';
import { EntityState, diffStates, domainEventTypesOf, entityKey, entityOf, evolveEntityState, labelOf } from './entity-history/entity-state';

/** One row per domain event, keyed by its position. */
export const AUDIT_LOG_COLLECTION = 'audit_log';
/** One document per entity: its state so far and the positions of its rows (the index by entity). */
export const AUDIT_ENTITIES_COLLECTION = 'audit_entities';

/** A row as stored; `undoable` and `undoBlockedReason` are worked out when it is read. */
export type StoredAuditRow = Omit<AuditRow, 'undoable' | 'undoBlockedReason'>;

export interface AuditEntity {
  kind: EntityKind;
  id: string;
  label: string;
  state: EntityState;
  /** Positions of this entity's rows, ascending. */
  positions: number[];
}

/**
 * The `audit` read model, built from every domain event in the catalogue. For each domain event
 * it folds the entity's state one step further (across streams: an event's fields come from
 * `event-<id>`, its featured flag from `featured-events`), diffs the state before and after, and
 * stores the row with the changed fields. Both documents are written with the domain event's
 * position, so redelivery changes nothing.
 */
@Injectable()
export class AuditProjection implements Projection {
  readonly name = 'audit';
  readonly collections = [AUDIT_LOG_COLLECTION, AUDIT_ENTITIES_COLLECTION];
  readonly handles: ReadonlySet<string> = domainEventTypesOf();

  async apply(domainEvent: StoredDomainEvent, store: ReadStore): Promise<void> {
    const entity = entityOf(domainEvent);
    if (!entity) return;
    const key = entityKey(entity);
    const stored = await store.get<AuditEntity>(AUDIT_ENTITIES_COLLECTION, key);
    if (stored && stored.position >= domainEvent.position) return;

    const { before, after } = evolveEntityState(stored?.value.state ?? {}, domainEvent);
    const changes = diffStates(before, after);
    const label = labelOf(entity, after);
    const data = (domainEvent.data ?? {}) as Record<string, unknown>;
    const relatedEventLabel = entity.kind !== 'event' && typeof data.eventId === 'string' ? await this.eventLabel(store, data.eventId) : null;
    const row: StoredAuditRow = {
      position: domainEvent.position,
      domainEventId: domainEvent.id,
      type: domainEvent.type,
      stream: domainEvent.stream,
      entity: { ...entity, label },
      actor: domainEvent.metadata.actor,
      occurredAt: domainEvent.metadata.occurredAt,
      summary: summarise(domainEvent.metadata.actor, { type: domainEvent.type, kind: entity.kind, label, data, changedFields: changes.map((change) => change.field), relatedEventLabel }),
      changes,
      correlationId: domainEvent.metadata.correlationId,
      revertsPosition: domainEvent.metadata.revertsPosition ?? null,
    };
    await store.put<StoredAuditRow>(AUDIT_LOG_COLLECTION, { id: String(domainEvent.position), position: domainEvent.position, value: row });
    // Appended in place: copying an entity's whole index on every domain event made replay
    // quadratic (the site settings entity alone sees a large share of the log). Safe because a
    // document already at this position returned above.
    const positions = stored?.value.positions ?? [];
    positions.push(domainEvent.position);
    await store.put<AuditEntity>(AUDIT_ENTITIES_COLLECTION, { id: key, position: domainEvent.position, value: { ...entity, label, state: after, positions } });
  }

  private async eventLabel(store: ReadStore, eventId: string): Promise<string | null> {
    return (await store.get<AuditEntity>(AUDIT_ENTITIES_COLLECTION, entityKey({ kind: 'event', id: eventId })))?.value.label ?? null;
  }
}
