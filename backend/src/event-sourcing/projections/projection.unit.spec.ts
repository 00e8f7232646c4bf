import type { DomainEventNamed, DomainEventsIn, sponsorTierDomainEvents } from '@dental/contracts';
import type { ProjectedDomainEvent } from '../event-store/event-store.port';
import { InMemoryReadStore } from '../read-store/in-memory-read-store';
import { IndexRow, IndexRows, ReadModelDocument, ReadStore } from '../read-store/read-store.port';
import {
  DocumentProjection,
  DocumentsProjection,
  REMOVE,
  RowIndexProjection,
  UNCHANGED,
  changeExisting,
  changeExistingTo,
  patch,
  update,
  type DocumentHandlers,
  type Projected,
} from './projection';
import { whileRebuilding } from './projection-engine';

interface Names {
  eventId: string;
  names: string[];
  renamedAt?: string;
}

type TierDomainEvent = DomainEventsIn<typeof sponsorTierDomainEvents>;

/** Keeps an event's tier names; a reset of the 'gold' tier removes the document, other resets leave it. */
class TierNames extends DocumentProjection<Names, TierDomainEvent> {
  constructor() {
    super({
      name: 'tier-names',
      collection: 'names',
      documentId: (domainEvent) => domainEvent.data.eventId,
      on: {
        SponsorTierRenamed: (current, { data, metadata }) =>
          current
            ? patch<Names>({ names: [...current.names, data.customName] }, { renamedAt: metadata.occurredAt })
            : { eventId: data.eventId, names: [data.customName] },
        SponsorTierNameReset: (_current, { data }) => (data.tierLevel === 'gold' ? REMOVE : UNCHANGED),
      },
    });
  }
}

let position = 0;
const renamed = (customName: string, eventId = 'e-1'): ProjectedDomainEvent => ({
  position: (position += 1),
  type: 'SponsorTierRenamed',
  data: { eventId, tierLevel: 'gold', customName },
  metadata: { actor: 'admin@example.com', occurredAt: `2026-11-01T10:00:0${position % 10}.000Z` },
});
const reset = (tierLevel: 'gold' | 'silver', eventId = 'e-1'): ProjectedDomainEvent => ({
  position: (position += 1),
  type: 'SponsorTierNameReset',
  data: { eventId, tierLevel },
  metadata: { actor: 'admin@example.com', occurredAt: '2026-11-01T11:00:00.000Z' },
});

/** The in-memory store without its synchronous face, as MongoDB is: every operation is awaited. */
class AwaitedStore extends ReadStore {
  readonly durable = true;
  readonly synchronous = null;
  readonly memory = new InMemoryReadStore();
  get<T>(collection: string, id: string) {
    return this.memory.get<T>(collection, id);
  }
  list<T>(collection: string) {
    return this.memory.list<T>(collection);
  }
  put<T>(collection: string, document: ReadModelDocument<T>) {
    return this.memory.put(collection, document);
  }
  remove(collection: string, id: string, at: number) {
    return this.memory.remove(collection, id, at);
  }
  getCheckpoint(projection: string) {
    return this.memory.getCheckpoint(projection);
  }
  saveCheckpoint(projection: string, at: number) {
    return this.memory.saveCheckpoint(projection, at);
  }
  getVersion(projection: string) {
    return this.memory.getVersion(projection);
  }
  saveVersion(projection: string, version: number) {
    return this.memory.saveVersion(projection, version);
  }
  reset(projection: string, collections: readonly string[]) {
    return this.memory.reset(projection, collections);
  }
  close() {
    return this.memory.close();
  }
}

