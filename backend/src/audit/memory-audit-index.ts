import type { EntityKind } from '@dental/contracts';
import type { EntityRef } from '../shared/entity-state';
import { AuditFilter, AuditIndex, IndexedEntity, IndexedRow, sortedActors } from './audit-index';

const INITIAL_CAPACITY = 1024;

/**
 * The audit index in process memory, over a store that keeps no index rows (process memory,
 * MongoDB): one row per domain event about an entity, in columns (position,
 * entity, type, actor and time as numbers in typed arrays), plus each entity's rows, chained in
 * columns too: each entity's first and last row, and each row's next row of the same entity. An
 * object and a list per entity held 63 MB of 135 at +50,000 catalogue events (450,000 entities,
 * most with one or two rows; decision 0119).
 * It holds only what the history is filtered and paged by, so a row costs tens of bytes here
 * instead of a stored document (decision 0018). Built from the log at every start.
 */
export class MemoryAuditIndex extends AuditIndex {
  private count = 0;
  // Row by row: position, entity, type and actor (numbers into the lists below).
  private positions = new Float64Array(INITIAL_CAPACITY);
  private entityNumbers = new Int32Array(INITIAL_CAPACITY);
  private typeNumbers = new Int32Array(INITIAL_CAPACITY);
  private actorNumbers = new Int32Array(INITIAL_CAPACITY);
  /**
   * When each row's domain event occurred, in milliseconds since the epoch, read from the logged
   * time when the row is added: the logged texts were 25 MB of a process at +50,000 catalogue
   * events (decision 0113). A time that cannot be read counts as the epoch's.
   */
  private times = new Float64Array(INITIAL_CAPACITY);
  /**
   * The rows in the order the history is read: by when they occurred, then by position. Domain
   * events are appended in time order almost always, so a row is nearly always put at the end; one
   * logged with an earlier time (imported or seeded history) is put in its place.
   */
  private order = new Int32Array(INITIAL_CAPACITY);
  /** Row by row: the next row of the same entity, or -1 for its last. */
  private nextOfEntity = new Int32Array(INITIAL_CAPACITY);

  // Entity by entity (numbers into the lists below): its kind, id, first and last row and row count.
  private entityCount = 0;
  private entityKinds = new Uint8Array(INITIAL_CAPACITY);
  private firstRows = new Int32Array(INITIAL_CAPACITY);
  private lastRows = new Int32Array(INITIAL_CAPACITY);
  private rowCounts = new Int32Array(INITIAL_CAPACITY);
  private readonly entityIds: string[] = [];
  private readonly kinds: EntityKind[] = [];
  private readonly entityNumbersByKind = new Map<string, Map<string, number>>();
  private readonly types: string[] = [];
  private readonly typeNumberOf = new Map<string, number>();
  private readonly actors: string[] = [];
  private readonly actorNumberOf = new Map<string, number>();
  private lastActor: string | null = null;
  private lastActorNumber = -1;

  /** Position of the newest row. */
  get lastPosition(): number {
    return this.count === 0 ? 0 : this.positions[this.count - 1];
  }

  get size(): number {
    return this.count;
  }

  clear(): void {
    this.count = 0;
    this.entityCount = 0;
    this.entityIds.length = 0;
    this.kinds.length = 0;
    this.entityNumbersByKind.clear();
    this.types.length = 0;
    this.typeNumberOf.clear();
    this.actors.length = 0;
    this.actorNumberOf.clear();
    this.lastActor = null;
  }

  /**
   * Adds a row, which occurred at `time` (milliseconds since the epoch, indexedTime); a position
   * at or below the newest row's is a redelivery and changes nothing.
   */
  add(position: number, type: string, entity: EntityRef, actor: string, time: number): void {
    if (position <= this.lastPosition) return;
    if (this.count === this.positions.length) this.growRows(this.count * 2);
    const row = this.count;
    const entityNumber = this.entityNumber(entity, row);
    this.positions[row] = position;
    this.entityNumbers[row] = entityNumber;
    this.typeNumbers[row] = numberOf(type, this.types, this.typeNumberOf);
    // Consecutive domain events are mostly by the same actor: comparing saves a lookup.
    if (actor !== this.lastActor) {
      this.lastActor = actor;
      this.lastActorNumber = numberOf(actor, this.actors, this.actorNumberOf);
    }
    this.actorNumbers[row] = this.lastActorNumber;
    this.times[row] = time;
    this.placeInTimeOrder(row, time);
    this.count = row + 1;
  }

