import { Injectable } from '@nestjs/common';
import type { AuditRow, EntityKind } from '@dental/contracts';
import { StoredDomainEvent } from '../event-sourcing/event-store/event-store.port';
import { Applied, Projection } from '../event-sourcing/projections/projection';
import { ReadModelDocument, ReadStore } from '../event-sourcing/read-store/read-store.port';
import { summarise } from './entity-history/describe';
import { EntityRef, EntityState, diffStates, domainEventTypesOf, entityKey, entityOf, evolveEntityState, labelOf } from './entity-history/entity-state';

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

  apply(domainEvent: StoredDomainEvent, store: ReadStore): Applied {
    const entity = entityOf(domainEvent);
    if (!entity) return;
    const key = entityKey(entity);
    const relatedEventKey = relatedEventKeyOf(entity, domainEvent);
    const documents = store.synchronous;
    if (documents) {
      const stored = documents.getNow<AuditEntity>(AUDIT_ENTITIES_COLLECTION, key);
      if (stored && stored.position >= domainEvent.position) return;
      const relatedEventLabel = relatedEventKey === null ? null : (documents.getNow<AuditEntity>(AUDIT_ENTITIES_COLLECTION, relatedEventKey)?.value.label ?? null);
      const step = auditStep(domainEvent, entity, stored?.value, relatedEventLabel);
      documents.putNow(AUDIT_LOG_COLLECTION, step.row);
      documents.putNow(AUDIT_ENTITIES_COLLECTION, step.entity);
      return;
    }
    return (async () => {
      const stored = await store.get<AuditEntity>(AUDIT_ENTITIES_COLLECTION, key);
      if (stored && stored.position >= domainEvent.position) return;
      const relatedEventLabel = relatedEventKey === null ? null : ((await store.get<AuditEntity>(AUDIT_ENTITIES_COLLECTION, relatedEventKey))?.value.label ?? null);
      const step = auditStep(domainEvent, entity, stored?.value, relatedEventLabel);
      await store.put(AUDIT_LOG_COLLECTION, step.row);
      await store.put(AUDIT_ENTITIES_COLLECTION, step.entity);
    })();
  }
}

/** A speaker's or sponsor's domain event about an event names that event in its summary. */
function relatedEventKeyOf(entity: EntityRef, domainEvent: StoredDomainEvent): string | null {
  if (entity.kind === 'event') return null;
  const eventId = (domainEvent.data as { eventId?: unknown } | null)?.eventId;
  return typeof eventId === 'string' ? entityKey({ kind: 'event', id: eventId }) : null;
}

/**
 * The audit step of one domain event, without I/O: the entity's state folded one step further, the
 * row with what changed, and the entity's document with the row's position appended.
 */
function auditStep(domainEvent: StoredDomainEvent, entity: EntityRef, stored: AuditEntity | undefined, relatedEventLabel: string | null) {
  const { before, after, touched } = evolveEntityState(stored?.state ?? {}, domainEvent);
  const changes = diffStates(before, after, touched);
  const label = labelOf(entity, after);
  const data = (domainEvent.data ?? {}) as Record<string, unknown>;
  const { metadata, position } = domainEvent;
  const row: StoredAuditRow = {
    position,
    domainEventId: domainEvent.id,
    type: domainEvent.type,
    stream: domainEvent.stream,
    entity: { kind: entity.kind, id: entity.id, label },
    actor: metadata.actor,
    occurredAt: metadata.occurredAt,
    summary: summarise(metadata.actor, { type: domainEvent.type, kind: entity.kind, label, data, changedFields: changes.map((change) => change.field), relatedEventLabel }),
    changes,
    correlationId: metadata.correlationId,
    revertsPosition: metadata.revertsPosition ?? null,
  };
  // Appended in place: copying an entity's whole index on every domain event made replay
  // quadratic (the site settings entity alone sees a large share of the log). Safe because a
  // document already at this position is never stepped again.
  const positions = stored?.positions ?? [];
  positions.push(position);
  return {
    row: { id: String(position), position, value: row } satisfies ReadModelDocument<StoredAuditRow>,
    entity: { id: entityKey(entity), position, value: { kind: entity.kind, id: entity.id, label, state: after, positions } } satisfies ReadModelDocument<AuditEntity>,
  };
}
