import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';
import { exportDomainEvents, parseArgs } from './export-events';
import type { ExportedLine } from './import-events';
import { execFileSync } from 'node:child_process';

describe('export-events', () => {
  let dir: string;
  let store: SqliteEventStore;
  const metadata = {
    actor: 'admin@example.com',
    occurredAt: '2026-11-01T10:00:00.000Z',
    correlationId: 'c',
    causationId: 'c',
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'export-events-'));
    store = new SqliteEventStore(join(dir, 'events.sqlite'));
    await store.append(
      'event-a',
      [{ id: 'id-1', type: 'EventCreated', data: { eventId: 'a', title: 'A' }, metadata }],
      'no_stream',
    );
    await store.append(
      'featured-events',
      [{ id: 'id-2', type: 'EventFeatured', data: { eventId: 'a' }, metadata }],
      'no_stream',
    );
    await store.append(
      'event-a',
      [{ id: 'id-3', type: 'EventHidden', data: { eventId: 'a' }, metadata: { ...metadata, revertsPosition: 1 } }],
      0,
    );
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the whole log, oldest first, one JSON object per line, reporting progress', async () => {
    const output = new PassThrough();
    const chunks: string[] = [];
    output.on('data', (chunk) => chunks.push(String(chunk)));
    const progress: number[] = [];
    expect(await exportDomainEvents(store, output, ({ position }) => progress.push(position))).toBe(3);
    const lines = chunks
      .join('')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as ExportedLine);
    expect(lines).toEqual([
      {
        position: 1,
        stream: 'event-a',
        revision: 0,
        id: 'id-1',
        type: 'EventCreated',
        data: { eventId: 'a', title: 'A' },
        metadata,
      },
      {
        position: 2,
        stream: 'featured-events',
        revision: 0,
        id: 'id-2',
        type: 'EventFeatured',
        data: { eventId: 'a' },
        metadata,
      },
      {
        position: 3,
        stream: 'event-a',
        revision: 1,
        id: 'id-3',
        type: 'EventHidden',
        data: { eventId: 'a' },
        metadata: { ...metadata, revertsPosition: 1 },
      },
    ]);
    expect(progress[progress.length - 1]).toBe(3);
  });

  it('reads --out <file>, --out=<file>, - for standard output, and defaults under DATA_DIR', () => {
    const now = new Date('2026-11-21T12:00:00.000Z');
    expect(parseArgs(['--out', 'x.ndjson'], '/data', now)).toEqual({ out: 'x.ndjson' });
    expect(parseArgs(['--out=-'], '/data', now)).toEqual({ out: '-' });
    expect(parseArgs([], '/data', now)).toEqual({ out: '/data/export-2026-11-21T12-00-00-000Z.ndjson' });
    expect(() => parseArgs(['--bogus'], '/data', now)).toThrow('Unknown option --bogus');
  });

  // The compiled script: `npm test` builds it first.
  const script = join(__dirname, '../../dist/scripts/export-events.js');
  (existsSync(script) ? it : it.skip)(
    'runs as a command over the same store the app uses (skipped only when the backend has not been built: run `npm run build -w backend`)',
    async () => {
      await store.close();
      const out = join(dir, 'out.ndjson');
      execFileSync(process.execPath, [script, '--out', out], {
        env: { ...process.env, DATA_DIR: dir, EVENTSTORE_CONNECTION_STRING: '' },
        stdio: 'pipe',
      });
      expect(readFileSync(out, 'utf8').trimEnd().split('\n')).toHaveLength(3);
      const stdout = execFileSync(process.execPath, [script, '--out', '-'], {
        env: { ...process.env, DATA_DIR: dir, EVENTSTORE_CONNECTION_STRING: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }).toString();
      expect(
        stdout
          .trimEnd()
          .split('\n')
          .map((line) => (JSON.parse(line) as ExportedLine).position),
      ).toEqual([1, 2, 3]);
      store = new SqliteEventStore(join(dir, 'events.sqlite'));
    },
  );
});