  /** Puts a new row after every row that occurred at or before it (it has the highest position). */
  private placeInTimeOrder(row: number, time: number): void {
    let at = row;
    if (row > 0 && this.times[this.order[row - 1]] > time) {
      let low = 0;
      let high = row;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (this.times[this.order[middle]] > time) high = middle;
        else low = middle + 1;
      }
      at = low;
      this.order.copyWithin(at + 1, at, row);
    }
    this.order[at] = row;
  }

  /** Whether row `a` is read after row `b` (it occurred earlier, or at the same time with a lower position). */
  private olderThan(a: number, b: number): boolean {
    const timeA = this.times[a];
    const timeB = this.times[b];
    return timeA < timeB || (timeA === timeB && this.positions[a] < this.positions[b]);
  }

  /** Where a row stands in the time order. */
  private orderIndexOf(row: number): number {
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.olderThan(this.order[middle], row)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  row(position: number): Promise<IndexedRow | null> {
    const row = this.rowAt(position);
    return Promise.resolve(row < 0 ? null : this.indexedRow(row));
  }

  private indexedRow(row: number): IndexedRow {
    const entityNumber = this.entityNumbers[row];
    return {
      position: this.positions[row],
      type: this.types[this.typeNumbers[row]],
      entity: { kind: this.kinds[this.entityKinds[entityNumber]], id: this.entityIds[entityNumber] },
      actor: this.actors[this.actorNumbers[row]],
    };
  }

  /** The rows of an entity by its number, oldest first. */
  private rowsOfEntity(entityNumber: number): number[] {
    const rows = new Array<number>(this.rowCounts[entityNumber]);
    for (let row = this.firstRows[entityNumber], at = 0; row >= 0; row = this.nextOfEntity[row], at += 1)
      rows[at] = row;
    return rows;
  }

  private indexedEntity(entityNumber: number): IndexedEntity {
    return {
      kind: this.kinds[this.entityKinds[entityNumber]],
      id: this.entityIds[entityNumber],
      positions: this.rowsOfEntity(entityNumber).map((row) => this.positions[row]),
    };
  }

  /** The row of a position, or -1. */
  private rowAt(position: number): number {
    let low = 0;
    let high = this.count - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.positions[middle];
      if (found === position) return middle;
      if (found < position) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  entity(kind: EntityKind, id: string): Promise<IndexedEntity | null> {
    const entityNumber = this.entityNumbersByKind.get(kind)?.get(id);
    return Promise.resolve(entityNumber === undefined ? null : this.indexedEntity(entityNumber));
  }

  actorList(): Promise<string[]> {
    return Promise.resolve(sortedActors(this.actors));
  }

  search(filter: AuditFilter, limit: number): Promise<IndexedRow[]> {
    return Promise.resolve(this.searchRows(filter, limit).map((row) => this.indexedRow(row)));
  }

  private searchRows(filter: AuditFilter, limit: number): number[] {
    const matching: number[] = [];
    const rowsOfEntity = filter.entityId !== undefined ? this.rowsOfEntityIn(filter.entityId, filter.kind) : null;
    if (filter.kind && !this.entityNumbersByKind.has(filter.kind)) return matching;
    const kindNumber = filter.kind ? this.kinds.indexOf(filter.kind) : -1;
    const typeNumbers = filter.types
      ? new Set(
          [...filter.types].flatMap((type) =>
            this.typeNumberOf.has(type) ? [this.typeNumberOf.get(type) as number] : [],
          ),
        )
      : null;
    const actor = filter.actor?.toLowerCase();
    const actorNumbers =
      actor === undefined
        ? null
        : new Set(this.actors.flatMap((name, number) => (name.toLowerCase() === actor ? [number] : [])));
    const cursorRow = filter.before === undefined ? -1 : this.rowAt(filter.before);
    const belowPosition = filter.before !== undefined && cursorRow < 0 ? filter.before : undefined;
    const accepts = (row: number) =>
      (belowPosition === undefined || this.positions[row] < belowPosition) &&
      (kindNumber < 0 || this.entityKinds[this.entityNumbers[row]] === kindNumber) &&
      (typeNumbers === null || typeNumbers.has(this.typeNumbers[row])) &&
      (actorNumbers === null || actorNumbers.has(this.actorNumbers[row])) &&
      (filter.from === undefined || this.times[row] >= filter.from) &&
      (filter.to === undefined || this.times[row] <= filter.to);
    if (rowsOfEntity) {
      const newestFirst = rowsOfEntity
        .filter((row) => cursorRow < 0 || this.olderThan(row, cursorRow))
        .sort((a, b) => (this.olderThan(a, b) ? 1 : -1));
      for (const row of newestFirst) {
        if (matching.length >= limit) break;
        if (accepts(row)) matching.push(row);
      }
      return matching;
    }
    const start = cursorRow < 0 ? this.count : this.orderIndexOf(cursorRow);
    for (let index = start - 1; index >= 0 && matching.length < limit; index -= 1) {
      const row = this.order[index];
      if (accepts(row)) matching.push(row);
    }
    return matching;
  }

  /** The rows of the entity of this kind and id; without a kind, an id may belong to entities of several kinds: their rows, merged in order. */
  private rowsOfEntityIn(id: string, kind: EntityKind | undefined): number[] {
    if (kind) {
      const entityNumber = this.entityNumbersByKind.get(kind)?.get(id);
      return entityNumber === undefined ? [] : this.rowsOfEntity(entityNumber);
    }
    const rows: number[] = [];
    for (const numbers of this.entityNumbersByKind.values()) {
      const entityNumber = numbers.get(id);
      if (entityNumber !== undefined) for (const row of this.rowsOfEntity(entityNumber)) rows.push(row);
    }
    return rows.sort((a, b) => a - b);
  }

  /** The entity's number, with `row` added to its rows. */
  private entityNumber(entity: EntityRef, row: number): number {
    let ofKind = this.entityNumbersByKind.get(entity.kind);
    if (!ofKind) {
      ofKind = new Map();
      this.entityNumbersByKind.set(entity.kind, ofKind);
      this.kinds.push(entity.kind);
    }
    this.nextOfEntity[row] = -1;
    let entityNumber = ofKind.get(entity.id);
    if (entityNumber === undefined) {
      entityNumber = this.entityCount;
      if (entityNumber === this.firstRows.length) this.growEntities(entityNumber * 2);
      this.entityCount += 1;
      this.entityKinds[entityNumber] = this.kinds.indexOf(entity.kind);
      this.entityIds[entityNumber] = entity.id;
      this.firstRows[entityNumber] = row;
      this.rowCounts[entityNumber] = 0;
      ofKind.set(entity.id, entityNumber);
    } else this.nextOfEntity[this.lastRows[entityNumber]] = row;
    this.lastRows[entityNumber] = row;
    this.rowCounts[entityNumber] += 1;
    return entityNumber;
  }

  private growRows(capacity: number): void {
    this.positions = resized(this.positions, new Float64Array(capacity), this.count);
    this.entityNumbers = resized(this.entityNumbers, new Int32Array(capacity), this.count);
    this.typeNumbers = resized(this.typeNumbers, new Int32Array(capacity), this.count);
    this.actorNumbers = resized(this.actorNumbers, new Int32Array(capacity), this.count);
    this.times = resized(this.times, new Float64Array(capacity), this.count);
    this.order = resized(this.order, new Int32Array(capacity), this.count);
    this.nextOfEntity = resized(this.nextOfEntity, new Int32Array(capacity), this.count);
  }

  private growEntities(capacity: number): void {
    this.entityKinds = resized(this.entityKinds, new Uint8Array(capacity), this.entityCount);
    this.firstRows = resized(this.firstRows, new Int32Array(capacity), this.entityCount);
    this.lastRows = resized(this.lastRows, new Int32Array(capacity), this.entityCount);
    this.rowCounts = resized(this.rowCounts, new Int32Array(capacity), this.entityCount);
  }
}

function numberOf(value: string, values: string[], numbers: Map<string, number>): number {
  let number = numbers.get(value);
  if (number === undefined) {
    number = values.length;
    values.push(value);
    numbers.set(value, number);
  }
  return number;
}

/** `to`, holding the first `length` values of `from`. */
function resized<T extends Float64Array | Int32Array | Uint8Array>(from: T, to: T, length: number): T {
  to.set(from.subarray(0, length));
  return to;
}
