import type { ListedParts } from '../projections/projection';

/**
 * The read store port: documents of read models, each remembering the log position of the last
 * domain event applied to it, plus one checkpoint per projection and the version of the
 * projection that built them. Three adapters: a SQLite file under DATA_DIR (the embedded default,
 * kept across restarts), process memory (rebuilt by replay at boot) and MongoDB.
 */
export interface ReadModelDocument<T> {
  id: string;
  /** Position of the last domain event applied to this document: a redelivered older one is ignored. */
  position: number;
  value: T;
}

/**
 * Reads and writes that complete at once, offered by stores that hold documents in process memory.
 * Projections use them when present and skip a promise per document operation, which was most of
 * the cost of replaying a long log into memory.
 */
export interface SynchronousDocuments {
  getNow<T>(collection: string, id: string): ReadModelDocument<T> | null;
  /** As put(): stores the document unless the stored one reflects this position or a later one. */
  putNow<T>(collection: string, document: ReadModelDocument<T>): boolean;
  /** As remove(): removes the document unless it was written by a later position. */
  removeNow(collection: string, id: string, position: number): void;
  /** As saveCheckpoint(): the engine records a projection's checkpoint for every domain event it applies. */
  saveCheckpointNow(projection: string, position: number): void;
  /**
   * True while a rebuild runs: nothing but the projections reads the documents, so a projection may
   * change a stored value in place (patchInPlaceNow) instead of storing a changed copy.
   */
  readonly privateToProjections: boolean;
  /** Set by the projection engine around a rebuild. */
  setPrivateToProjections(value: boolean): void;
  /**
   * Only while privateToProjections: assigns `changes`, then `more`, to the value of `document`
   * (as getNow() returned it from `collection`, so the store is not searched twice) and moves it
   * to `position`.
   */
  patchInPlaceNow(
    collection: string,
    document: ReadModelDocument<unknown>,
    position: number,
    changes: object,
    more?: object,
  ): void;
}

/** A row of a row index (the audit index): the position of the domain event that added it, then its values. */
export type IndexRow = readonly [position: number, ...values: Array<string | number>];

/**
 * How a store that keeps index rows lays a projection's rows out (decision 0127): a table of
 * their own, keyed by position, a column per value, and indexes its queries read in order.
 */
export interface RowTable {
  /** A plain identifier, unique in the store. */
  name: string;
  /** The columns after the position, in the order of a row's values; plain identifiers. */
  columns: readonly string[];
  /** Each index's columns, in order (the position follows them in every index). */
  indexes: ReadonlyArray<readonly string[]>;
}

/** A value a query of index rows binds. */
export type SqlValue = string | number | null;

/** What a query of index rows is given: statements against the store's file, run in one read transaction. */
export interface SqlReader {
  /** Every row `sql` gives, each as an array of its columns. */
  all(sql: string, ...values: SqlValue[]): unknown[][];
}

/**
 * Rows of indexes kept beside the documents, in a table per projection (decisions 0071, 0127): a
 * projection whose read model is a list of rows, at most one per domain event, writes each row
 * here, and its readers ask the table with SQL instead of every process holding the list. Rows are
 * written with the documents and checkpoints, at the next commit.
 */
export interface IndexRows {
  /** Makes the projection's table and its indexes when the store lacks them; called when the projection is registered. */
  declare(projection: string, table: RowTable): void;
  /** Adds a row of the projection's index; kept until commit(), like documents. */
  append(projection: string, row: IndexRow): void;
  /**
   * Runs `read` against the store as of one moment, once it holds every row this process has
   * committed (a process that writes the store), or once it says as much of the projection as
   * this process has projected, waiting a little for the process that writes it (a cluster worker).
   */
  query<T>(projection: string, read: (reader: SqlReader) => T): Promise<T>;
}

/** See ReadStore.getEach. */
export const GET_EACH_ONE_BY_ONE_BELOW = 500;