describe('a projection declared as a map of handlers', () => {
  beforeEach(() => (position = 0));

  it('handles exactly the types its map names', () => {
    expect([...new TierNames().handles].sort()).toEqual(['SponsorTierNameReset', 'SponsorTierRenamed']);
  });

  it('patches a copy outside a rebuild: a reader holding the old value keeps it', async () => {
    const store = new InMemoryReadStore();
    const projection = new TierNames();
    await projection.apply(renamed('Diamond'), store);
    const before = (await store.get<Names>('names', 'e-1'))!.value;
    await projection.apply(renamed('Platinum'), store);
    expect(before).toEqual({ eventId: 'e-1', names: ['Diamond'] });
    expect(await store.get('names', 'e-1')).toEqual({
      id: 'e-1',
      position: 2,
      value: { eventId: 'e-1', names: ['Diamond', 'Platinum'], renamedAt: '2026-11-01T10:00:02.000Z' },
    });
  });

  it('patches in place during a rebuild, with the same result', async () => {
    const store = new InMemoryReadStore();
    const projection = new TierNames();
    await projection.apply(renamed('Diamond'), store);
    const before = (await store.get<Names>('names', 'e-1'))!.value;
    await whileRebuilding(store, async () => projection.apply(renamed('Platinum'), store));
    expect(store.privateToProjections).toBe(false);
    const after = await store.get<Names>('names', 'e-1');
    expect(after).toEqual({
      id: 'e-1',
      position: 2,
      value: { eventId: 'e-1', names: ['Diamond', 'Platinum'], renamedAt: '2026-11-01T10:00:02.000Z' },
    });
    expect(after!.value).toBe(before);
  });

  it.each([
    ['in memory', () => new InMemoryReadStore()],
    ['in memory, rebuilding', () => new InMemoryReadStore()],
    ['awaited (as MongoDB)', () => new AwaitedStore()],
  ])(
    'skips a redelivered domain event, leaves the document on UNCHANGED and removes it on REMOVE (%s)',
    async (mode, storeFor) => {
      const store = storeFor();
      const projection = new TierNames();
      const run = async () => {
        const first = renamed('Diamond');
        await projection.apply(first, store);
        await projection.apply(first, store);
        expect((await store.get<Names>('names', 'e-1'))?.value.names).toEqual(['Diamond']);
        await projection.apply(reset('silver'), store);
        expect((await store.get('names', 'e-1'))?.position).toBe(1);
        await projection.apply(reset('gold'), store);
        expect(await store.get('names', 'e-1')).toBeNull();
      };
      if (mode.endsWith('rebuilding')) await whileRebuilding(store, run);
      else await run();
    },
  );

  it('creates a document from a patch alone without keeping the patch itself', async () => {
    const store = new InMemoryReadStore();
    const fields = { eventId: 'e-2', names: ['Gold'] };
    const created = new DocumentProjection<Names, DomainEventNamed<'SponsorTierRenamed'>>({
      name: 'patch-only',
      collection: 'names',
      documentId: (domainEvent) => domainEvent.data.eventId,
      on: { SponsorTierRenamed: () => patch<Names>(fields) },
    });
    await whileRebuilding(store, async () => created.apply(renamed('Gold', 'e-2'), store));
    const stored = await store.get<Names>('names', 'e-2');
    expect(stored?.value).toEqual(fields);
    expect(stored?.value).not.toBe(fields);
  });
});

describe('changes to documents that record when they last changed', () => {
  const listed = { id: 'e1', title: 'Implant Symposium', updatedAt: '2026-11-01T00:00:00.000Z' };
  const at = { metadata: { occurredAt: '2026-11-21T12:00:00.000Z' } };

  it('sets the fields and stamps updatedAt with the domain event time', () => {
    expect(changeExisting(listed, { title: 'Implant Symposium 2027' }, at)).toEqual(
      patch<typeof listed>({ title: 'Implant Symposium 2027' }, { updatedAt: '2026-11-21T12:00:00.000Z' }),
    );
    expect(changeExistingTo<typeof listed>({ title: 'Renamed' })(listed, at)).toEqual(
      patch<typeof listed>({ title: 'Renamed' }, { updatedAt: '2026-11-21T12:00:00.000Z' }),
    );
  });

  it('leaves alone a document that is not there', () => {
    expect(changeExisting<typeof listed>(undefined, { title: 'x' }, at)).toBe(UNCHANGED);
    expect(changeExistingTo<typeof listed>({ title: 'x' })(undefined, at)).toBe(UNCHANGED);
  });
});

describe('a projection over several documents', () => {
  beforeEach(() => (position = 0));

  const counted = (collection: string) =>
    new DocumentsProjection<DomainEventNamed<'SponsorTierRenamed'>>({
      name: 'counts',
      collections: ['names', 'counts'],
      on: {
        SponsorTierRenamed: ({ data }) => [
          update<Names>('names', data.eventId, () => ({ eventId: data.eventId, names: [data.customName] })),
          update<{ renames: number }>(collection, 'all', (current) => ({ renames: (current?.renames ?? 0) + 1 })),
        ],
      },
    });

  it.each([
    ['in memory', () => new InMemoryReadStore()],
    ['awaited (as MongoDB)', () => new AwaitedStore()],
  ])('applies each document change in order, each skipped when redelivered (%s)', async (_mode, storeFor) => {
    const store = storeFor();
    const projection = counted('counts');
    const first = renamed('Diamond');
    await projection.apply(first, store);
    await projection.apply(renamed('Gold', 'e-2'), store);
    await projection.apply(first, store);
    expect((await store.list('names')).map((document) => document.id).sort()).toEqual(['e-1', 'e-2']);
    expect(await store.get('counts', 'all')).toEqual({ id: 'all', position: 2, value: { renames: 2 } });
  });

  it('refuses to change a collection it does not own', () => {
    expect(() => counted('elsewhere').apply(renamed('Diamond'), new InMemoryReadStore())).toThrow(
      'counts changed elsewhere, which it does not own',
    );
  });
});

