import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ProjectedDomainEvent } from '../event-store/event-store.port';
import { InMemoryReadStore } from '../read-store/in-memory-read-store';
import { DocumentProjection, Projection } from './projection';
import { ProjectionEngine } from './projection-engine';

/** Stands in for MongoDB: documents and checkpoints survive a restart. */
class DurableStore extends InMemoryReadStore {
  override readonly durable = true;
}

class Recorder implements Projection {
  readonly version = 1;
  readonly collections = [];
  readonly handles = new Set(['Noted']);
  readonly seen: number[] = [];
  constructor(readonly name: string) {}
  apply(domainEvent: ProjectedDomainEvent): void {
    this.seen.push(domainEvent.position);
  }
}

class InProcessMemory extends Recorder {
  clearProcessMemory(): void {
    this.seen.length = 0;
  }
}

const noted = () => ({
  id: randomUUID(),
  type: 'Noted',
  data: {},
  metadata: {
    actor: 'admin@example.com',
    occurredAt: '2026-11-01T10:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
  },
});

describe('projection engine over a durable read store', () => {
  it('resumes stored read models from their checkpoints and rebuilds the ones kept in process memory from position 0', async () => {
    const eventStore = new SqliteEventStore(':memory:');
    for (let index = 0; index < 3; index += 1) await eventStore.append('notes', [noted()], 'any');
    const readStore = new DurableStore();
    await readStore.saveCheckpoint('stored', 3); // a previous run projected everything
    const engine = new ProjectionEngine(eventStore, readStore);
    const stored = new Recorder('stored');
    const inMemory = new InProcessMemory('index');
    engine.register(stored);
    engine.register(inMemory);
    await engine.start();
    expect(stored.seen).toEqual([]);
    expect(inMemory.seen).toEqual([1, 2, 3]);

    const { position } = await eventStore.append('notes', [noted()], 'any');
    expect(await engine.waitFor(position, 2000)).toBe(true);
    expect(stored.seen).toEqual([4]);
    expect(inMemory.seen).toEqual([1, 2, 3, 4]);
    await engine.stop();
    await eventStore.close();
  });
});

describe('documents touched', () => {
  it('names the documents each domain event touched before the position moves, and says when a rebuild changed everything', async () => {
    const eventStore = new SqliteEventStore(':memory:');
    const engine = new ProjectionEngine(eventStore, new InMemoryReadStore());
    engine.register(
      new DocumentProjection<{ id: string }, { type: 'Noted'; data: { noteId: string } }>({
        name: 'notes',
        collection: 'notes',
        documentId: (domainEvent) => domainEvent.data.noteId,
        on: { Noted: (_current, domainEvent) => ({ id: domainEvent.data.noteId }) },
      }),
    );
    const reported: Array<{ ids: string[]; positionThen: number }> = [];
    engine.onDocumentsTouched(['notes'], (touched) =>
      reported.push({ ids: touched.map(({ collection, id }) => `${collection}/${id}`), positionThen: engine.position }),
    );
    let rebuilt = 0;
    engine.onRebuilt(() => (rebuilt += 1));
    await engine.start();
    expect(rebuilt).toBe(1); // an empty store in memory is built by a rebuild at start

    await eventStore.append('notes', [{ ...noted(), data: { noteId: 'a' } }], 'any');
    const { position } = await eventStore.append('notes', [{ ...noted(), data: { noteId: 'b' } }], 'any');
    expect(await engine.waitFor(position, 2000)).toBe(true);
    expect(reported).toEqual([
      { ids: ['notes/a'], positionThen: 0 },
      { ids: ['notes/b'], positionThen: 1 },
    ]);
    await engine.stop();
    await eventStore.close();
  });
});
