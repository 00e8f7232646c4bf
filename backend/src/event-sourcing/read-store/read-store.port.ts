/**
 * The read store port: documents of read models, each remembering the log position of the last
 * domain event applied to it, plus one checkpoint per projection. Two adapters: in memory
 * (embedded default, rebuilt by replay at boot) and MongoDB.
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
  /**
   * True while a rebuild runs: nothing but the projections reads the documents, so a projection may
   * change a stored value in place (patchInPlaceNow) instead of storing a changed copy.
   */
  readonly privateToProjections: boolean;
  /** Set by the projection engine around a rebuild. */
  setPrivateToProjections(value: boolean): void;
  /**
   * Only while privateToProjections: assigns `changes`, then `more`, to the value of `document`
   * (as getNow() returned it, so the store is not searched twice) and moves it to `position`.
   */
  patchInPlaceNow(document: ReadModelDocument<unknown>, position: number, changes: object, more?: object): void;
}

export abstract class ReadStore {
  /** The synchronous face of this store, or null when every operation is I/O (MongoDB). */
  abstract readonly synchronous: SynchronousDocuments | null;
  abstract get<T>(collection: string, id: string): Promise<ReadModelDocument<T> | null>;
  abstract list<T>(collection: string): Promise<Array<ReadModelDocument<T>>>;
  /** Stores the document unless the stored one already reflects this position or a later one. Returns whether it was written. */
  abstract put<T>(collection: string, document: ReadModelDocument<T>): Promise<boolean>;
  /** Removes the document unless it was written by a later position. */
  abstract remove(collection: string, id: string, position: number): Promise<void>;
  abstract getCheckpoint(projection: string): Promise<number>;
  abstract saveCheckpoint(projection: string, position: number): Promise<void>;
  /** Drops the collections and the checkpoint of a projection, before rebuilding it from position 0. */
  abstract reset(projection: string, collections: readonly string[]): Promise<void>;
  /** True when read models survive a restart (MongoDB), false when they are rebuilt at every boot (memory). */
  abstract readonly durable: boolean;
  /** Throws when the store cannot be reached (readiness); a store in process memory always can. */
  async ping(): Promise<void> {}
  abstract close(): Promise<void>;
}
