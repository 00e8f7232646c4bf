import type { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { TouchedDocuments } from '../event-sourcing/projections/touched-documents';
import type { ReadStore } from '../event-sourcing/read-store/read-store.port';

/** What the report keeps of each document of a collection: EventTallies, ReportedEvents. */
export interface KeptPerDocument<T> {
  clear(): void;
  /** A document's value now: undefined when it is gone from the read model. */
  put(id: string, value: T | undefined): void;
}

/**
 * Keeps what the report keeps of each document of a collection kept on file up to date with the
 * documents domain events touched (decisions 0099, 0128): every document at first and after a
 * rebuild, else only those touched since. Everything is read before anything is kept, so a
 * report never counts half a change, and a report arriving during a read waits for the same read.
 */
export class FollowedFacts<T> {
  private readonly touched: TouchedDocuments;
  private reading: Promise<void> | null = null;

  constructor(
    private readonly readStore: ReadStore,
    projections: ProjectionEngine,
    private readonly collection: string,
    private readonly kept: KeptPerDocument<T>,
  ) {
    this.touched = new TouchedDocuments(projections, [collection]);
  }

  /** Resolves once what is kept follows every change projected so far. */
  async upToDate(): Promise<void> {
    while (this.touched.pending) await (this.reading ??= this.readChanges().finally(() => (this.reading = null)));
  }

  private async readChanges(): Promise<void> {
    const touched = this.touched.take();
    if (touched.everything) {
      const all = await this.readStore.list<T>(this.collection);
      this.kept.clear();
      for (const { id, value } of all) this.kept.put(id, value);
      return;
    }
    const ids = [...(touched.ids.get(this.collection) ?? [])];
    const documents = await this.readStore.getEach<T>(this.collection, ids);
    for (const id of ids) this.kept.put(id, documents.get(id)?.value);
  }
}
