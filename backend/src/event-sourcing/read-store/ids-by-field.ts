import type { ReadModelDocument } from './read-store.port';

/**
 * The ids of documents by the text one of their top-level fields holds: a lookup behind
 * ReadStore.idsWhere kept in memory (decision 0114), given each document as it is written and
 * as it was before. A document whose field holds no text is in none.
 */
export class IdsByField {
  private readonly ids = new Map<string, Set<string>>();

  constructor(readonly field: string) {}

  add(document: ReadModelDocument<unknown>): void {
    const text = fieldText(document, this.field);
    if (text === undefined) return;
    const ids = this.ids.get(text);
    if (ids) ids.add(document.id);
    else this.ids.set(text, new Set([document.id]));
  }

  remove(document: ReadModelDocument<unknown>): void {
    const text = fieldText(document, this.field);
    if (text === undefined) return;
    const ids = this.ids.get(text);
    ids?.delete(document.id);
    if (ids?.size === 0) this.ids.delete(text);
  }

  /** The ids of the documents whose field holds `text`. */
  of(text: string): ReadonlySet<string> {
    return this.ids.get(text) ?? NONE;
  }
}

const NONE: ReadonlySet<string> = new Set();

/** A document's top-level field when it holds a text; undefined otherwise. */
export function fieldText(document: ReadModelDocument<unknown>, field: string): string | undefined {
  const value = (document.value as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' ? value : undefined;
}
