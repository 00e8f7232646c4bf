import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { eventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const directory = mkdtempSync(join(tmpdir(), 'event-store-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

eventStoreContract('SQLite', async () => new SqliteEventStore(join(directory, 'contract.sqlite')));

describe('SQLite event store durability settings', () => {
  it('uses WAL and synchronous=FULL so an acknowledged append survives a crash', async () => {
    const file = join(directory, 'durability.sqlite');
    const store = new SqliteEventStore(file);
    await store.append('event-1', [{ id: randomUUID(), type: 'EventCreated', data: {}, metadata: { actor: 'a', occurredAt: new Date().toISOString(), correlationId: 'c', causationId: 'c' } }], 'no_stream');
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
