import { Injectable } from '@nestjs/common';
import { RowIndexProjection } from '../event-sourcing/projections/projection';
import { AUDIT_PROJECTION, AUDIT_ROW_TABLE, AuditIndex, AuditIndexRow, indexedTime } from './audit-index';
import { AuditRows } from './audit-rows';
import { MemoryAuditIndex } from './memory-audit-index';
import { domainEventTypesOf, entityOf } from '../shared/entity-state';

/** Any domain event of the catalogue: the audit indexes every type, including types added later. */
type CataloguedDomainEvent = { type: string; data: unknown };

/**
 * The `audit` projection: indexes every domain event in the catalogue by entity, type, actor and
 * time (AuditIndex). Rows are worked out from the log when they are read (AuditRows), so a
 * replay does no more per domain event than adding a row. The read-model file keeps the index in a
 * table of its own, committed with its checkpoint (decision 0127); over another store it is kept
 * in process memory and built from the log at every start.
 */
@Injectable()
export class AuditProjection extends RowIndexProjection<CataloguedDomainEvent, AuditIndexRow> {
  constructor(index: AuditIndex, rows: AuditRows) {
    super({
      name: AUDIT_PROJECTION,
      // 3: the file keeps the rows in a table of their own (2: in blocks of JSON, loaded at each start).
      version: 3,
      handles: domainEventTypesOf(),
      rowOf: (domainEvent) => {
        const entity = entityOf(domainEvent);
        if (!entity) return null;
        const { actor, occurredAt } = domainEvent.metadata;
        return [domainEvent.position, domainEvent.type, entity.kind, entity.id, actor, indexedTime(occurredAt)];
      },
      table: AUDIT_ROW_TABLE,
      inProcessMemory:
        index instanceof MemoryAuditIndex
          ? {
              add: ([position, type, kind, id, actor, time]) => index.add(position, type, { kind, id }, actor, time),
              clear: () => {
                index.clear();
                rows.clear();
              },
            }
          : null,
    });
  }
}
