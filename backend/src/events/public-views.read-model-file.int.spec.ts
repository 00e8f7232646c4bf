import Database from 'better-sqlite3';
import type { EventListing, Speaker } from '@dental/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { READ_MODELS_FILE } from '../event-sourcing/read-store/sqlite-read-store';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { TestApp } from '../testing/test-app';
import { PUBLIC_VIEWS_COLLECTION, PublicViewsProjection } from './projections/public-views.projection';
import { PublicEventViews } from './public-event-views';
import { EventsQueries } from './events.queries';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { eventSummary } from './public-event';

/**
 * The public views kept in the read-model file (decision 0075): a restart loads them instead of
 * deriving them from every event, answers exactly as before, derives again a view it cannot use,
 * and a new version of the projection derives them all again.
 */
describe('public views kept in the read-model file', () => {
  const directory = mkdtempSync(join(tmpdir(), 'public-views-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  const start = (dataDir: string, demoData = false) =>
    TestApp.start({ demoData, dataDir, env: { READ_MODELS: 'file' } });

  /** Every public answer the views make, as a visitor receives it. */
  async function publicAnswers(app: TestApp) {
    const events = (await app.request<EventListing[]>('GET', '/api/events')).body;
    const speakers = (await app.request<Speaker[]>('GET', '/api/speakers')).body;
    const withAgenda = events.find((event) => event.agenda !== null)!;
    const reads = [
      '/api/events',
      '/api/events/featured',
      '/api/events/search?upcoming=true',
      '/api/events/search?q=implant',
      '/api/events/search?topic=690&minCredits=1',
      `/api/events/${withAgenda.id}`,
      '/api/speakers',
      `/api/speakers?eventId=${withAgenda.id}`,
      '/api/speakers/search',
      '/api/speakers/search?q=dds&page=1',
      '/api/speakers/featured',
      ...speakers.slice(0, 12).map((speaker) => `/api/speakers/${speaker.id}/profile`),
      // What reads the agendas on file (decision 0111): a search by a renewal rule, the feeds.
      '/api/events/search?countsToward=ca-dentist%3Ainfection-control',
      '/feed.xml',
      '/calendar.ics',
    ];
    const answers: Record<string, unknown> = {};
    for (const url of reads) {
      const response = await app.request('GET', url);
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      answers[url] = response.body;
    }
    return { answers, events, speakers };
  }

  /** A site with the demo data, a renamed speaker and a changed agenda, stopped, and what it answered. */
  async function site() {
    const dataDir = mkdtempSync(join(directory, 'site-'));
    const app = await start(dataDir, true);
    const admin = await app.login();
    const { speakers, events } = await publicAnswers(app);
    await app.request('PATCH', `/api/speakers/${speakers[0].id}`, {
      body: { name: 'Dr. Renamed Before' },
      cookie: admin,
    });
    const withAgenda = events.find((event) => event.agenda !== null)!;
    await app.request('PATCH', `/api/events/${withAgenda.id}`, {
      body: { title: 'Retitled before the restart' },
      cookie: admin,
    });
    const before = await publicAnswers(app);
    await app.stop();
    return { dataDir, before: before.answers, events: before.events };
  }

  it('a restart loads every stored view, derives none, and answers byte for byte as before', async () => {
    const { dataDir, before, events } = await site();
    const app = await start(dataDir);
    try {
      const after = (await publicAnswers(app)).answers;
      expect(JSON.stringify(after)).toBe(JSON.stringify(before));
      expect(events.length).toBeGreaterThan(5);
      expect(app.get(PublicEventViews).derivedViews).toBe(0);
    } finally {
      await app.stop();
    }
  });

  /** `pick` of each event of the public list, in its order. */
  const listedEvents = async <T>(app: TestApp, pick: (event: EventListing) => T): Promise<T[]> =>
    (await app.request<EventListing[]>('GET', '/api/events')).body.map(pick);

  /** The public list's events (`pick` of each) on a new site after `act`, and again after a restart of that site. */
  async function listedBeforeAndAfterRestart<T>(
    name: string,
    act: (app: TestApp) => Promise<void>,
    pick: (event: EventListing) => T,
  ): Promise<{ before: T[]; after: T[] }> {
    const listed = (app: TestApp) => listedEvents(app, pick);
    const dataDir = mkdtempSync(join(directory, `${name}-`));
    const app = await start(dataDir);
    let before: T[];
    try {
      await act(app);
      before = await listed(app);
    } finally {
      await app.stop();
    }
    const restarted = await start(dataDir);
    try {
      return { before, after: await listed(restarted) };
    } finally {
      await restarted.stop();
    }
  }

  it('events on the same dates keep the order they were created in across a restart, whatever their ids', async () => {
    const created: string[] = [];
    const { before, after } = await listedBeforeAndAfterRestart(
      'same-dates',
      async (app) => {
        const admin = await app.login();
        // Created a second apart, until one's id sorts before an earlier one's: the file lists events by id.
        while (created.length < 2 || [...created].sort().join() === created.join()) {
          app.clock.set(new Date(app.clock.now().getTime() + 1000));
          const title = `Same dates ${created.length}`;
          created.push((await app.createEvent(admin, { title, date: 'May 5-7, 2027' })).id);
        }
      },
      (event) => event.id,
    );
    expect({ before, after }).toEqual({ before: created, after: created });
  });

  it('events created while the clock was set back take their place by the moment they were created, as a restart lists them', async () => {
    const titles = (app: TestApp) => listedEvents(app, (event) => event.title);
    const { before, after } = await listedBeforeAndAfterRestart(
      'clock-set-back',
      async (app) => {
        const admin = await app.login();
        const createAt = async (title: string, secondsFromNow: number) => {
          app.clock.set(new Date(Date.parse('2026-11-21T12:00:00.000Z') + secondsFromNow * 1000));
          await app.createEvent(admin, { title, date: 'May 5-7, 2027' });
        };
        await createAt('Third', 10);
        expect(await titles(app)).toEqual(['Third']);
        // Two more, the later one first and no read between them: one refresh numbers both.
        await createAt('Fifth', 30);
        await createAt('Fourth', 20);
        expect(await titles(app)).toEqual(['Third', 'Fourth', 'Fifth']);
        // Two before every other: the views are built again.
        await createAt('Second', 5);
        await createAt('First', 1);
      },
      (event) => event.title,
    );
    const inCreationOrder = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
    expect({ before, after }).toEqual({ before: inCreationOrder, after: inCreationOrder });
  });

  it('keep the events on file: every view holds them without their agendas, which are read when an answer gives them', async () => {
    const { dataDir } = await site();
    const app = await start(dataDir);
    try {
      const admin = await app.login();
      const [first] = (await app.request<EventListing[]>('GET', '/api/events')).body;
      await app.request('PATCH', `/api/events/${first.id}`, {
        body: { title: 'Changed after the restart' },
        cookie: admin,
      });
      const whole = (await app.get(ReadStore).list<EventListing>(EVENTS_COLLECTION)).map((document) => document.value);
      const summaries = await app.get(EventsQueries).summaries();
      expect(whole.length).toBeGreaterThan(5);
      expect(summaries.size).toBe(whole.length);
      for (const event of whole) expect(summaries.get(event.id)?.value).toEqual(eventSummary(event));
      const { sorted } = await app.get(PublicEventViews).snapshot();
      expect(sorted.filter((entry) => 'agenda' in entry.event)).toEqual([]);
      expect(sorted.find((entry) => entry.event.id === first.id)?.event.title).toBe('Changed after the restart');
    } finally {
      await app.stop();
    }
  });

  it("keep no copy of the agenda: the public list gives each agenda with its sessions' keys, as the event page does", async () => {
    const { dataDir } = await site();
    const file = new Database(join(dataDir, READ_MODELS_FILE), { readonly: true });
    const stored = file
      .prepare<[string], { value: string }>('SELECT value FROM documents WHERE collection = ?')
      .all(PUBLIC_VIEWS_COLLECTION)
      .map((row) => JSON.parse(row.value) as object);
    file.close();
    expect(stored.length).toBeGreaterThan(5);
    expect(stored.filter((view) => 'agenda' in view)).toEqual([]);

    const app = await start(dataDir);
    try {
      const listed = (await app.request<EventListing[]>('GET', '/api/events')).body;
      const withAgenda = listed.filter((event) => event.agenda !== null);
      expect(withAgenda.length).toBeGreaterThan(2);
      for (const event of withAgenda) {
        const page = (await app.request<EventListing>('GET', `/api/events/${event.id}`)).body;
        expect({ id: event.id, agenda: event.agenda }).toEqual({ id: event.id, agenda: page.agenda });
      }
      // The keys are the public answers' own: the sessions carry them, and no stored view holds them.
      expect(JSON.stringify(withAgenda[0].agenda)).toContain('"key":');
    } finally {
      await app.stop();
    }
  });

  it('a restart lists the speaker records before it serves, not at the first write, which would wait for them', async () => {
    const { dataDir, events } = await site();
    const app = await start(dataDir);
    const listing = jest.spyOn(app.get(ReadStore), 'list');
    try {
      const edited = await app.request('PATCH', `/api/events/${events[0].id}`, {
        body: { title: 'The first write after a restart' },
        cookie: await app.login(),
      });
      expect(edited.status).toBe(200);
      expect(listing).not.toHaveBeenCalledWith(SPEAKERS_COLLECTION);
    } finally {
      listing.mockRestore();
      await app.stop();
    }
  });

  it('a bad or missing stored view is derived again, and the answers stay the same', async () => {
    const { dataDir, before, events } = await site();
    const [bad, missing] = events.filter((event) => event.agenda !== null);
    const file = new Database(join(dataDir, READ_MODELS_FILE));
    file
      .prepare('UPDATE documents SET value = ? WHERE collection = ? AND id = ?')
      .run(JSON.stringify({ text: 42 }), PUBLIC_VIEWS_COLLECTION, bad.id);
    file.prepare('DELETE FROM documents WHERE collection = ? AND id = ?').run(PUBLIC_VIEWS_COLLECTION, missing.id);
    file.close();

    const app = await start(dataDir);
    try {
      expect(JSON.stringify((await publicAnswers(app)).answers)).toBe(JSON.stringify(before));
      expect(app.get(PublicEventViews).derivedViews).toBe(2);
    } finally {
      await app.stop();
    }
  });

  it('a stored view of another version of the projection is derived again from the documents at the start', async () => {
    const { dataDir, before, events } = await site();
    const stale = events.find((event) => event.agenda !== null)!;
    const file = new Database(join(dataDir, READ_MODELS_FILE));
    const read = file
      .prepare<[string, string], { value: string }>('SELECT value FROM documents WHERE collection = ? AND id = ?')
      .get(PUBLIC_VIEWS_COLLECTION, stale.id)!;
    // A view of the right shape that an older derivation could have made: only a rebuild corrects it.
    const view = { ...(JSON.parse(read.value) as object), text: 'an older derivation', topics: [] };
    file
      .prepare('UPDATE documents SET value = ? WHERE collection = ? AND id = ?')
      .run(JSON.stringify(view), PUBLIC_VIEWS_COLLECTION, stale.id);
    file.prepare('UPDATE checkpoints SET version = 0 WHERE projection = ?').run('public-views');
    file.close();

    const app = await start(dataDir);
    try {
      expect(JSON.stringify((await publicAnswers(app)).answers)).toBe(JSON.stringify(before));
      expect(app.get(PublicEventViews).derivedViews).toBe(0);
    } finally {
      await app.stop();
    }
    const reopened = new Database(join(dataDir, READ_MODELS_FILE), { readonly: true });
    const version = reopened
      .prepare<[string], { version: number }>('SELECT version FROM checkpoints WHERE projection = ?')
      .get('public-views')!.version;
    const rebuilt = JSON.parse(
      reopened
        .prepare<[string, string], { value: string }>('SELECT value FROM documents WHERE collection = ? AND id = ?')
        .get(PUBLIC_VIEWS_COLLECTION, stale.id)!.value,
    ) as { text: string; topics: string[] };
    reopened.close();
    expect(version).toBe(new PublicViewsProjection().version);
    expect(rebuilt.text).toContain(stale.title.toLowerCase());
    expect(rebuilt.topics).toEqual(expect.arrayContaining(stale.topics ?? []));
  });
});
