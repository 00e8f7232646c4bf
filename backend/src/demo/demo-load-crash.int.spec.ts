import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewDomainEvent,
} from '../event-sourcing/event-store/event-store.port';
import type { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { SqliteEventStore } from '../event-sourcing/event-store/sqlite-event-store';
import { ManualClock } from '../shared/clock';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, TestApp } from '../testing/test-app';
import { DemoDataLoader } from './demo-data.loader';
import { PlannedDomainEvent, appendDemoPlan, demoPlanPath, readDemoPlan } from './demo-plan';

/** The store of a process that dies: the first `survives` appends are stored, every later one fails. */
class CrashingEventStore extends SqliteEventStore {
  private appends = 0;

  constructor(
    filename: string,
    private readonly survives: number,
  ) {
    super(filename);
  }

  override async append(
    stream: string,
    domainEvents: NewDomainEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    this.appends += 1;
    if (this.appends > this.survives) throw new Error(`crash after ${this.survives} appends`);
    return super.append(stream, domainEvents, expected);
  }
}

interface DataSet {
  domainEvents: number;
  types: Record<string, number>;
  events: number;
  speakers: number;
  sponsors: number;
  submissions: number;
}

/** What a visitor and an admin see of the data set, and how many domain events of each type hold it. */
async function dataSetOf(app: TestApp): Promise<DataSet> {
  const cookie = await app.login();
  const log = await app.get(EventStore).readAll(0, 100_000);
  const types: Record<string, number> = {};
  for (const domainEvent of log) types[domainEvent.type] = (types[domainEvent.type] ?? 0) + 1;
  const count = async (url: string) => (await app.request<unknown[]>('GET', url, { cookie })).body.length;
  return {
    domainEvents: log.length,
    types,
    events: await count('/api/events'),
    speakers: await count('/api/speakers'),
    sponsors: await count('/api/sponsors'),
    submissions: await count('/api/event-submissions'),
  };
}

/**
 * The first start's demo load is all or nothing: a crash after any number of appends leaves a
 * plan in DATA_DIR, and the next start finishes it, so it always finds the whole data set.
 */
describe('the demo data load after a crash', () => {
  let root: string;
  let complete: DataSet;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'demo-crash-'));
    const reference = await TestApp.start({ demoData: true, dataDir: join(root, 'reference') });
    complete = await dataSetOf(reference);
    await reference.stop();
    expect(complete.speakers).toBeGreaterThan(0);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The first start, in a process whose store fails after `survives` appends. */
  async function crashingFirstStart(dataDir: string, survives: number): Promise<PlannedDomainEvent[]> {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      ADMIN_EMAIL: TEST_ADMIN_EMAIL,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'quiet',
    });
    mkdirSync(dataDir, { recursive: true });
    const store = new CrashingEventStore(join(dataDir, 'events.sqlite'), survives);
    const loader = new DemoDataLoader(
      store,
      { waitFor: () => Promise.resolve(true) } as unknown as ProjectionEngine,
      new ManualClock(),
      config,
    );
    try {
      await expect(loader.loadIfEmpty()).rejects.toThrow(`crash after ${survives} appends`);
    } finally {
      await store.close();
    }
    return readDemoPlan(demoPlanPath(dataDir));
  }

  /** How many appends the whole plan takes (the same for every load of the data set). */
  let appendsPerLoad = 0;

  beforeAll(async () => {
    const plan = await crashingFirstStart(join(root, 'count'), 0);
    const counter = new CrashingEventStore(':memory:', Number.MAX_SAFE_INTEGER);
    const append = counter.append.bind(counter);
    counter.append = async (...args) => {
      appendsPerLoad += 1;
      return append(...args);
    };
    await appendDemoPlan(counter, plan);
    await counter.close();
    expect(appendsPerLoad).toBeGreaterThan(50);
  });

  it.each([
    ['before its first append', () => 0],
    ['after one append', () => 1],
    ['half-way', () => Math.floor(appendsPerLoad / 2)],
    ['one append before the end', () => appendsPerLoad - 1],
    ['after the last append, before the plan was removed', () => appendsPerLoad],
  ])('a crash %s: the next start finds the whole data set, each domain event once', async (when, survivesOf) => {
    const dataDir = join(root, when.replace(/\W+/g, '-'));
    const survives = survivesOf();
    let planned: PlannedDomainEvent[];
    if (survives < appendsPerLoad) {
      planned = await crashingFirstStart(dataDir, survives);
    } else {
      // Every domain event stored, then the process died before it removed the plan.
      planned = await crashingFirstStart(dataDir, 0);
      const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
      await appendDemoPlan(store, planned);
      await store.close();
    }
    const before = new SqliteEventStore(join(dataDir, 'events.sqlite'));
    const storedBefore = (await before.readAll(0, 100_000)).length;
    await before.close();
    if (survives < appendsPerLoad) expect(storedBefore).toBeLessThan(planned.length);

    const restarted = await TestApp.start({ demoData: true, dataDir });
    try {
      expect(existsSync(demoPlanPath(dataDir))).toBe(false);
      const log = await restarted.get(EventStore).readAll(0, 100_000);
      // The first owner is recorded after the demo data, once it is whole.
      expect(log.at(-1)?.type).toBe('OwnerAccountEstablished');
      expect(
        log
          .slice(0, -1)
          .map(({ stream, revision, id, type, data, metadata }) => ({ stream, revision, id, type, data, metadata })),
      ).toEqual(planned);
      expect(await dataSetOf(restarted)).toEqual(complete);
    } finally {
      await restarted.stop();
    }
  });

  it('a start with DEMO_DATA=off still finishes a load an earlier start left part-done', async () => {
    const dataDir = join(root, 'demo-off');
    const planned = await crashingFirstStart(dataDir, 3);
    const restarted = await TestApp.start({ demoData: false, dataDir });
    try {
      expect((await restarted.get(EventStore).readAll(0, 100_000)).length).toBe(planned.length + 1);
      expect(existsSync(demoPlanPath(dataDir))).toBe(false);
    } finally {
      await restarted.stop();
    }
  });

  it('a store that already holds domain events is never given the demo data', async () => {
    const dataDir = join(root, 'not-empty');
    const app = await TestApp.start({ demoData: false, dataDir });
    const cookie = await app.login();
    expect(
      (
        await app.request('POST', '/api/events', {
          cookie,
          body: {
            title: 'Mine',
            date: '2027-05-01',
            location: 'Hall',
            city: 'Austin',
            description: 'One event.',
            image: '',
            registrationUrl: '',
          },
        })
      ).status,
    ).toBe(201);
    await app.stop();
    const again = await TestApp.start({ demoData: true, dataDir });
    try {
      expect((await again.get(EventStore).readAll(0, 100_000)).map((domainEvent) => domainEvent.type)).toEqual([
        'OwnerAccountEstablished',
        'EventCreated',
      ]);
      expect(existsSync(demoPlanPath(dataDir))).toBe(false);
    } finally {
      await again.stop();
    }
  });
});
