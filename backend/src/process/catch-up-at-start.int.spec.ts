import type { EventListing } from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendCatalogue } from '../bench/generate-log';
import { EventStore } from '../event-sourcing/event-store/event-store.port';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { SqliteReadStore } from '../event-sourcing/read-store/sqlite-read-store';
import { ProjectionEngine, SERVES_WHILE_CATCHING_UP_FROM } from '../event-sourcing/projections/projection-engine';
import { MAIL_CHECKPOINT, MailReactor } from '../mail/mail-reactor';
import { TrashPurgeJob } from '../purge';
import { OutboxStore } from '../shared/shared-state/outbox-store.port';
import { PublicReadPath } from '../site/public-read-path';
import { TestApp } from '../testing/test-app';

/**
 * A start far behind the log, after catalogue events were appended to a stopped store as an import
 * does, serves what its read models hold while they catch up, and runs the start's jobs once they
 * have (decision 0145).
 */
describe('a start that serves while its read models catch up after an import', () => {
  const directory = mkdtempSync(join(tmpdir(), 'catch-up-at-start-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('answers from the read models as they were, says it is catching up, then shows the import and starts mail', async () => {
    const dataDir = mkdtempSync(join(directory, 'site-'));
    const before = await TestApp.start({ demoData: true, dataDir, env: { READ_MODELS: 'file' } });
    const demoEvents = (await before.request<EventListing[]>('GET', '/api/events')).body.length;
    await before.stop();
    const added = appendCatalogue(join(dataDir, 'events.sqlite'), {
      events: 1000,
      sessionsPerEvent: 20,
      speakersPerEvent: 8,
    });

    const app = await TestApp.start({ dataDir, env: { READ_MODELS: 'file' }, servesWhileCatchingUp: true });
    try {
      const engine = app.get(ProjectionEngine);
      const head = await app.get(EventStore).headPosition();
      const mailFrom = await app.get(OutboxStore).checkpoint(MAIL_CHECKPOINT);
      expect(head - mailFrom!).toBeGreaterThanOrEqual(SERVES_WHILE_CATCHING_UP_FROM);
      expect(engine.catchingUpAtStart).toEqual({ head });

      const ready = await app.request<{ status: string; subscription: { state: string } }>('GET', '/api/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: 'ready', subscription: { state: 'catching up' } });
      // The lists stay as the first read found them until the catch-up ends, however far it goes meanwhile.
      const first = await app.request<EventListing[]>('GET', '/api/events');
      const positionThen = engine.position;
      // Requests are answered between its steps: wait for one to have moved it on.
      for (let waited = 0; waited < 100 && engine.position === positionThen; waited += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await app.request<EventListing[]>('GET', '/api/events');
      expect(engine.catchingUpAtStart).not.toBeNull();
      expect(engine.position).toBeGreaterThan(positionThen);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body).toEqual(first.body);
      expect(first.body.length).toBeGreaterThanOrEqual(demoEvents);
      // Mail follows the log only once the read models it reads have caught up.
      expect(await app.get(OutboxStore).checkpoint(MAIL_CHECKPOINT)).toBe(mailFrom);

      // What the public answers made during the catch-up are kept under: never served after it, even at the same position.
      const readPath = app.get(PublicReadPath);
      const duringAtHead = readPath.generation().replace(/^\d+/, String(head));
      const readStore = app.get(ReadStore) as SqliteReadStore;
      const listedFromBlocksBefore = readStore.listedFromBlocks;
      expect(await engine.caughtUpAtStart()).toBe(true);
      expect(engine.position).toBe(head);
      expect(readPath.generation()).not.toBe(duringAtHead);
      // The views are built again from the listings' blocks (the events', the speakers'), made for
      // what the catch-up wrote before it is over, not from every document.
      expect(readStore.listingBlocksMade).toBeGreaterThanOrEqual(2);
      const after = await app.request<EventListing[]>('GET', '/api/events');
      expect(readStore.listedFromBlocks).toBeGreaterThanOrEqual(listedFromBlocksBefore + 2);
      expect(after.body.length).toBe(demoEvents + added.length);
      expect((await app.request('GET', `/api/events/${added[0].id}`)).status).toBe(200);
      expect(
        (await app.request<{ subscription: { state: string } }>('GET', '/api/ready')).body.subscription.state,
      ).toBe('running');
      const mailCaughtUp = Date.now() + 20_000;
      while ((await app.get(OutboxStore).checkpoint(MAIL_CHECKPOINT)) !== head && Date.now() < mailCaughtUp)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await app.get(OutboxStore).checkpoint(MAIL_CHECKPOINT)).toBe(head);
    } finally {
      await app.stop();
    }
  }, 90_000);

  it('starts no mail when it is stopped as the catch-up ends, so that the process can end', async () => {
    const dataDir = mkdtempSync(join(directory, 'site-'));
    await (await TestApp.start({ demoData: true, dataDir, env: { READ_MODELS: 'file' } })).stop();
    appendCatalogue(join(dataDir, 'events.sqlite'), { events: 1000, sessionsPerEvent: 20, speakersPerEvent: 8 });

    const app = await TestApp.start({ dataDir, env: { READ_MODELS: 'file' }, servesWhileCatchingUp: true });
    // The start's jobs after the catch-up are held at the purge until the application has closed.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const purged = jest.spyOn(app.get(TrashPurgeJob), 'run').mockImplementation(() => held.then(() => 0));
    // Not run: started on the closed stores, it would retry for good.
    const mailStarted = jest.spyOn(app.get(MailReactor), 'start').mockResolvedValue();
    expect(app.get(ProjectionEngine).catchingUpAtStart).not.toBeNull();
    expect(await app.get(ProjectionEngine).caughtUpAtStart()).toBe(true);
    for (let waited = 0; waited < 100 && purged.mock.calls.length === 0; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purged).toHaveBeenCalled();

    await app.stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailStarted).not.toHaveBeenCalled();
  }, 90_000);
});