/** A store in memory that says it keeps index rows, in the given way. */
class KeepsIndexRows extends InMemoryReadStore {
  constructor(override readonly indexRows: IndexRows) {
    super();
  }
}

describe('a row index', () => {
  const table = { name: 'seen_rows', columns: ['name'], indexes: [] };
  const definition = {
    name: 'seen',
    handles: ['SponsorTierRenamed', 'SponsorTierNameReset'] as Array<TierDomainEvent['type']>,
    rowOf: (domainEvent: Projected<TierDomainEvent>): readonly [number, string] | null =>
      domainEvent.type === 'SponsorTierRenamed' ? [domainEvent.position, domainEvent.data.customName] : null,
    table,
  };

  it('in process memory: adds the row each domain event gives, hands none to the store, and is cleared before a rebuild', () => {
    const seen: Array<readonly [number, string]> = [];
    const projection = new RowIndexProjection<TierDomainEvent, readonly [number, string]>({
      ...definition,
      inProcessMemory: { add: (row) => seen.push(row), clear: () => (seen.length = 0) },
    });
    const kept: IndexRow[] = [];
    const store = new KeepsIndexRows({
      declare: () => undefined,
      append: (_name, row) => kept.push(row),
      query: () => Promise.reject(new Error('not asked')),
    });
    const diamond = renamed('Diamond');
    projection.apply(diamond, store);
    projection.apply(reset('silver'), store);
    expect(seen).toEqual([[diamond.position, 'Diamond']]);
    expect(kept).toEqual([]);
    projection.clearProcessMemory?.();
    expect(seen).toEqual([]);
  });

  it("kept by the store: hands it each row for the projection's table, and has no process memory to clear", () => {
    const projection = new RowIndexProjection<TierDomainEvent, readonly [number, string]>({
      ...definition,
      inProcessMemory: null,
    });
    const kept: Array<{ projection: string; row: IndexRow }> = [];
    const store = new KeepsIndexRows({
      declare: () => undefined,
      append: (name, row) => kept.push({ projection: name, row }),
      query: () => Promise.reject(new Error('not asked')),
    });
    const diamond = renamed('Diamond');
    projection.apply(diamond, store);
    projection.apply(reset('silver'), store);
    expect(kept).toEqual([{ projection: 'seen', row: [diamond.position, 'Diamond'] }]);
    expect(projection.rowTable).toBe(table);
    expect(projection.clearProcessMemory).toBeUndefined();
  });
});

/*
 * Compile-time checks: `npm run typecheck` fails if a line marked @ts-expect-error compiles. A map
 * must have one handler per domain event type of its union, no more, and each handler is given
 * its own type's data.
 */
describe('the handler map is checked by the compiler', () => {
  it('fails the type check for a missing handler, an extra one, or data of another type', () => {
    // @ts-expect-error SponsorTierNameReset has no handler
    const missing: DocumentHandlers<Names, TierDomainEvent> = {
      SponsorTierRenamed: () => UNCHANGED,
    };
    const extra: DocumentHandlers<Names, TierDomainEvent> = {
      SponsorTierRenamed: () => UNCHANGED,
      SponsorTierNameReset: () => UNCHANGED,
      // @ts-expect-error SponsorAdded is not in the sponsor tiers' union
      SponsorAdded: () => UNCHANGED,
    };
    const wrongData: DocumentHandlers<Names, TierDomainEvent> = {
      SponsorTierRenamed: () => UNCHANGED,
      // @ts-expect-error a reset is not given a renaming's data
      SponsorTierNameReset: (
        _current: Names | undefined,
        domainEvent: Projected<DomainEventNamed<'SponsorTierRenamed'>>,
      ) => patch<Names>({ names: [domainEvent.data.customName] }),
    };
    const wrongDocument: DocumentHandlers<Names, TierDomainEvent> = {
      // @ts-expect-error the document has no `title`
      SponsorTierRenamed: () => patch<Names>({ title: 'Gold' }),
      SponsorTierNameReset: () => REMOVE,
    };
    expect([missing, extra, wrongData, wrongDocument].map((handlers) => Object.keys(handlers).length)).toEqual([
      1, 3, 2, 2,
    ]);
  });
});
