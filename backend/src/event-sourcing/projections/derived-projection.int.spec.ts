import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { InMemoryReadStore } from '../read-store/in-memory-read-store';
import { ReadStore } from '../read-store/read-store.port';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { DerivedProjection, DocumentProjection, DocumentRef, patch } from './projection';
import { ProjectionEngine } from './projection-engine';
import { noted } from '../../testing/noted-domain-event';

const directory = mkdtempSync(join(tmpdir(), 'derived-projection-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

interface Note {
  text: string;
}
type Noted = { type: 'Noted'; data: { noteId: string; text: string } };

/** The source: a note per noteId; `calls` counts the handler's calls, so a test sees whether the log was read. */
class Notes extends DocumentProjection<Note, Noted> {
  calls = 0;
  constructor(version = 1) {
    super({
      name: 'notes',
      version,
      collection: 'notes',
      documentId: (domainEvent) => domainEvent.data.noteId,
      on: {
        Noted: (current, domainEvent) => {
          this.calls += 1;
          return current ? patch<Note>({ text: domainEvent.data.text }) : { text: domainEvent.data.text };
        },
      },
    });
  }
}

/** Derived from the notes: each one shouted. Counts what it derives, so a test sees when it derived nothing. */
class Shouts implements DerivedProjection {
  readonly name = 'shouts';
  readonly collections = ['shouts'];
  readonly sources = ['notes'];
  readonly handles: ReadonlySet<string> = new Set();
  derived = 0;
  derivations = 0;
  everything = 0;
  private readonly touched = new Set<string>();

  constructor(readonly version = 1) {}

  apply(): void {}

  beforeChange(touched: readonly DocumentRef[]): void {
    for (const { id } of touched) this.touched.add(id);
  }

  /** Answers the shouts it derived: the engine reports them as touched. */
  async deriveTouched(store: ReadStore, position: number): Promise<DocumentRef[]> {
    this.derivations += 1;
    const derived = [...this.touched].map((id) => ({ collection: 'shouts', id }));
    for (const id of this.touched) await this.derive(store, id, position);
    this.touched.clear();
    return derived;
  }

  async deriveAll(store: ReadStore, position: number): Promise<void> {
    this.everything += 1;
    for (const { id } of await store.list('notes')) await this.derive(store, id, position);
  }

  private async derive(store: ReadStore, id: string, position: number): Promise<void> {
    this.derived += 1;
    const note = (await store.get<Note>('notes', id))!.value;
    await store.put('shouts', { id, position, value: { shout: note.text.toUpperCase() } });
  }
}

/** A log and a read-model file in a directory of their own, and a way to start an engine over them. */
function site() {
  const dir = mkdtempSync(join(directory, 'site-'));
  const log = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readFile = join(dir, 'read-models.sqlite');
  return {
    log,
    start: async (notes: Notes, shouts: Shouts) => {
      const readStore = new SqliteReadStore(readFile);
      const engine = new ProjectionEngine(log, readStore);
      // Registered first: a derived projection runs after its sources whatever the order.
      engine.register(shouts);
      engine.register(notes);
      await engine.start();
      const shouted = async () =>
        Object.fromEntries(
          (await readStore.list<{ shout: string }>('shouts')).map((document) => [document.id, document.value.shout]),
        );
      return {
        engine,
        shouted,
        async stop() {
          await engine.stop();
          await readStore.close();
        },
      };
    },
  };
}

describe('a derived projection', () => {
  it('is derived once at the first start, then per touched document live, and loaded, not derived, at a restart', async () => {
    const { log, start } = site();
    await log.append('n', [noted('a', 'first'), noted('b', 'second'), noted('a', 'first again')], 'any');
    const shouts = new Shouts();
    const running = await start(new Notes(), shouts);
    expect({ everything: shouts.everything, derived: shouts.derived }).toEqual({ everything: 1, derived: 2 });
    expect(await running.shouted()).toEqual({ a: 'FIRST AGAIN', b: 'SECOND' });

    const { position } = await log.append('n', [noted('b', 'live')], 'any');
    expect(await running.engine.waitFor(position, 2000)).toBe(true);
    expect({ derivations: shouts.derivations, derived: shouts.derived }).toEqual({ derivations: 1, derived: 3 });
    expect(await running.shouted()).toEqual({ a: 'FIRST AGAIN', b: 'LIVE' });
    await running.stop();

    const again = new Shouts();
    const notes = new Notes();
    const restarted = await start(notes, again);
    expect({ everything: again.everything, derived: again.derived, notes: notes.calls }).toEqual({
      everything: 0,
      derived: 0,
      notes: 0,
    });
    expect(await restarted.shouted()).toEqual({ a: 'FIRST AGAIN', b: 'LIVE' });
    await restarted.stop();
    await log.close();
  });

  it('has the documents it derived reported as touched, as its sources are, before the position moves', async () => {
    const { log, start } = site();
    const running = await start(new Notes(), new Shouts());
    const reported: Array<{ ids: string[]; positionThen: number }> = [];
    running.engine.onDocumentsTouched(['shouts'], (touched) =>
      reported.push({
        ids: touched.map(({ collection, id }) => `${collection}/${id}`),
        positionThen: running.engine.position,
      }),
    );
    await log.append('n', [noted('a', 'first')], 'any');
    const { position } = await log.append('n', [noted('b', 'second')], 'any');
    expect(await running.engine.waitFor(position, 2000)).toBe(true);
    // Each listener hears every touched document and keeps those of its collections (TouchedDocuments).
    expect(reported.filter(({ ids }) => ids.some((id) => id.startsWith('shouts/')))).toEqual([
      { ids: ['shouts/a'], positionThen: position - 2 },
      { ids: ['shouts/b'], positionThen: position - 1 },
    ]);
    await running.stop();
    await log.close();
  });

  it('catches up on what was appended while stopped once per page, from the documents the page left', async () => {
    const { log, start } = site();
    await (await start(new Notes(), new Shouts())).stop();
    const appended = Array.from({ length: 22_500 }, (_, index) => noted(`note-${index % 50}`, `text ${index}`));
    for (let from = 0; from < appended.length; from += 500)
      await log.append('n', appended.slice(from, from + 500), 'any');

    const shouts = new Shouts();
    const running = await start(new Notes(), shouts);
    // 22,500 domain events in pages of 10,000 after a first page of 1,000 and one of 3,000 (1,000,
    // 3,000, 9,000 and 9,500): four derivations of the 50 notes each page touched.
    expect({ everything: shouts.everything, derivations: shouts.derivations, derived: shouts.derived }).toEqual({
      everything: 0,
      derivations: 4,
      derived: 200,
    });
    const shouted = await running.shouted();
    expect(shouted['note-0']).toBe('TEXT 22450');
    expect(shouted['note-49']).toBe('TEXT 22499');
    await running.stop();
    await log.close();
  });

  it('is derived again from the documents, without reading the log, when its version changes', async () => {
    const { log, start } = site();
    await log.append('n', [noted('a', 'first'), noted('b', 'second')], 'any');
    await (await start(new Notes(), new Shouts())).stop();

    const notes = new Notes();
    const newer = new Shouts(2);
    const running = await start(notes, newer);
    expect({ everything: newer.everything, derived: newer.derived, notes: notes.calls }).toEqual({
      everything: 1,
      derived: 2,
      notes: 0,
    });
    expect(await running.shouted()).toEqual({ a: 'FIRST', b: 'SECOND' });
    await running.stop();
    await log.close();
  });

  it('derived again at a new version while its sources lag the log, starts at their checkpoint and catches up with them', async () => {
    const { log, start } = site();
    await log.append('n', [noted('a', 'first'), noted('b', 'second')], 'any');
    await (await start(new Notes(), new Shouts())).stop();
    await log.append('n', [noted('a', 'appended while stopped'), noted('c', 'new')], 'any');

    const notes = new Notes();
    const newer = new Shouts(2);
    const running = await start(notes, newer);
    // Derived from the notes as they were stored, then the two appended domain events in one page.
    expect({ everything: newer.everything, derivations: newer.derivations, notes: notes.calls }).toEqual({
      everything: 1,
      derivations: 1,
      notes: 2,
    });
    expect(await running.shouted()).toEqual({ a: 'APPENDED WHILE STOPPED', b: 'SECOND', c: 'NEW' });
    await running.stop();
    await log.close();
  });

  it('is derived again when a source is rebuilt, and a replay derives what the live projection did', async () => {
    const { log, start } = site();
    await log.append('n', [noted('a', 'first'), noted('b', 'second')], 'any');
    await (await start(new Notes(), new Shouts())).stop();

    const shouts = new Shouts();
    const running = await start(new Notes(2), shouts);
    expect(shouts.everything).toBe(1);
    const { position } = await log.append('n', [noted('c', 'third'), noted('a', 'changed')], 'any');
    expect(await running.engine.waitFor(position, 2000)).toBe(true);
    const live = await running.shouted();
    await running.stop();

    const replayed = new InMemoryReadStore();
    const replay = new ProjectionEngine(log, replayed);
    replay.register(new Notes());
    replay.register(new Shouts());
    await replay.rebuild(null);
    const fromReplay = Object.fromEntries(
      (await replayed.list<{ shout: string }>('shouts')).map((document) => [document.id, document.value.shout]),
    );
    expect(fromReplay).toEqual(live);
    expect(live).toEqual({ a: 'CHANGED', b: 'SECOND', c: 'THIRD' });
    await log.close();
  });
});
