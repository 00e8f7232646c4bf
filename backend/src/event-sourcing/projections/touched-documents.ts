import type { ProjectionEngine } from './projection-engine';

/** What changed in some collections since it was last taken. */
export interface Touched {
  /** True at first, and after a rebuild: nothing is known, so everything is derived again. */
  everything: boolean;
  /** Collection → the ids of its documents that domain events touched, in the order first touched. */
  ids: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * Collects, from the projection engine, the ids of the documents of some collections that domain
 * events touched, for a view derived from them to re-derive only those (decision 0048). Each
 * process follows the log itself, so each collects what it projects, whatever the read store.
 */
export class TouchedDocuments {
  private everything = true;
  private ids = new Map<string, Set<string>>();

  constructor(projections: ProjectionEngine, collections: readonly string[]) {
    projections.onDocumentsTouched(collections, (touched) => {
      if (this.everything) return;
      for (const { collection, id } of touched) {
        if (!collections.includes(collection)) continue;
        const ids = this.ids.get(collection);
        if (ids) ids.add(id);
        else this.ids.set(collection, new Set([id]));
      }
    });
    projections.onRebuilt(() => this.forgetEverything());
  }

  /** Whether anything was touched since the last take(). */
  get pending(): boolean {
    return this.everything || this.ids.size > 0;
  }

  /** What was touched since the last take(), and from now on nothing. */
  take(): Touched {
    const taken = { everything: this.everything, ids: this.ids };
    this.everything = false;
    this.ids = new Map();
    return taken;
  }

  /** The next take() says everything, as after a rebuild. */
  forgetEverything(): void {
    this.everything = true;
    this.ids = new Map();
  }
}
