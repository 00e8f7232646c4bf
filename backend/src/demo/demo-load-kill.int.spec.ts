import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SpawnedServer, ensureBuilt, freePort, signIn, spawnServer } from '../testing/spawned-server';
import { demoPlanPath } from './demo-plan';

/** Domain events in a DATA_DIR's log, read as another process would; null before the log exists. */
function storedDomainEvents(dataDir: string): number | null {
  const file = join(dataDir, 'events.sqlite');
  if (!existsSync(file)) return null;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare('SELECT COUNT(*) AS count FROM domain_events').get() as { count: number }).count;
    } finally {
      db.close();
    }
  } catch {
    return null; // the table is being created
  }
}

async function visibleDataSet(server: SpawnedServer): Promise<Record<string, number>> {
  const cookie = await signIn(server);
  const count = async (path: string) =>
    ((await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as unknown[]).length;
  return {
    events: await count('/api/events'),
    speakers: await count('/api/speakers'),
    sponsors: await count('/api/sponsors'),
    submissions: await count('/api/event-submissions'),
  };
}

/**
 * kill -9 of the real server during its first boot's demo load, at three moments, then a restart:
 * the restarted server always has the whole demo data set (it used to keep a partial one for good).
 */
describe('kill -9 during the first boot', () => {
  let root: string;
  let complete: { domainEvents: number; visible: Record<string, number> };

  beforeAll(async () => {
    ensureBuilt();
    root = mkdtempSync(join(tmpdir(), 'demo-kill-'));
    const dataDir = join(root, 'reference');
    const server = await spawnServer({ dataDir, port: await freePort(), env: { DEMO_DATA: 'on' } });
    complete = { domainEvents: storedDomainEvents(dataDir)!, visible: await visibleDataSet(server) };
    await server.stop();
    expect(complete.visible.speakers).toBeGreaterThan(0);
  }, 300_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.each([
    ['as soon as the plan is written', (stored: number | null, planWritten: boolean) => planWritten],
    ['after the first domain events are stored', (stored: number | null) => (stored ?? 0) > 0],
    ['half-way through the data set', (stored: number | null) => (stored ?? 0) > complete.domainEvents / 2],
  ])(
    'killed %s, restarted: the whole demo data set',
    async (_moment, killWhen) => {
      const dataDir = join(root, `trial-${Math.random().toString(36).slice(2)}`);
      const first = await spawnServer({
        dataDir,
        port: await freePort(),
        env: { DEMO_DATA: 'on' },
        waitUntilListening: false,
      });
      let killedAt: number | null = null;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && first.process.exitCode === null) {
        const stored = storedDomainEvents(dataDir);
        if (killWhen(stored, existsSync(demoPlanPath(dataDir)))) {
          await first.kill();
          killedAt = stored ?? 0;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await first.kill();
      expect(killedAt).not.toBeNull();
      // Killed part-way: the log holds less than the data set, and the plan says what is missing.
      const afterKill = storedDomainEvents(dataDir) ?? 0;
      console.info(`killed at ${killedAt}, ${afterKill} of ${complete.domainEvents} stored`);
      if (afterKill < complete.domainEvents) expect(existsSync(demoPlanPath(dataDir))).toBe(true);

      const restarted = await spawnServer({ dataDir, port: await freePort(), env: { DEMO_DATA: 'on' } });
      try {
        expect(storedDomainEvents(dataDir)).toBe(complete.domainEvents);
        expect(existsSync(demoPlanPath(dataDir))).toBe(false);
        expect(await visibleDataSet(restarted)).toEqual(complete.visible);
      } finally {
        await restarted.stop();
      }
    },
    180_000,
  );
});
