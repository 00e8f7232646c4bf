import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { eventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';
import { EventStore, type StoredDomainEvent } from './event-store.port';

const directory = mkdtempSync(join(tmpdir(), 'event-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

eventStoreContract('SQLite', () => Promise.resolve(new SqliteEventStore(join(directory, 'contract.sqlite'))));

/** The SQLite log read by types as the port reads any log (what the KurrentDB adapter does), page by page. */
class ReadsTypesAsThePortDoes extends SqliteEventStore {
  override readTypes(...args: Parameters<EventStore['readTypes']>): AsyncGenerator<StoredDomainEvent[]> {
    return EventStore.prototype.readTypes.apply(this, args);
  }
}
eventStoreContract('SQLite read by types as the port does', () =>
  Promise.resolve(new ReadsTypesAsThePortDoes(join(directory, 'contract-port-reads.sqlite'))),
);

describe('SQLite event store durability settings', () => {
  it('uses WAL and synchronous=FULL so an acknowledged append survives a crash', async () => {
    const file = join(directory, 'durability.sqlite');
    const store = new SqliteEventStore(file);
    await store.append(
      'event-1',
      [
        {
          id: randomUUID(),
          type: 'EventCreated',
          data: {},
          metadata: { actor: 'a', occurredAt: new Date().toISOString(), correlationId: 'c', causationId: 'c' },
        },
      ],
      'no_stream',
    );
    const inspector = new Database(file, { readonly: true });
    expect(inspector.pragma('journal_mode', { simple: true })).toBe('wal');
    inspector.close();
    // synchronous is per connection: read it from the store's own connection.
    expect((store as unknown as { db: Database.Database }).db.pragma('synchronous', { simple: true })).toBe(2);
    await store.close();
    const reopened = new SqliteEventStore(file);
    expect(await reopened.readStream('event-1')).toHaveLength(1);
    await reopened.close();
  });
});

describe('SQLite event store read for a replay', () => {
  it('reads a short first page, so that projecting starts sooner, then pages three times longer up to the size asked for', async () => {
    const store = new SqliteEventStore(join(directory, 'replay-pages.sqlite'));
    const metadata = { actor: 'a', occurredAt: '2026-01-01T00:00:00.000Z', correlationId: 'c', causationId: 'c' };
    await store.append(
      'notes',
      Array.from({ length: 10_000 }, (_unused, index) => ({
        id: randomUUID(),
        type: 'Noted',
        data: { index },
        metadata,
      })),
      'no_stream',
    );
    const sizes: number[] = [];
    const positions: number[] = [];
    for await (const page of store.readAllPages(0, 4000)) {
      sizes.push(page.length);
      positions.push(...page.map(({ position }) => position));
    }
    expect(sizes).toEqual([1000, 3000, 4000, 2000]);
    expect(positions).toEqual(Array.from({ length: 10_000 }, (_unused, index) => index + 1));
    await store.close();
  });
});

describe('SQLite event store shared by several processes', () => {
  const newEvent = (type = 'EventCreated') => ({
    id: randomUUID(),
    type,
    data: {},
    metadata: { actor: 'a', occurredAt: new Date().toISOString(), correlationId: 'c', causationId: 'c' },
  });

  it("delivers another connection's appends to a following store's subscription without being told", async () => {
    const file = join(directory, 'shared.sqlite');
    const follower = new SqliteEventStore(file, { followOtherWriters: true });
    const other = new SqliteEventStore(file);
    const delivered: number[] = [];
    const subscription = follower.subscribeToAll(0, (domainEvent) => void delivered.push(domainEvent.position));
    const { position } = await other.append('event-shared', [newEvent()], 'no_stream');
    expect(follower.headNow()).toBe(position);
    const started = Date.now();
    while (!delivered.includes(position) && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(delivered).toEqual([position]);
    expect(Date.now() - started).toBeLessThan(500);
    await subscription.close();
    await follower.close();
    await other.close();
  });

  it('a store that does not follow others only hears its own appends', async () => {
    const file = join(directory, 'not-following.sqlite');
    const store = new SqliteEventStore(file);
    const other = new SqliteEventStore(file);
    const delivered: number[] = [];
    const subscription = store.subscribeToAll(0, (domainEvent) => void delivered.push(domainEvent.position));
    await other.append('event-x', [newEvent()], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toEqual([]);
    // Noticing the head by hand (what a request does before it reads) delivers it.
    expect(store.noticeOtherAppends()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(delivered).toEqual([1]);
    await subscription.close();
    await store.close();
    await other.close();
  });

  it('keeps each stream consistent when two connections append to it: a stale expected revision is a concurrency error', async () => {
    const file = join(directory, 'contended.sqlite');
    const stores = [new SqliteEventStore(file), new SqliteEventStore(file)];
    await stores[0].append('event-c', [newEvent()], 'no_stream');
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        stores[index % 2]
          .append(`event-${index % 4 === 0 ? 'c' : index}`, [newEvent()], index % 4 === 0 ? 0 : 'any')
          .then(
            () => 'appended',
            (error: Error) => error.name,
          ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'appended')).toHaveLength(31);
    expect(outcomes.filter((outcome) => outcome !== 'appended')).toEqual(Array(9).fill('ConcurrencyError'));
    for (const store of stores) await store.close();
  });
});

describe('SQLite event store while another process writes', () => {
  it('waits for a write lock another process holds, without blocking its own event loop, instead of failing with "database is locked"', async () => {
    const file = join(directory, 'busy.sqlite');
    const store = new SqliteEventStore(file);
    // Another process takes the write lock and keeps it for a second.
    const holder = spawn(process.execPath, [
      '-e',
      `const db = new (require(${JSON.stringify(require.resolve('better-sqlite3'))}))(${JSON.stringify(file)});
       db.exec('BEGIN IMMEDIATE'); process.stdout.write('locked\\n'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, 1000);`,
    ]);
    const holderExited = new Promise((resolve) => holder.once('exit', resolve));
    let holderErrors = '';
    holder.stderr.on('data', (chunk: Buffer) => (holderErrors += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.once('data', () => resolve());
      holder.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}: ${holderErrors}`)));
    });
    const started = Date.now();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const appended = await store.append(
      'event-busy',
      [
        {
          id: randomUUID(),
          type: 'EventCreated',
          data: {},
          metadata: { actor: 'a', occurredAt: new Date().toISOString(), correlationId: 'c', causationId: 'c' },
        },
      ],
      'no_stream',
    );
    expect(appended.position).toBe(1);
    clearInterval(ticker);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    // Waiting did not stop this process: its timers kept running (other requests are served meanwhile).
    expect(ticks).toBeGreaterThanOrEqual(10);
    await holderExited;
    await store.close();
  });
});

describe('SQLite event store following other writers when the log cannot be read', () => {
  it('keeps the last head it saw instead of throwing from its timer or a request', async () => {
    const file = join(directory, 'unreadable.sqlite');
    const store = new SqliteEventStore(file, { followOtherWriters: true });
    const { position } = await store.append(
      'event-u',
      [
        {
          id: randomUUID(),
          type: 'EventCreated',
          data: {},
          metadata: { actor: 'a', occurredAt: new Date().toISOString(), correlationId: 'c', causationId: 'c' },
        },
      ],
      'no_stream',
    );
    // The head lookup failing as it would on a disk error.
    jest.spyOn(store, 'headNow').mockImplementation(() => {
      throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
    });
    expect(store.noticeOtherAppends()).toBe(position);
    await new Promise((resolve) => setTimeout(resolve, 120)); // the poll ran, and the process is still here
    await store.close();
  });
});
