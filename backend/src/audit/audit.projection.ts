import { Inject, Injectable } from '@nestjs/common';
import type { EntityKind } from '@dental/contracts';
import { RowIndexProjection } from '../event-sourcing/projections/projection';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AuditIndex } from './audit-index';
import { AuditRows } from './audit-rows';
import { domainEventTypesOf, entityOf } from '../shared/entity-state';

/** Any domain event of the catalogue: the audit indexes every type, including types added later. */
type CataloguedDomainEvent = { type: string; data: unknown };

/** A row of the audit index as the read store keeps it: position, type, the entity's kind and id, actor, time. */
type AuditIndexRow = readonly [
  position: number,
  type: string,
  kind: EntityKind,
  entityId: string,
  actor: string,
  occurredAt: string,
];

/**
 * The `audit` projection: indexes every domain event in the catalogue by entity, type, actor and
 * time (AuditIndex). Rows are worked out from the log when they are read (AuditRows), so a
 * replay does no more per domain event than adding a row to typed arrays. The index is kept in
 * process memory; the read-model file keeps its rows too, committed with its checkpoint, so a
 * start loads them instead of reading the whole log (decision 0071).
 */
@Injectable()
export class AuditProjection extends RowIndexProjection<CataloguedDomainEvent, AuditIndexRow> {
  constructor(index: AuditIndex, rows: AuditRows, @Inject(APP_CONFIG) config: Pick<AppConfig, 'servesNoRequests'>) {
    super({
      name: 'audit',
      // 2: the index's rows are kept in the read store (a file with only a checkpoint has none).
      version: 2,
      handles: domainEventTypesOf(),
      rowOf: (domainEvent) => {
        const entity = entityOf(domainEvent);
        if (!entity) return null;
        const { actor, occurredAt } = domainEvent.metadata;
        return [domainEvent.position, domainEvent.type, entity.kind, entity.id, actor, occurredAt];
      },
      add: ([position, type, kind, id, actor, occurredAt]) =>
        index.add(position, type, { kind, id }, actor, occurredAt),
      clear: () => {
        index.clear();
        rows.clear();
      },
      restored: () => index.trim(),
      // Only the history screens, undo and the dashboard read the index, and a cluster's primary serves none of them.
      keptInProcessMemory: !config.servesNoRequests,
    });
  }
}
