import type { DomainEventMetadata } from '@dental/contracts';
import type { ProjectedDomainEvent } from '../event-store/event-store.port';
import type { IndexRow, ReadModelDocument, ReadStore, RowTable } from '../read-store/read-store.port';

/**
 * How read models are declared (decision 0047). A projection is a map from domain event type to a
 * pure function: given the document as it is (undefined when there is none) and the domain event,
 * it returns the next document, `patch(fields)` (the document with a few fields changed), `REMOVE`,
 * or `UNCHANGED`. The engine derives the types a projection handles from the map's keys, reads and
 * writes the documents, skips a document already at or past the domain event's position (so
 * redelivery changes nothing), applies patches in place while a rebuild owns the documents, and
 * takes the synchronous path against a store in process memory. Handlers see none of that.
 */

/** A domain event as a projection's handler sees it: its type and data, its position, who did it and when. */
export type Projected<TDomainEvent extends { type: string; data: unknown }> = TDomainEvent & {
  position: number;
  metadata: Pick<DomainEventMetadata, 'actor' | 'occurredAt'>;
};

/** A handler's answer: the document is removed. */
export const REMOVE: unique symbol = Symbol('remove');
/** A handler's answer: the document stays as it is (not stamped with the domain event's position either). */
export const UNCHANGED = undefined;

/** The document with `fields` then `stamp` set: created from them alone when there is none yet. */
export class Patch<TDocument> {
  constructor(
    readonly fields: Partial<TDocument>,
    readonly stamp: Partial<TDocument> | undefined,
  ) {}
}

/**
 * The document with these fields set, the rest kept. `stamp` is for the fields every change sets
 * (when it was made): kept apart, a handler can pass the same constant `fields` for every domain
 * event instead of copying them into a new object each time, which was most of a replay's time
 * in such handlers.
 */
export function patch<TDocument>(fields: Partial<TDocument>, stamp?: Partial<TDocument>): Patch<TDocument> {
  return new Patch(fields, stamp);
}

/** What a handler returns for one document. */
export type DocumentChange<TDocument> = TDocument | Patch<TDocument> | typeof REMOVE | typeof UNCHANGED;

/**
 * For documents that record when they last changed: these fields set and `updatedAt` stamped with
 * the domain event's time; nothing when there is no document (a change to something not listed).
 */
export function changeExisting<TDocument extends { updatedAt: string }>(
  current: TDocument | undefined,
  fields: Partial<TDocument>,
  domainEvent: { metadata: Pick<DomainEventMetadata, 'occurredAt'> },
): DocumentChange<TDocument> {
  if (!current) return UNCHANGED;
  // `updatedAt` is a string on every such document; the compiler cannot tell for a generic one.
  const stamp = { updatedAt: domainEvent.metadata.occurredAt } as Partial<TDocument>;
  return patch(fields, stamp);
}

/** The handler of a domain event that sets the same fields of an existing document every time. */
export const changeExistingTo =
  <TDocument extends { updatedAt: string }>(fields: Partial<TDocument>) =>
  (current: TDocument | undefined, domainEvent: { metadata: Pick<DomainEventMetadata, 'occurredAt'> }) =>
    changeExisting(current, fields, domainEvent);

/** One handler per domain event type of the union: a type left out, or one not in it, fails the type check. */
export type DocumentHandlers<TDocument, TDomainEvent extends { type: string; data: unknown }> = {
  [TType in TDomainEvent['type']]: (
    current: TDocument | undefined,
    domainEvent: Projected<Extract<TDomainEvent, { type: TType }>>,
  ) => DocumentChange<TDocument>;
};

/**
 * What readers list of every document of a collection kept on file (decision 0112): a few
 * top-level fields (ReadStore.listFields), or each document without some of its largest fields
 * (ReadStore.listWithout). Exactly as they ask for them: a store keeps each in an index.
 */
export interface ListedParts {
  fields?: readonly string[];
  without?: readonly string[];
  /** Top-level text fields its readers find documents by (ReadStore.idsWhere, decision 0114). */
  lookedUpBy?: readonly string[];
}

/** A read model of one collection where each domain event changes at most one document. */
export interface DocumentProjectionDefinition<TDocument, TDomainEvent extends { type: string; data: unknown }> {
  name: string;
  /** Raised when the handlers would build different documents from the same log: see Projection.version. */
  version?: number;
  collection: string;
  /** Keep the collection on file and read it when asked (Projection.keptOnFile). */
  keptOnFile?: boolean;
  /** How its readers list every document, read from an index when it is on file (Projection.listed). */
  listed?: ListedParts;
  /** The document a domain event is about. */
  documentId: (domainEvent: Projected<TDomainEvent>) => string;
  on: DocumentHandlers<TDocument, TDomainEvent>;
}

