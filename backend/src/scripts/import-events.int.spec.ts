import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';
import { TestApp } from '../testing/test-app';
import { OperatorError } from './backup';
import { exportDomainEvents } from './export-events';
import { importDomainEvents, type ExportedLine } from './import-events';

async function exportText(store: EventStore): Promise<string> {
  const output = new PassThrough();
  const chunks: string[] = [];
  output.on('data', (chunk) => chunks.push(String(chunk)));
  await exportDomainEvents(store, output);
  output.end();
  return chunks.join('');
}

describe('import-events', () => {
  let dir: string;
  let exported: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'import-events-'));
    // The demo data set: every kind of stream, multi-event appends, flags, trash, a live event from a submission.
    const app = await TestApp.start({ demoData: true, dataDir: join(dir, 'source') });
    exported = await exportText(app.get(EventStore));
    await app.stop();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips: export, import into an empty store, export again gives the same file, positions included', async () => {
    const store = new SqliteEventStore(join(dir, 'round-trip.sqlite'));
    try {
      const lines = exported.trimEnd().split('\n');
      expect(lines.length).toBeGreaterThan(100);
      expect(await importDomainEvents(store, Readable.from([exported]))).toEqual({ imported: lines.length });
      expect(await exportText(store)).toBe(exported);
    } finally {
      await store.close();
    }
  });

  it('refuses a store that is not empty, and changes nothing in it', async () => {
    const store = new SqliteEventStore(join(dir, 'not-empty.sqlite'));
    try {
      const [first] = exported.split('\n');
      await importDomainEvents(store, Readable.from([`${first}\n`]));
      await expect(importDomainEvents(store, Readable.from([exported]))).rejects.toThrow(
        new OperatorError(
          'The event store is not empty: import only into an empty store (a new DATA_DIR, or a new EventStoreDB database).',
        ),
      );
      expect(await store.headPosition()).toBe(1);
    } finally {
      await store.close();
    }
  });

  it('names the first line it cannot read', async () => {
    const store = new SqliteEventStore(':memory:');
    try {
      const [first] = exported.split('\n');
      await expect(importDomainEvents(store, Readable.from([`${first}\n{"stream":"x"}\n`]))).rejects.toThrow(
        /^Line 2 is not a domain event/,
      );
      await expect(importDomainEvents(new SqliteEventStore(':memory:'), Readable.from(['not json\n']))).rejects.toThrow(
        'Line 1 is not JSON.',
      );
    } finally {
      await store.close();
    }
  });

  it('refuses a file whose stream skips a revision, at that line', async () => {
    const store = new SqliteEventStore(':memory:');
    try {
      const lines = exported
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as ExportedLine);
      const stream = lines.find((line) => line.revision === 2)!.stream;
      const gap = lines.filter((line) => line.stream === stream).filter((line) => line.revision !== 1);
      await expect(
        importDomainEvents(store, Readable.from([gap.map((line) => JSON.stringify(line)).join('\n')])),
      ).rejects.toThrow(
        new OperatorError(`Line 2 does not continue its stream: ${stream} is at revision 0, the line says 2.`),
      );
      expect(await store.headPosition()).toBe(1);
    } finally {
      await store.close();
    }
  });
});