export abstract class ReadStore {
  /** The synchronous face of this store, or null when every operation is I/O (MongoDB). */
  abstract readonly synchronous: SynchronousDocuments | null;
  abstract get<T>(collection: string, id: string): Promise<ReadModelDocument<T> | null>;
  /**
   * Every document of a collection. `each`, when given, is handed each document as it is read,
   * before the next one is: a reader that keeps every document and shares their texts with a pool
   * does it there, so that the copies it drops die young instead of living until the whole
   * collection is read (decision 0136). It may replace a text or a list of the value by an equal
   * one and nothing else: a store that holds its documents hands it those.
   */
  abstract list<T>(
    collection: string,
    each?: (document: ReadModelDocument<T>) => void,
  ): Promise<Array<ReadModelDocument<T>>>;
  /**
   * These documents of a collection by id, those there are: for a reader that holds every document
   * without its long parts and answers a few whole (decisions 0111, 0112). Read one by one, or the
   * whole collection when they are many: past about GET_EACH_ONE_BY_ONE_BELOW, one read of the
   * collection from the file costs less.
   */
  async getEach<T>(collection: string, ids: readonly string[]): Promise<Map<string, ReadModelDocument<T>>> {
    const found = new Map<string, ReadModelDocument<T>>();
    if (ids.length >= GET_EACH_ONE_BY_ONE_BELOW) {
      const wanted = new Set(ids);
      for (const document of await this.list<T>(collection))
        if (wanted.has(document.id)) found.set(document.id, document);
    } else
      for (const document of await Promise.all(ids.map((id) => this.get<T>(collection, id))))
        if (document) found.set(document.id, document);
    return found;
  }
  /**
   * Every document of a collection, of which the reader needs only these top-level fields: for a
   * reader of a few fields of every document, such as the purge (what is in the trash) or which
   * event each speaker record is of. The read-model file reads only those fields of a collection
   * kept on file, without parsing whole documents; a store that holds the documents gives them as
   * they are, without a copy (at +50,000 catalogue events, copying the fields of 400,000 speaker
   * records at a start raised its resident memory by about 90 MiB). Field names are plain
   * identifiers; a field a document lacks is absent.
   */
  async listFields<T, K extends keyof T & string>(
    collection: string,
    _fields: readonly K[],
  ): Promise<Array<ReadModelDocument<Pick<T, K>>>> {
    return this.list<T>(collection);
  }
  /**
   * Every document of a collection without these top-level fields: for a reader that keeps every
   * document but not its largest parts, such as the events without their agendas (decision 0111).
   * The read-model file leaves them out inside SQLite for a collection kept on file, so they are
   * never parsed; MongoDB leaves them out on its server. Each value is a copy; field names are
   * plain identifiers. `each` is handed each document as it is read, as by list; its value is the
   * reader's own copy, which it may change. With `share`, each top-level value of that copy is
   * the reader's shared one instead (SharedValue), which nobody changes: a store that holds each
   * distinct value once (a listing block) asks for it once, not once per document.
   */
  async listWithout<T, K extends keyof T & string>(
    collection: string,
    fields: readonly K[],
    each?: (document: ReadModelDocument<Omit<T, K>>) => void,
    share?: SharedValue,
  ): Promise<Array<ReadModelDocument<Omit<T, K>>>> {
    return (await this.list<T>(collection)).map(({ id, position, value }) => {
      const document = { id, position, value: omitFields(value, fields) };
      if (share) shareFields(document.value, share);
      each?.(document);
      return document;
    });
  }
  /**
   * The ids of the documents of a collection whose top-level `field` holds the text `value`: for a
   * reader that finds a few documents by a field, such as the speaker records of one event. The
   * read-model file answers from an index when the collection is kept on file and its projection
   * looks documents up by that field (`listed.lookedUpBy`, decision 0114); MongoDB from an index on
   * the field. The in-memory store keeps the ids by the field's text from the first lookup on. This
   * default, for a store with none of these, reads every document.
   */
  async idsWhere(collection: string, field: string, value: string): Promise<string[]> {
    const documents = await this.listFields<Record<string, unknown>, string>(collection, [field]);
    return documents.filter((document) => document.value[field] === value).map((document) => document.id);
  }
  /** Stores the document unless the stored one already reflects this position or a later one. Returns whether it was written. */
  abstract put<T>(collection: string, document: ReadModelDocument<T>): Promise<boolean>;
  /** Removes the document unless it was written by a later position. */
  abstract remove(collection: string, id: string, position: number): Promise<void>;
  abstract getCheckpoint(projection: string): Promise<number>;
  abstract saveCheckpoint(projection: string, position: number): Promise<void>;
  /**
   * The version of the projection that built the stored documents (saveVersion after a rebuild), or
   * null when none is recorded: never built, reset, or built before versions were recorded.
   */
  abstract getVersion(projection: string): Promise<number | null>;
  abstract saveVersion(projection: string, version: number): Promise<void>;
  /** Drops the collections, the checkpoint and the version of a projection, before rebuilding it from position 0. */
  abstract reset(projection: string, collections: readonly string[]): Promise<void>;
  /** True when read models survive a restart (SQLite file, MongoDB), false when they are rebuilt at every boot (memory). */
  abstract readonly durable: boolean;
  /**
   * True when writes, checkpoints and versions are kept until commit(), which makes them durable
   * together in one transaction (the SQLite file): a checkpoint can then be saved with every
   * domain event at no cost, and never says more or less than the documents.
   */
  readonly transactional: boolean = false;
  /**
   * Makes everything written since the last commit durable at once (one transaction), in the
   * order of the commits; the SQLite file writes it on a thread of its own and this may return
   * before it is written (written() waits). A store that writes each change as it is made has
   * nothing to do.
   */
  async commit(): Promise<void> {}
  /** Resolves once every commit made so far is durable; rejects if one failed. */
  async written(): Promise<void> {}
  /**
   * Where the store keeps index rows, or null when it keeps none (process memory, MongoDB): a
   * projection of rows then keeps them in process memory, rebuilt from the log at every start.
   */
  readonly indexRows: IndexRows | null = null;
  /**
   * Asks the store to keep these collections' documents on file and read them when asked, instead
   * of holding them in process memory (decision 0091): their readers ask for one document, or
   * rarely for the whole collection. The read-model file does; a store in memory keeps them there,
   * and MongoDB keeps every document on its server anyway. Called when their projection is
   * registered, before it runs. `listed` says what its readers list of every document (listFields,
   * listWithout): the file keeps those in indexes beside the documents (decision 0112).
   */
  keepOnFile(_collections: readonly string[], _listed: ListedParts = {}): void {}
  /**
   * Runs a catch-up of `backlog` domain events (`work`): a store may put off keeping what it keeps
   * only for listings until the catch-up is over, when making it once costs less than keeping it
   * with each write. Reads during it answer the same, perhaps more slowly.
   */
  async catchingUp(_backlog: number, work: () => Promise<void>): Promise<void> {
    await work();
  }
  /**
   * Called once a start has brought every read model to the log's head: a store may begin what it
   * keeps beside them for later starts (the read-model file's listing blocks, decision 0143).
   */
  caughtUp(): void {}
  /**
   * Makes what caughtUp asked a store to keep for listings now instead of later, and resolves once
   * it is made (or could not be): a start that served while it caught up builds its views again
   * from them (decision 0145). Nothing to wait for in a store that keeps no such thing.
   */
  async makeListingBlocksNow(): Promise<void> {}
  /** Throws when the store cannot be reached (readiness); a store in process memory always can. */
  async ping(): Promise<void> {}
  abstract close(): Promise<void>;
}