/** One document's change, as a handler of a projection over several documents describes it. */
export interface DocumentUpdate {
  collection: string;
  id: string;
  change: (current: unknown) => DocumentChange<unknown>;
}

/** Describes the change of one document: `change` is a pure function of its current value. */
export function update<TDocument>(
  collection: string,
  id: string,
  change: (current: TDocument | undefined) => DocumentChange<TDocument>,
): DocumentUpdate {
  // Stored without its document's type: the engine hands each change the document it named.
  return { collection, id, change: change as DocumentUpdate['change'] };
}

/** Handlers of a projection over several documents: each lists the documents a domain event changes, in order. */
export type DocumentsHandlers<TDomainEvent extends { type: string; data: unknown }> = {
  [TType in TDomainEvent['type']]: (
    domainEvent: Projected<Extract<TDomainEvent, { type: TType }>>,
  ) => readonly DocumentUpdate[];
};

/** A read model where one domain event may change several documents, in several collections. */
export interface DocumentsProjectionDefinition<TDomainEvent extends { type: string; data: unknown }> {
  name: string;
  /** Raised when the handlers would build different documents from the same log: see Projection.version. */
  version?: number;
  collections: readonly string[];
  /** Those of its collections to keep on file and read when asked (Projection.keptOnFile). */
  keptOnFile?: readonly string[];
  /** How its readers list every document of those, read from an index when on file (Projection.listed). */
  listed?: ListedParts;
  on: DocumentsHandlers<TDomainEvent>;
}

/** One document of one collection. */
export interface DocumentRef {
  collection: string;
  id: string;
}

/** What apply() returns: nothing when the store answered synchronously, else a promise to await. */
export type Applied = void | Promise<void>;

/** What deriveTouched() answers: the documents it changed, when anyone should hear of them. */
export type DerivedDocuments = Applied | readonly DocumentRef[] | Promise<readonly DocumentRef[]>;

/**
 * What the projection engine runs. Projections are not written against it: they extend
 * DocumentProjection, DocumentsProjection or RowIndexProjection below.
 */
export interface Projection {
  readonly name: string;
  /**
   * Which handlers built a stored read model: raise it (from 1, the default) when a change to the
   * handlers would build different documents from the same log, and a durable read store rebuilds
   * the projection at the next start instead of resuming from its checkpoint.
   */
  readonly version: number;
  /** Collections it owns; a rebuild drops them first. */
  readonly collections: readonly string[];
  /**
   * Those of its collections whose documents a store may keep on file and read when asked,
   * instead of holding them in process memory (ReadStore.keepOnFile, decision 0091): their readers
   * ask for one document, or rarely for the whole collection.
   */
  readonly keptOnFile?: readonly string[];
  /**
   * How its readers list every document of its collections kept on file: a store keeps these parts
   * in an index beside the documents, so listing them reads no whole document (decision 0112).
   */
  readonly listed?: ListedParts;
  /** Domain event types it reacts to; every other one is skipped without a read. */
  readonly handles: ReadonlySet<string>;
  /** Synchronous against a store with `synchronous` documents (memory), so a replay needs no promise per domain event. */
  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied;
  /**
   * The documents a domain event of a handled type changes (or may change), worked out from the
   * domain event alone: views derived from a collection re-derive only what these name.
   */
  documentsTouchedBy?(domainEvent: ProjectedDomainEvent): readonly DocumentRef[];
  /**
   * The table in which a store that keeps index rows (ReadStore.indexRows) keeps this projection's
   * rows: the engine declares it when the projection is registered, and a rebuild empties it.
   */
  readonly rowTable?: RowTable;
  /**
   * Present on a projection that keeps its read model in process memory instead of the read
   * store (the audit index over a store that keeps no index rows): a rebuild clears it with this,
   * and every start builds it from the log. Its read model is one per process, so it is never
   * replayed into another store (point in time).
   */
  clearProcessMemory?(): void;
}

type AnyHandler = (current: unknown, domainEvent: ProjectedDomainEvent) => DocumentChange<unknown>;

/**
 * A projection's handler map as the engine calls it: looked up by a domain event's type and given
 * that domain event. The definition's mapped type is what guarantees each handler only ever gets
 * its own type's domain events (the engine calls it only for `handles`, the map's keys); no single
 * TypeScript type can say that a value's parameter depends on its key, so the lookup table is
 * typed once here, in the engine, instead of in every projection.
 */
