import { Injectable } from '@nestjs/common';
import type { EntityKind } from '@dental/contracts';
import type { EntityRef } from '../shared/entity-state';

/** An entity the audit history has seen, with the rows about it (row numbers, oldest first). */
export interface IndexedEntity extends EntityRef {
  rows: number[];
}

/** What GET /api/audit filters on, resolved against the index. */
export interface AuditFilter {
  /** Only rows with a lower position. */
  before?: number;
  kind?: EntityKind;
  entityId?: string;
  types?: ReadonlySet<string>;
  /** Compared without regard to case. */
  actor?: string;
  /** Milliseconds since the epoch, inclusive. */
  from?: number;
  to?: number;
}

/** One row of the index: enough to filter and to find the domain event in the log. */
export interface IndexedRow {
  position: number;
  type: string;
  entity: IndexedEntity;
  actor: string;
}

const INITIAL_CAPACITY = 1024;

/**
 * The audit history's read model: one row per domain event about an entity, in columns (position,
 * entity, type, actor and time as numbers in typed arrays), plus each entity's rows.
 * It holds only what the history is filtered and paged by; what a row shows (its summary and
 * changed fields) is worked out from the log when the row is read (AuditRows), so a row costs
 * tens of bytes here instead of a stored document (decision 0018).
 *
 * Kept in process memory and rebuilt from the log at every boot, whatever the read store: the
 * log is the audit history's source of truth, and this is only its index.
 */
@Injectable()
export class AuditIndex {
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

  private readonly entities: IndexedEntity[] = [];
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
    this.entities.length = 0;
    this.entityNumbersByKind.clear();
    this.types.length = 0;
    this.typeNumberOf.clear();
    this.actors.length = 0;
    this.actorNumberOf.clear();
    this.lastActor = null;
  }

  /** Adds a row; a position at or below the newest row's is a redelivery and changes nothing. */
  add(position: number, type: string, entity: EntityRef, actor: string, occurredAt: string): void {
    if (position <= this.lastPosition) return;
    if (this.count === this.positions.length) this.grow();
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
    const time = Date.parse(occurredAt);
    this.times[row] = Number.isNaN(time) ? 0 : time;
    this.placeInTimeOrder(row, this.times[row]);
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

  row(row: number): IndexedRow {
    return {
      position: this.positions[row],
      type: this.types[this.typeNumbers[row]],
      entity: this.entities[this.entityNumbers[row]],
      actor: this.actors[this.actorNumbers[row]],
    };
  }

  position(row: number): number {
    return this.positions[row];
  }

  /** The row of a position, or -1. */
  rowAt(position: number): number {
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

  entity(kind: EntityKind, id: string): IndexedEntity | null {
    const entityNumber = this.entityNumbersByKind.get(kind)?.get(id);
    return entityNumber === undefined ? null : this.entities[entityNumber];
  }

  /** Every actor seen, sorted. */
  actorList(): string[] {
    return [...this.actors].sort((a, b) => a.localeCompare(b));
  }

  /**
   * Up to `limit` matching rows, newest first: by when they occurred, then by position, so a page
   * never mixes dates. `before` is the position of the last row of the previous page, and the next
   * page goes on after that row in this order; a position that is no row's keeps the rows below it.
   */
  search(filter: AuditFilter, limit: number): number[] {
    const matching: number[] = [];
    const rowsOfEntity =
      filter.entityId !== undefined
        ? ((filter.kind ? this.entity(filter.kind, filter.entityId)?.rows : this.rowsOfEntityId(filter.entityId)) ?? [])
        : null;
    if (filter.kind && !this.entityNumbersByKind.has(filter.kind)) return matching;
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
      (!filter.kind || this.entities[this.entityNumbers[row]].kind === filter.kind) &&
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

  /** Without a kind, an entity id may belong to entities of several kinds: their rows, merged in order. */
  private rowsOfEntityId(id: string): number[] {
    const rows: number[] = [];
    for (const numbers of this.entityNumbersByKind.values()) {
      const entityNumber = numbers.get(id);
      if (entityNumber !== undefined) rows.push(...this.entities[entityNumber].rows);
    }
    return rows.sort((a, b) => a - b);
  }

  /** The entity's number, with `row` added to its rows. */
  private entityNumber(entity: EntityRef, row: number): number {
    let ofKind = this.entityNumbersByKind.get(entity.kind);
    if (!ofKind) {
      ofKind = new Map();
      this.entityNumbersByKind.set(entity.kind, ofKind);
    }
    let entityNumber = ofKind.get(entity.id);
    if (entityNumber === undefined) {
      entityNumber = this.entities.length;
      // Made with its first row rather than empty and pushed to: a pushed array reserves room for
      // seventeen rows, and most entities (a catalogue's speaker records) have one or two. At
      // +50,000 catalogue events that room was about 60 MB.
      this.entities.push({ kind: entity.kind, id: entity.id, rows: [row] });
      ofKind.set(entity.id, entityNumber);
    } else this.entities[entityNumber].rows.push(row);
    return entityNumber;
  }

  private grow(): void {
    const capacity = this.positions.length * 2;
    this.positions = grown(this.positions, new Float64Array(capacity));
    this.entityNumbers = grown(this.entityNumbers, new Int32Array(capacity));
    this.typeNumbers = grown(this.typeNumbers, new Int32Array(capacity));
    this.actorNumbers = grown(this.actorNumbers, new Int32Array(capacity));
    this.times = grown(this.times, new Float64Array(capacity));
    this.order = grown(this.order, new Int32Array(capacity));
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

function grown<T extends Float64Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}