/** The fields of `value` among `fields` that it has, and nothing else. */
export function pickFields<T, K extends keyof T & string>(value: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) if (Object.hasOwn(value as object, field)) picked[field] = value[field];
  return picked;
}

/**
 * The shared copy of a document's top-level value, as a reader that holds many documents keeps it
 * (ReadStore.listWithout): a value equal to the one given, or the given one itself, which neither
 * the reader nor anyone else holding it changes. `field` says where the value was found, so that a
 * reader shares only what repeats (a profession, an event id), not what seldom does (an id, a
 * moment). A store may ask once for a value that many documents hold in the same field.
 */
export type SharedValue = (field: string, value: unknown) => unknown;

/** Replaces each top-level value of `value`, the reader's own copy, by its shared copy. */
export function shareFields(value: object, share: SharedValue): void {
  const record = value as Record<string, unknown>;
  for (const field in record) record[field] = share(field, record[field]);
}

/** A copy of `value` without `fields`. Built key by key, not by `delete`: an object with a deleted key becomes a slow dictionary in V8. */
export function omitFields<T, K extends keyof T & string>(value: T, fields: readonly K[]): Omit<T, K> {
  const left = {} as Record<string, unknown>;
  for (const [key, field] of Object.entries(value as object)) if (!fields.includes(key as K)) left[key] = field;
  return left as Omit<T, K>;
}