function byType<THandler>(on: object): Readonly<Record<string, THandler>> {
  const table: Record<string, THandler> = {};
  for (const [type, handler] of Object.entries(on as Record<string, unknown>)) table[type] = handler as THandler;
  return table;
}

/** A projection declared by DocumentProjectionDefinition: extend it with the definition. */
export class DocumentProjection<TDocument, TDomainEvent extends { type: string; data: unknown }> implements Projection {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly string[];
  readonly keptOnFile: readonly string[];
  readonly listed: ListedParts;
  readonly handles: ReadonlySet<string>;
  private readonly collection: string;
  private readonly documentId: (domainEvent: ProjectedDomainEvent) => string;
  private readonly handlers: Readonly<Record<string, AnyHandler>>;

  constructor(definition: DocumentProjectionDefinition<TDocument, TDomainEvent>) {
    this.name = definition.name;
    this.version = definition.version ?? 1;
    this.collection = definition.collection;
    this.collections = [definition.collection];
    this.keptOnFile = definition.keptOnFile ? [definition.collection] : [];
    this.listed = definition.listed ?? {};
    this.handlers = byType<AnyHandler>(definition.on);
    this.handles = new Set(Object.keys(definition.on));
    // Called only with the domain events of the handled types (see byType).
    this.documentId = definition.documentId as (domainEvent: ProjectedDomainEvent) => string;
  }

  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied {
    const handler = this.handlers[domainEvent.type];
    return applyChange(store, this.collection, this.documentId(domainEvent), domainEvent, handler);
  }

  documentsTouchedBy(domainEvent: ProjectedDomainEvent): readonly DocumentRef[] {
    return [{ collection: this.collection, id: this.documentId(domainEvent) }];
  }
}

type AnyUpdates = (domainEvent: ProjectedDomainEvent) => readonly DocumentUpdate[];

/** A projection declared by DocumentsProjectionDefinition: extend it with the definition. */
export class DocumentsProjection<TDomainEvent extends { type: string; data: unknown }> implements Projection {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly string[];
  readonly keptOnFile: readonly string[];
  readonly listed: ListedParts;
  readonly handles: ReadonlySet<string>;
  private readonly handlers: Readonly<Record<string, AnyUpdates>>;

  constructor(definition: DocumentsProjectionDefinition<TDomainEvent>) {
    this.name = definition.name;
    this.version = definition.version ?? 1;
    this.collections = definition.collections;
    this.keptOnFile = definition.keptOnFile ?? [];
    this.listed = definition.listed ?? {};
    this.handlers = byType<AnyUpdates>(definition.on);
    this.handles = new Set(Object.keys(definition.on));
  }

  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): Applied {
    const updates = this.handlers[domainEvent.type](domainEvent);
    const apply = (index: number): Applied => {
      for (let next = index; next < updates.length; next += 1) {
        const { collection, id, change } = updates[next];
        if (!this.collections.includes(collection))
          throw new Error(`${this.name} changed ${collection}, which it does not own`);
        const applied = applyChange(store, collection, id, domainEvent, change);
        if (applied) return applied.then(() => apply(next + 1));
      }
    };
    return apply(0);
  }

  documentsTouchedBy(domainEvent: ProjectedDomainEvent): readonly DocumentRef[] {
    // The handlers are pure: asking again for the updates changes nothing.
    return this.handlers[domainEvent.type](domainEvent).map(({ collection, id }) => ({ collection, id }));
  }
}

/**
 * A read model that is an index of rows, at most one per domain event (the audit index). A store
 * that keeps index rows (the read-model file) keeps them in the projection's table, written with
 * the checkpoint, and the index's readers ask it with SQL (decisions 0071, 0127). Over any other
 * store the index is the caller's, in process memory: `add` records a row in it, `clear` empties
 * it, and it is built from the log at every start.
 */
export interface RowIndexProjectionDefinition<
  TDomainEvent extends { type: string; data: unknown },
  TRow extends IndexRow,
> {
  name: string;
  /** Raised when rowOf would give other rows from the same log: see Projection.version. */
  version?: number;
  /** The domain event types it indexes. */
  handles: Iterable<TDomainEvent['type']>;
  /** The row a domain event adds to the index, or null when it adds none. */
  rowOf: (domainEvent: Projected<TDomainEvent>) => TRow | null;
  /** How a store that keeps index rows lays them out: a column per value of a row, after its position. */
  table: RowTable;
  /** The index in process memory, when the store keeps no index rows; null when it does. */
  inProcessMemory: { add: (row: TRow) => void; clear: () => void } | null;
}

/** A projection declared by RowIndexProjectionDefinition: extend it with the definition. */
export class RowIndexProjection<
  TDomainEvent extends { type: string; data: unknown },
  TRow extends IndexRow,
