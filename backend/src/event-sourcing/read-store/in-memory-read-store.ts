import { IdsByField } from './ids-by-field';
import { ReadModelDocument, ReadStore, SynchronousDocuments } from './read-store.port';

/** Read models in process memory: fast, and rebuilt from the event store at every boot. */
export class InMemoryReadStore extends ReadStore implements SynchronousDocuments {
  readonly durable: boolean = false;
  readonly synchronous: SynchronousDocuments = this;
  private readonly collections = new Map<string, Map<string, ReadModelDocument<unknown>>>();
  protected readonly checkpoints = new Map<string, number>();
  protected readonly versions = new Map<string, number>();
  private documentsArePrivate = false;
  /**
   * For idsWhere: per collection and field, the ids of the documents by the field's text. Made by
   * the first lookup of a collection and field, then kept by each write (decision 0114).
   */
  private readonly lookups = new Map<string, Map<string, IdsByField>>();

  get privateToProjections(): boolean {
    return this.documentsArePrivate;
  }

  setPrivateToProjections(value: boolean): void {
    this.documentsArePrivate = value;
  }

  patchInPlaceNow(
    collection: string,
    document: ReadModelDocument<unknown>,
    position: number,
    changes: object,
    more?: object,
  ): void {
    if (!this.documentsArePrivate) throw new Error(`patchInPlaceNow(${document.id}) outside a rebuild`);
    if (document.position >= position) return;
    // Its fields change in place, unseen by the lookups: they are made again when next asked for.
    this.lookups.delete(collection);
    Object.assign(document.value as object, changes, more);
    document.position = position;
  }

  protected collection(name: string): Map<string, ReadModelDocument<unknown>> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Map();
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** Drops a collection from process memory, the documents and nothing else. */
  protected forgetCollection(name: string): void {
    this.collections.delete(name);
    this.lookups.delete(name);
  }

  override async idsWhere(collection: string, field: string, value: string): Promise<string[]> {
    return [...this.lookup(collection, field).of(value)];
  }

  /** The ids of a collection's documents by a field's text, made from the documents when first asked for. */
  private lookup(collection: string, field: string): IdsByField {
    let fields = this.lookups.get(collection);
    let lookup = fields?.get(field);
    if (lookup) return lookup;
    lookup = new IdsByField(field);
    for (const document of this.collection(collection).values()) lookup.add(document);
    // Made after the documents are read: reading them may load a collection into memory first.
    if (!fields) {
      fields = new Map<string, IdsByField>();
      this.lookups.set(collection, fields);
    }
    fields.set(field, lookup);
    return lookup;
  }

  /** Keeps the lookups of a collection as a document is replaced by another, or removed (null). */
  private relook(
    collection: string,
    before: ReadModelDocument<unknown> | undefined,
    after: ReadModelDocument<unknown> | null,
  ): void {
    for (const lookup of this.lookups.get(collection)?.values() ?? []) {
      if (before) lookup.remove(before);
      if (after) lookup.add(after);
    }
  }

  getNow<T>(collection: string, id: string): ReadModelDocument<T> | null {
    return (this.collection(collection).get(id) as ReadModelDocument<T> | undefined) ?? null;
  }

  async get<T>(collection: string, id: string): Promise<ReadModelDocument<T> | null> {
    return this.getNow<T>(collection, id);
  }

  async list<T>(
    collection: string,
    each?: (document: ReadModelDocument<T>) => void,
  ): Promise<Array<ReadModelDocument<T>>> {
    const documents = [...this.collection(collection).values()] as Array<ReadModelDocument<T>>;
    if (each) for (const document of documents) each(document);
    return documents;
  }

  async put<T>(collection: string, document: ReadModelDocument<T>): Promise<boolean> {
    return this.putNow(collection, document);
  }

  putNow<T>(collection: string, document: ReadModelDocument<T>): boolean {
    const documents = this.collection(collection);
    const stored = documents.get(document.id);
    if (stored && stored.position >= document.position) return false;
    documents.set(document.id, document);
    this.relook(collection, stored, document);
    return true;
  }

  async remove(collection: string, id: string, position: number): Promise<void> {
    this.removeNow(collection, id, position);
  }

  removeNow(collection: string, id: string, position: number): void {
    const documents = this.collection(collection);
    const stored = documents.get(id);
    if (stored && stored.position <= position) {
      documents.delete(id);
      this.relook(collection, stored, null);
    }
  }

  async getCheckpoint(projection: string): Promise<number> {
    return this.checkpoints.get(projection) ?? 0;
  }

  async saveCheckpoint(projection: string, position: number): Promise<void> {
    this.saveCheckpointNow(projection, position);
  }

  saveCheckpointNow(projection: string, position: number): void {
    this.checkpoints.set(projection, position);
  }

  async getVersion(projection: string): Promise<number | null> {
    return this.versions.get(projection) ?? null;
  }

  async saveVersion(projection: string, version: number): Promise<void> {
    this.versions.set(projection, version);
  }

  async reset(projection: string, collections: readonly string[]): Promise<void> {
    for (const name of collections) {
      this.collections.delete(name);
      this.lookups.delete(name);
    }
    this.checkpoints.delete(projection);
    this.versions.delete(projection);
  }

  async close(): Promise<void> {}
}
