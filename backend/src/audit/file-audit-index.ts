import type { EntityKind } from '@dental/contracts';
import type { IndexRows, SqlReader, SqlValue } from '../event-sourcing/read-store/read-store.port';
import { AUDIT_PROJECTION, AuditFilter, AuditIndex, IndexedEntity, IndexedRow, sortedActors } from './audit-index';

/** A row as the statements below select it. */
type SelectedRow = [position: number, type: string, kind: EntityKind, entityId: string, actor: string];

const SELECTED = 'position, type, kind, entity_id, actor';

/**
 * The audit index as the read-model file keeps it (table audit_rows, AUDIT_ROW_TABLE), asked with
 * SQL (decision 0127): no process holds it, and a start loads nothing of it. Each query reads the
 * file once it holds every row this process committed (IndexRows.query).
 */
export class FileAuditIndex extends AuditIndex {
  constructor(private readonly indexRows: IndexRows) {
    super();
  }

  /**
   * Each query walks one index in the history's order (newest time, then position) and stops at
   * `limit`: the index of the first filter among an entity, the types (one walk per type, merged),
   * the actors (likewise) and a kind, or the time's when there is none; the other filters are
   * tested on the rows it walks. A rare kind or type found by the time's index instead was a walk
   * over every row (160 ms at 550,000 rows).
   */
  search(filter: AuditFilter, limit: number): Promise<IndexedRow[]> {
    return this.indexRows.query(AUDIT_PROJECTION, (reader) => {
      const terms: Term[] = [];
      if (filter.from !== undefined) terms.push(['occurred_at >= ?', filter.from]);
      if (filter.to !== undefined) terms.push(['occurred_at <= ?', filter.to]);
      if (filter.before !== undefined) terms.push(afterCursor(reader, filter.before));
      const kind: Term | null = filter.kind ? ['kind = ?', filter.kind] : null;
      const types = filter.types ? [...filter.types] : null;
      const actors = filter.actor !== undefined ? actorsCalled(reader, filter.actor) : null;
      if (types?.length === 0 || actors?.length === 0) return [];

      let walks: Walk[];
      if (filter.entityId !== undefined) {
        // An entity has a handful of rows: found by its index, then sorted.
        walks = [{ index: 'entity_id_kind', terms: [['entity_id = ?', filter.entityId]] }];
        if (kind) walks[0].terms.push(kind);
        if (types) terms.push(inList('type', types));
        if (actors) terms.push(inList('actor', actors));
      } else if (types) {
        walks = types.map((type) => ({ index: 'type_occurred_at', terms: [['type = ?', type]] }));
        if (kind) terms.push(kind);
        if (actors) terms.push(inList('actor', actors));
      } else if (actors) {
        walks = actors.map((actor) => ({ index: 'actor_occurred_at', terms: [['actor = ?', actor]] }));
        if (kind) terms.push(kind);
      } else if (kind) {
        walks = [{ index: 'kind_occurred_at', terms: [kind] }];
      } else {
        walks = [{ index: 'occurred_at', terms: [] }];
      }

      const found = walks.flatMap(({ index, terms: own }) => {
        const all = [...own, ...terms];
        return reader.all(
          `SELECT ${SELECTED}, occurred_at FROM audit_rows INDEXED BY audit_rows_by_${index}
           WHERE ${all.length > 0 ? all.map(([sql]) => sql).join(' AND ') : '1'}
           ORDER BY occurred_at DESC, position DESC LIMIT ?`,
          ...all.flatMap(([, ...values]) => values),
          limit,
        ) as WalkedRow[];
      });
      if (walks.length > 1) found.sort((a, b) => b[5] - a[5] || b[0] - a[0]);
      return found.slice(0, limit).map((row) => indexedRow(row));
    });
  }

  row(position: number): Promise<IndexedRow | null> {
    return this.indexRows.query(AUDIT_PROJECTION, (reader) => {
      const [row] = reader.all(`SELECT ${SELECTED} FROM audit_rows WHERE position = ?`, position);
      return row ? indexedRow(row as SelectedRow) : null;
    });
  }

  entity(kind: EntityKind, id: string): Promise<IndexedEntity | null> {
    return this.indexRows.query(AUDIT_PROJECTION, (reader) => {
      const positions = reader
        .all('SELECT position FROM audit_rows WHERE entity_id = ? AND kind = ? ORDER BY position', id, kind)
        .map(([position]) => position as number);
      return positions.length === 0 ? null : { kind, id, positions };
    });
  }

  actorList(): Promise<string[]> {
    return this.indexRows.query(AUDIT_PROJECTION, (reader) => sortedActors(actorsOf(reader)));
  }
}

/** A condition of a query, with the values it binds. */
type Term = [sql: string, ...values: SqlValue[]];

/** One walk of an index (AUDIT_ROW_TABLE's, named by its columns) from the newest row. */
interface Walk {
  index: string;
  terms: Term[];
}

/** A row as a walk selects it: SELECTED, then its time. */
type WalkedRow = [...SelectedRow, occurredAt: number];

function inList(column: string, values: readonly string[]): Term {
  return [`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(values)];
}

/**
 * The rows after the cursor's in the history's order: earlier, or at the same time with a lower
 * position. A position that is no row's keeps the rows below it.
 */
function afterCursor(reader: SqlReader, before: number): Term {
  const [cursor] = reader.all('SELECT occurred_at FROM audit_rows WHERE position = ?', before);
  if (!cursor) return ['position < ?', before];
  const time = cursor[0] as number;
  // The first term gives the walk its range, the row value the exact place in it.
  return ['occurred_at <= ? AND (occurred_at, position) < (?, ?)', time, time, before];
}

/** The actors of the rows whose name is `actor` without regard to case, as JavaScript compares (SQLite's NOCASE folds only ASCII). */
function actorsCalled(reader: SqlReader, actor: string): string[] {
  const lower = actor.toLowerCase();
  return actorsOf(reader).filter((name) => name.toLowerCase() === lower);
}

/**
 * Each actor once, one step of the actors' index apiece: a handful of actors wrote hundreds of
 * thousands of rows, and a scan for the distinct ones reads them all.
 */
function actorsOf(reader: SqlReader): string[] {
  return reader
    .all(
      `WITH RECURSIVE actors(actor) AS (
         SELECT min(actor) FROM audit_rows
         UNION ALL
         SELECT (SELECT min(actor) FROM audit_rows WHERE actor > actors.actor) FROM actors WHERE actor IS NOT NULL
       )
       SELECT actor FROM actors WHERE actor IS NOT NULL`,
    )
    .map(([actor]) => actor as string);
}

function indexedRow([position, type, kind, id, actor]: SelectedRow | WalkedRow): IndexedRow {
  return { position, type, entity: { kind, id }, actor };
}