> implements Projection {
  readonly name: string;
  readonly version: number;
  readonly collections: readonly string[] = [];
  readonly handles: ReadonlySet<string>;
  readonly rowTable: RowTable;
  readonly clearProcessMemory?: () => void;
  private readonly rowOf: (domainEvent: ProjectedDomainEvent) => TRow | null;
  private readonly add: ((row: TRow) => void) | null;

  constructor(definition: RowIndexProjectionDefinition<TDomainEvent, TRow>) {
    this.name = definition.name;
    this.version = definition.version ?? 1;
    this.handles = new Set(definition.handles);
    this.rowTable = definition.table;
    // Called only with the domain events of the handled types (see byType).
    this.rowOf = definition.rowOf as (domainEvent: ProjectedDomainEvent) => TRow | null;
    this.add = definition.inProcessMemory?.add ?? null;
    if (definition.inProcessMemory) this.clearProcessMemory = definition.inProcessMemory.clear;
  }

  apply(domainEvent: ProjectedDomainEvent, store: ReadStore): void {
    const row = this.rowOf(domainEvent);
    if (row === null) return;
    if (this.add) this.add(row);
    else store.indexRows?.append(this.name, row);
  }
}

/**
 * Reads a document, asks `change` for its next value and writes it stamped with `position`. A
 * document already at or past that position is left alone, which is what makes redelivery
 * harmless. Synchronous when the store is. A patch is applied in place while a rebuild owns the
 * documents (copying a whole document for every domain event was a fifth of a replay), and to a
 * copy otherwise, since readers may hold the current value.
 */
function applyChange(
  store: ReadStore,
  collection: string,
  id: string,
  domainEvent: ProjectedDomainEvent,
  change: AnyHandler,
): Applied {
  const { position } = domainEvent;
  const documents = store.synchronous;
  if (documents) {
    const current = documents.getNow<unknown>(collection, id);
    if (current && current.position >= position) return;
    const next = change(current?.value, domainEvent);
    if (next === UNCHANGED) return;
    if (next === REMOVE) documents.removeNow(collection, id, position);
    else if (next instanceof Patch && current && documents.privateToProjections)
      documents.patchInPlaceNow(collection, current, position, next.fields as object, next.stamp as object | undefined);
    else documents.putNow(collection, { id, position, value: nextValue(current, next) });
    return;
  }
  return store.get<unknown>(collection, id).then(async (current) => {
    if (current && current.position >= position) return;
    const next = change(current?.value, domainEvent);
    if (next === UNCHANGED) return;
    if (next === REMOVE) await store.remove(collection, id, position);
    else await store.put(collection, { id, position, value: nextValue(current, next) });
  });
}

function nextValue(current: ReadModelDocument<unknown> | null, next: unknown): unknown {
  if (!(next instanceof Patch)) return next;
  return {
    ...(current?.value as object | undefined),
    ...(next.fields as object),
    ...(next.stamp as object | undefined),
  };
}

/**
 * A read model derived from the documents of other projections instead of from domain events
 * (decision 0075): the public views of events, which read an event's document and its speakers'.
 * The engine runs it after the projections that own its `sources` have applied a domain event,
 * with the source documents that domain event touched; a rebuild derives it once from the
 * sources as they stand, since deriving per domain event would derive each document as many
 * times as the log changed its sources. Its documents and checkpoint are committed with theirs,
 * so a start over a durable store loads what it derived instead of deriving it again.
 */
export interface DerivedProjection extends Projection {
  /** The collections it derives from; the projections owning them are rebuilt before it. */
  readonly sources: readonly string[];
  /**
   * Called before the source projections apply a domain event that touches these source
   * documents: it notes what it needs of them as they were (a speaker's event before a move).
   */
  beforeChange(touched: readonly DocumentRef[], store: ReadStore): Applied;
  /**
   * Derives again what the touched documents noted since the last call change, stamped with
   * `position`. It may answer the documents it changed, which the engine reports as touched to
   * whoever follows its collections (onDocumentsTouched), as it reports its sources'.
   */
  deriveTouched(store: ReadStore, position: number): DerivedDocuments;
  /** Derives every document from the sources as they stand (a rebuild), stamped with `position`. */
  deriveAll(store: ReadStore, position: number): Applied;
  /**
   * Builds what it keeps in process memory about the sources, once the read models have caught up
   * at a start: otherwise the first change after the start builds it while a writer waits.
   */
  prepare?(store: ReadStore): Applied;
}

export function isDerivedProjection(projection: Projection): projection is DerivedProjection {
  return 'sources' in projection && 'deriveAll' in projection;
}
