import { Injectable } from '@nestjs/common';
import { domainEventCatalogue, type AuditFacets, type AuditPage, type AuditQuery, type AuditRow, type EntityKind } from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { AUDIT_ENTITIES_COLLECTION, AUDIT_LOG_COLLECTION, AuditEntity, StoredAuditRow } from './audit.projection';
import { entityKey } from './entity-history/entity-state';
import { undoConflict } from './undo/undo-conflicts';
import { UndoRegistry } from './undo/undo-registry';

interface Snapshot {
  position: number;
  /** Newest first. */
  rows: StoredAuditRow[];
  actors: string[];
}

/**
 * Reads of the `audit` read model. A query for one entity goes through the entity index; the
 * whole history is read once per log position and kept sorted until the read models move on.
 */
@Injectable()
export class AuditQueries {
  private snapshot: Snapshot | null = null;

  constructor(
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionEngine,
    private readonly undo: UndoRegistry,
  ) {}

  async page(query: AuditQuery): Promise<AuditPage> {
    const source = query.kind && query.entityId ? await this.rowsOfEntity(query.kind, query.entityId) : (await this.current()).rows;
    const types = query.type ? new Set(query.type.split(',').map((type) => type.trim()).filter(Boolean)) : null;
    const actor = query.actor?.toLowerCase();
    const from = query.from ? Date.parse(query.from) : null;
    const to = query.to ? Date.parse(query.to) : null;
    const matching: StoredAuditRow[] = [];
    for (const row of source) {
      if (query.before !== undefined && row.position >= query.before) continue;
      if (query.kind && row.entity.kind !== query.kind) continue;
      if (query.entityId && row.entity.id !== query.entityId) continue;
      if (types && !types.has(row.type)) continue;
      if (actor && row.actor.toLowerCase() !== actor) continue;
      const occurred = Date.parse(row.occurredAt);
      if (from !== null && occurred < from) continue;
      if (to !== null && occurred > to) continue;
      matching.push(row);
      if (matching.length > query.limit) break;
    }
    const rows = matching.slice(0, query.limit);
    return { rows: await this.withUndo(rows), nextBefore: matching.length > query.limit ? rows[rows.length - 1].position : null };
  }

  async row(position: number): Promise<StoredAuditRow | null> {
    return (await this.readStore.get<StoredAuditRow>(AUDIT_LOG_COLLECTION, String(position)))?.value ?? null;
  }

  async entity(kind: EntityKind, id: string): Promise<AuditEntity | null> {
    return (await this.readStore.get<AuditEntity>(AUDIT_ENTITIES_COLLECTION, entityKey({ kind, id })))?.value ?? null;
  }

  /** One entity's rows, newest first, through the index by entity. */
  async rowsOfEntity(kind: EntityKind, id: string): Promise<StoredAuditRow[]> {
    const entity = await this.entity(kind, id);
    if (!entity) return [];
    const rows = await Promise.all(entity.positions.map((position) => this.row(position)));
    return rows.filter((row): row is StoredAuditRow => row !== null).reverse();
  }

  /** Why this row cannot be undone now (null when it can), or 'unsupported' for a type with no undo. */
  async undoBlocker(row: StoredAuditRow, entityRowsNewestFirst?: StoredAuditRow[]): Promise<string | null | 'unsupported'> {
    if (!this.undo.supports(row.type)) return 'unsupported';
    const entity = await this.entity(row.entity.kind, row.entity.id);
    const rows = entityRowsNewestFirst ?? (await this.rowsOfEntity(row.entity.kind, row.entity.id));
    const later = rows.filter((candidate) => candidate.position > row.position).reverse();
    return undoConflict(row, later, entity?.state ?? {});
  }

  async facets(): Promise<AuditFacets> {
    return {
      types: domainEventCatalogue.map((definition) => ({ type: definition.type, kind: definition.entity.kind, description: definition.description, undoable: this.undo.supports(definition.type) })),
      actors: (await this.current()).actors,
    };
  }

  private async withUndo(rows: StoredAuditRow[]): Promise<AuditRow[]> {
    const entityRows = new Map<string, Promise<StoredAuditRow[]>>();
    return Promise.all(
      rows.map(async (row) => {
        if (!this.undo.supports(row.type)) return { ...row, undoable: false, undoBlockedReason: null };
        const key = entityKey(row.entity);
        if (!entityRows.has(key)) entityRows.set(key, this.rowsOfEntity(row.entity.kind, row.entity.id));
        const blocker = await this.undoBlocker(row, await entityRows.get(key));
        const reason = blocker === 'unsupported' ? null : blocker;
        return { ...row, undoable: blocker === null, undoBlockedReason: reason };
      }),
    );
  }

  private async current(): Promise<Snapshot> {
    const position = this.projections.position;
    if (this.snapshot && this.snapshot.position === position) return this.snapshot;
    const rows = (await this.readStore.list<StoredAuditRow>(AUDIT_LOG_COLLECTION)).map((document) => document.value).sort((a, b) => b.position - a.position);
    const actors = [...new Set(rows.map((row) => row.actor))].sort((a, b) => a.localeCompare(b));
    this.snapshot = { position, rows, actors };
    return this.snapshot;
  }
}
