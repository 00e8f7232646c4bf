import { Injectable } from '@nestjs/common';
import { ProcessMemoryProjection, type Projected } from '../event-sourcing/projections/projection';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { domainEventTypesOf, entityOf } from '../shared/entity-state';

/** Any domain event of the catalogue: the audit indexes every type, including types added later. */
type CataloguedDomainEvent = { type: string; data: unknown };

/**
 * The `audit` projection: indexes every domain event in the catalogue by entity, type, actor and
 * time (AuditIndex). Rows are worked out from the log when they are read (AuditRows), so a
 * replay does no more per domain event than adding a row to typed arrays. Kept in process memory:
 * rebuilt from the log at every boot, whatever the read store.
 */
@Injectable()
export class AuditProjection extends ProcessMemoryProjection<CataloguedDomainEvent> {
  constructor(index: AuditIndex, rows: AuditRows) {
    const indexed = (domainEvent: Projected<CataloguedDomainEvent>) => {
      const entity = entityOf(domainEvent);
      if (!entity) return;
      index.add(
        domainEvent.position,
        domainEvent.type,
        entity,
        domainEvent.metadata.actor,
        domainEvent.metadata.occurredAt,
      );
    };
    super({
      name: 'audit',
      on: Object.fromEntries([...domainEventTypesOf()].map((type) => [type, indexed])),
      clear: () => {
        index.clear();
        rows.clear();
      },
    });
  }
}
