import { Injectable } from '@nestjs/common';
import {
  auditReferenceKind,
  domainEventCatalogue,
  type AuditFacets,
  type AuditPage,
  type AuditQuery,
  type AuditRow,
  type EntityKind,
} from '@dental/contracts';
import { AuditIndex } from './audit-index';
import { AuditRows, StoredAuditRow } from './audit-rows';
import { EntityState, entityKey } from '../shared/entity-state';

import { typeLabel } from './entity-history/describe';
import { undoConflict } from './undo/undo-conflicts';
import { UndoRegistry } from './undo/undo-registry';

/**
 * Reads of the audit history: the index finds the rows a query asks for, newest first, and only
 * those are worked out from the log (with whether they can be undone now).
 */
@Injectable()
export class AuditQueries {
  constructor(
    private readonly index: AuditIndex,
    private readonly auditRows: AuditRows,
    private readonly undo: UndoRegistry,
  ) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const matching = await this.index.search(
      {
        before: query.before,
        kind: query.kind,
        entityId: query.entityId,
        types: query.type
          ? new Set(
              query.type
                .split(',')
                .map((type) => type.trim())
                .filter(Boolean),
            )
          : undefined,
        actor: query.actor,
        from: query.from ? Date.parse(query.from) : undefined,
        to: query.to ? Date.parse(query.to) : undefined,
      },
      query.limit + 1,
    );
    const rows = await this.auditRows.rows(matching.slice(0, query.limit));
    return {
      rows: await this.withUndo(rows),
      nextBefore: matching.length > query.limit ? rows[rows.length - 1].position : null,
    };
  }

  /** The row of a position, or null when no domain event about an entity is there. */
  async row(position: number): Promise<StoredAuditRow | null> {
    const indexed = await this.index.row(position);
    if (!indexed) return null;
    const [row] = await this.auditRows.rows([indexed]);
    return row;
  }

  /** An entity's rows (oldest first) and its state now; null for an entity the log never mentioned. */
  async entity(kind: EntityKind, id: string): Promise<{ rows: readonly StoredAuditRow[]; state: EntityState } | null> {
    const entity = await this.index.entity(kind, id);
    return entity ? this.auditRows.history(entity) : null;
  }

  /** Why this row cannot be undone now (null when it can), or 'unsupported' for a type with no undo. */
  async undoBlocker(row: StoredAuditRow): Promise<{ because: string } | 'unsupported' | null> {
    if (!this.undo.supports(row.type)) return 'unsupported';
    const entity = await this.entity(row.entity.kind, row.entity.id);
    const later = entity?.rows.filter((candidate) => candidate.position > row.position) ?? [];
    const because = undoConflict(row, later, entity?.state ?? {});
    return because === null ? null : { because };
  }

  async facets(): Promise<AuditFacets> {
    return {
      types: domainEventCatalogue.map((definition) => ({
        type: definition.type,
        kind: definition.entity.kind,
        label: typeLabel(definition.type),
        description: definition.description,
        undoable: this.undo.supports(definition.type),
      })),
      actors: await this.index.actorList(),
    };
  }

  /** Each row as served: whether it can be undone now, and the entities it names, by their names now. */
  private async withUndo(rows: StoredAuditRow[]): Promise<AuditRow[]> {
    const answers: AuditRow[] = [];
    const named = new Map((await this.auditRows.names(referencesOf(rows))).map((name) => [entityKey(name), name]));
    for (const row of rows) {
      const blocker = await this.undoBlocker(row);
      const references = referencesOf([row]).flatMap((entity) => named.get(entityKey(entity)) ?? []);
      answers.push({
        ...row,
        undoable: blocker === null,
        undoBlockedReason: blocker === null || blocker === 'unsupported' ? null : blocker.because,
        references,
      });
    }
    return answers;
  }
}

/** The entities rows name: each row's own, and every id in a changed field that names one (auditReferenceKind), once each. */
export function referencesOf(rows: readonly StoredAuditRow[]): Array<{ kind: EntityKind; id: string }> {
  const found = new Map<string, { kind: EntityKind; id: string }>();
  const add = (kind: EntityKind, id: unknown) => {
    if (typeof id === 'string' && id !== '') found.set(entityKey({ kind, id }), { kind, id });
  };
  for (const row of rows) {
    add(row.entity.kind, row.entity.id);
    for (const change of row.changes) {
      const kind = auditReferenceKind(change.field);
      if (kind) {
        add(kind, change.before);
        add(kind, change.after);
      }
    }
  }
  return [...found.values()];
}
