import {
  byCodeUnits,
  bySpeakerOrder,
  EventSearchQuerySchema,
  eventDateSortKey,
  listPublicEvents,
  listingTiming,
  readEventDate,
  selectHomeFeaturedEvents,
  type EventListing,
  type EventSearchQuery,
  type Speaker,
  type SpeakerSearchQuery,
  type SpeakerSummary,
} from '@dental/contracts';
import { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { ReadStore } from '../event-sourcing/read-store/read-store.port';
import { groupSpeakerPeople } from '../speakers/domain/speaker-people';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { SpeakersQueries, type PublicSpeakers } from '../speakers/speakers.queries';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../testing/test-app';
import { EventsQueries } from './events.queries';
import { CityDirectory } from './places/city-directory';
import { RenewalRuleSets } from './renewal-rule-sets';
import { EVENTS_COLLECTION } from './projections/events.projection';
import { PublicEventViews, type PublicEventEntry, type TimedPublicEvents } from './public-event-views';
import { WordIndex } from './word-index';

/** A small seeded generator (mulberry32): the same sequence of edits on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const NAMES = ['Sarah Chen', 'Dr. Sarah Chen, DDS', 'Bob Smith', 'Robert Smith', 'Ana Ruiz', 'Tom Lee', 'Jim Park'];
/** The start of each word of some texts, as a search by words asks it. */
const startsOfWords = (texts: readonly string[]) =>
  [...new Set(texts.flatMap((text) => text.toLowerCase().match(/[a-z]+/g) ?? []))].map((word) => word.slice(0, 3));
const NAME_WORDS = startsOfWords(NAMES);
const EMAILS = ['a@example.com', 'b@example.com', 'c@example.com'];
const CITIES = ['Dallas, TX', 'dallas, tx', 'Chicago', 'Toronto, ON', 'Denver'];
const PLACE_WORDS = startsOfWords([...CITIES, 'Renamed', 'Joined', 'New']);
const DATES = [
  '2026-11-20',
  '2026-11-21',
  '2026-11-23',
  'November 21-24, 2026',
  '2026-12-01',
  '2026-10-01',
  'TBD',
  'Spring 2027',
];

/** Searches with one filter, several, several values of one, none indexed, paged and by credits. */
const EVENT_SEARCHES: EventSearchQuery[] = [
  { region: 'TX' },
  { region: 'TX', topic: ['690'] },
  { upcoming: 'true', city: 'dallas, tx' },
  { upcoming: 'false', format: ['in_person', 'virtual'], audience: ['dentist'] },
  { upcoming: 'true', topic: ['690', '130', '250'], month: '2026-11' },
  { upcoming: 'true', topic: ['690', '610'], format: ['in_person', 'hybrid'] },
  { city: 'nowhere, zz', topic: ['690'] },
  { q: 'implant', region: 'TX', sort: 'credits' },
  { q: 'course', page: 2, pageSize: 3 },
  { audience: ['hygienist', 'assistant'], minCredits: 1 },
  // Words: inside longer words, several, one in most texts, none, with a facet; the pages of one search.
  { q: 'mplan' },
  { q: 'Dental  IMPLANT', upcoming: 'true' },
  { q: 'e' },
  { q: 'zzzq' },
  { q: 'dallas', topic: ['690'], pageSize: 2 },
  { q: 'dallas', topic: ['690'], page: 2, pageSize: 2 },
  { q: 'dallas', topic: ['690'], page: 3, pageSize: 2 },
  { q: 'sarah', sort: 'credits', upcoming: 'false' },
].map((query) => EventSearchQuerySchema.parse(query));

/** Speaker searches: unfiltered pages, words at the start of a word, several, short, in most texts, in none, with a subject. */
const SPEAKER_SEARCHES: SpeakerSearchQuery[] = [
  { q: '', topic: [], page: 1, pageSize: 5 },
  { q: '', topic: [], page: 3, pageSize: 4 },
  { q: 'sarah', topic: [], page: 1, pageSize: 10 },
  // Words at the start of a word, several, short, in most texts, in none, with a subject.
  { q: 'Dr. Sarah Ch', topic: [], page: 1, pageSize: 10 },
  // Words of two speakers' names: an event with both lists neither of them.
  { q: 'sarah smith', topic: [], page: 1, pageSize: 10 },
  { q: 'tom park', topic: [], page: 1, pageSize: 10 },
  { q: 'smi', topic: [], page: 1, pageSize: 3 },
  { q: 'smi', topic: [], page: 2, pageSize: 3 },
  { q: 'e', topic: [], page: 1, pageSize: 10 },
  { q: 'session', topic: [], page: 1, pageSize: 10 },
  { q: 'mith', topic: [], page: 1, pageSize: 10 },
  { q: 'ana', topic: ['690'], page: 1, pageSize: 10 },
  { q: '', topic: ['690'], page: 1, pageSize: 10 },
];

/**
 * The views a write leaves behind equal views built from scratch over the same read models, after
 * every step of a random sequence of edits over the demo data: edits, trashes, restores, hides,
 * featuring, speakers added, moved, renamed and trashed, agenda edits, date changes and days
 * passing across "today". The from-scratch side is a fresh PublicEventViews and SpeakersQueries
 * (built from the read store's lists), and the spec's rules applied to every event directly.
 */
describe('public views maintained per change', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    app.clock.set(new Date(2026, 10, 21, 12, 0, 0));
    admin = await app.login();
  }, 60_000);
  afterAll(() => app.stop());

  const fromScratch = () => {
    const events = new PublicEventViews(
      app.get(ProjectionEngine),
      app.clock,
      app.get(ReadStore),
      app.get(CityDirectory),
      app.get(RenewalRuleSets),
      app.get(EventsQueries),
    );
    // Every entry derived here, not read from the stored public views: those are what is checked.
    events.useStoredViews = false;
    // And every search answered by reading every entry: the live views answer from their indexes.
    events.searchFromIndexes = false;
    const speakers = new SpeakersQueries(app.get(ReadStore), app.get(EventsQueries), events, app.clock, {
      servesNoRequests: false,
    });
    speakers.searchFromIndexes = false;
    return { events, speakers };
  };

  const comparable = (entry: PublicEventEntry) => ({ ...entry, seq: undefined });
  const ids = (entries: readonly PublicEventEntry[]) => entries.map((entry) => entry.event.id);

  /** The date sort, the split and the home selection as the spec's rules give them for every event. */
  const byTheRules = async (today: Date) => {
    // Events on the same dates stay in the order they were created in (a clock set back makes it
    // differ from the order they were added to the store in).
    const all = (await app.get(ReadStore).list<EventListing>(EVENTS_COLLECTION))
      .map((document) => document.value)
      .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt));
    const sorted = listPublicEvents(all);
    const timing = (event: EventListing) => listingTiming(event, today);
    const listingKey = (event: EventListing) => {
      if (readEventDate(event.date)) return eventDateSortKey(event.date);
      return readEventDate(event.startDate ?? '')?.date.getTime() ?? 0;
    };
    const span = (event: EventListing) => {
      const read =
        readEventDate(event.date) ??
        (() => {
          const first = readEventDate(event.startDate ?? '');
          if (!first) return null;
          const last = readEventDate(event.endDate ?? '') ?? first;
          return { date: first.date, end: last.date >= first.date ? last.date : first.date };
        })();
      return { start: read?.date.getTime() ?? 0, end: read?.end.getTime() ?? 0 };
    };
    const current = sorted
      .filter((event) => !['past', 'unknown'].includes(timing(event)))
      .sort((a, b) => listingKey(a) - listingKey(b));
    const notPast = [...current, ...sorted.filter((event) => timing(event) === 'unknown')];
    const past = sorted
      .filter((event) => timing(event) === 'past')
      .sort((a, b) => span(b).end - span(a).end || span(b).start - span(a).start);
    return {
      sorted: sorted.map((event) => event.id),
      notPast: notPast.map((event) => event.id),
      past: past.map((event) => event.id),
      featured: selectHomeFeaturedEvents(notPast, today).map((event) => event.id),
    };
  };

  const expectSameViews = async (step: string) => {
    const today = app.clock.now();
    const live = { events: app.get(PublicEventViews), speakers: app.get(SpeakersQueries) };
    const fresh = fromScratch();
    const [a, b]: TimedPublicEvents[] = [await live.events.timed(today), await fresh.events.timed(today)];
    // The live views were made from the stored public views alone: each was current after every write.
    expect({ step, derivedViews: live.events.derivedViews }).toEqual({ step, derivedViews: 0 });
    const rules = await byTheRules(today);
    expect({ step, sorted: ids(a.sorted) }).toEqual({ step, sorted: rules.sorted });
    expect({ step, notPast: ids(a.notPast), past: ids(a.past) }).toEqual({
      step,
      notPast: rules.notPast,
      past: rules.past,
    });
    expect({ step, featured: a.featured.map((event) => event.id) }).toEqual({ step, featured: rules.featured });
    expect(a.sorted.map(comparable)).toEqual(b.sorted.map(comparable));
    expect([...a.cityLabels].sort()).toEqual([...b.cityLabels].sort());
    for (const upcoming of ['all', 'true', 'false'] as const)
      expect({ step, upcoming, facets: a.unfilteredFacets(upcoming) }).toEqual({
        step,
        upcoming,
        facets: b.unfilteredFacets(upcoming),
      });
    for (const id of a.byId.keys()) expect(a.timingOrder(id)).toBe(b.timingOrder(id));

    for (const query of EVENT_SEARCHES)
      expect({ step, query, answer: await live.events.search(query) }).toEqual({
        step,
        query,
        answer: await fresh.events.search(query),
      });

    // The sessions naming speakers are read from the agendas on file when a page asks (decision 0111): both read them now.
    for (const { events } of [live, fresh]) await events.loadSessionPlaces((await events.snapshot()).sorted);
    const [p, q] = [await live.speakers.publicSpeakers(), await fresh.speakers.publicSpeakers()];
    expect({ step, list: publicList(p) }).toEqual({ step, list: publicList(q) });
    const everyone = (await app.get(ReadStore).list<Speaker>(SPEAKERS_COLLECTION)).map((document) => document.value);
    const people = groupSpeakerPeople(everyone).recordsOf;
    for (const speaker of publicList(q)) {
      const expected = people.get(speaker.id)!.filter((id) => q.shown.has(id));
      expect({ step, person: p.personOf.get(speaker.id) }).toEqual({ step, person: expected });
      expect({ step, sessions: p.sessionsOf.get(speaker.id) }).toEqual({
        step,
        sessions: q.sessionsOf.get(speaker.id),
      });
      expect(p.topicsOf.get(speaker.id)).toEqual(q.topicsOf.get(speaker.id));
      expect(await live.speakers.profile(speaker.id)).toEqual(await fresh.speakers.profile(speaker.id));
    }
    for (const eventId of a.byId.keys()) {
      expect(p.dedupedByEvent.get(eventId)).toEqual(q.dedupedByEvent.get(eventId));
      expect(p.byEvent.get(eventId)).toEqual(q.byEvent.get(eventId));
    }
    const queries = SPEAKER_SEARCHES;
    for (const query of queries)
      expect({ step, answer: await live.speakers.search(query, 'public') }).toEqual({
        step,
        answer: await fresh.speakers.search(query, 'public'),
      });
    // The same searches and every word of the names and places asked afresh of the live indexes,
    // not followed from a search kept from a step before: what the indexes hold after the changes
    // so far, against reading every entry and text.
    live.events.keepSearches = false;
    live.speakers.keepSearches = false;
    try {
      const words = [...NAME_WORDS, ...PLACE_WORDS];
      for (const query of [...EVENT_SEARCHES, ...words.map((q) => EventSearchQuerySchema.parse({ q }))])
        expect({ step, afresh: query, answer: await live.events.search(query) }).toEqual({
          step,
          afresh: query,
          answer: await fresh.events.search(query),
        });
      for (const query of [
        ...SPEAKER_SEARCHES,
        ...words.map((q): SpeakerSearchQuery => ({ q, topic: [], page: 1, pageSize: 50 })),
      ])
        expect({ step, afresh: query, answer: await live.speakers.search(query, 'public') }).toEqual({
          step,
          afresh: query,
          answer: await fresh.speakers.search(query, 'public'),
        });
    } finally {
      live.events.keepSearches = true;
      live.speakers.keepSearches = true;
    }
  };

  it('are built by prepare(), before any read, so the first read after a start lists nothing', async () => {
    const readStore = app.get(ReadStore);
    const unprepared = fromScratch();
    const listing = jest.spyOn(readStore, 'list');
    try {
      await unprepared.speakers.publicSpeakers();
      // The events come from their summaries, which the process keeps (decision 0111); the speaker records are listed.
      expect(listing).toHaveBeenCalledWith(SPEAKERS_COLLECTION);
      const prepared = fromScratch();
      await prepared.speakers.prepare();
      listing.mockClear();
      const [views, speakers] = [await prepared.events.timed(), await prepared.speakers.publicSpeakers()];
      expect(listing).not.toHaveBeenCalled();
      expect(ids(views.sorted)).toEqual(ids((await unprepared.events.timed()).sorted));
      expect(publicList(speakers)).toEqual(publicList(await unprepared.speakers.publicSpeakers()));
      expect(speakers.shown.count()).toBeGreaterThan(0);
    } finally {
      listing.mockRestore();
    }
  });

  it('answer from word indexes built ahead between requests as from reading every text, before and after a change', async () => {
    const warmed = fromScratch();
    warmed.events.searchFromIndexes = true;
    warmed.speakers.searchFromIndexes = true;
    const builds = jest.spyOn(WordIndex, 'inSlices');
    await warmed.events.warmWordIndex();
    await warmed.speakers.warmWordIndex();
    // Both built, and kept: the searches below add no text to an index but through changes.
    expect(builds).toHaveBeenCalledTimes(2);
    for (const { value } of builds.mock.results) expect(await value).not.toBeNull();
    builds.mockRestore();
    const indexed = jest.spyOn(WordIndex.prototype as unknown as { addLast: () => void }, 'addLast');
    const compare = async (step: string) => {
      const scanning = fromScratch();
      for (const query of EVENT_SEARCHES)
        expect({ step, query, answer: await warmed.events.search(query) }).toEqual({
          step,
          query,
          answer: await scanning.events.search(query),
        });
      for (const query of SPEAKER_SEARCHES)
        expect({ step, query, answer: await warmed.speakers.search(query, 'public') }).toEqual({
          step,
          query,
          answer: await scanning.speakers.search(query, 'public'),
        });
    };
    await compare('built ahead');
    expect(indexed).not.toHaveBeenCalled();
    indexed.mockRestore();
    const speaker = publicList(await warmed.speakers.publicSpeakers())[0];
    const renamed = await app.request('PATCH', `/api/speakers/${speaker.id}`, {
      body: { name: 'Dr. Quill Ashdown' },
      cookie: admin,
    });
    expect(renamed.status).toBe(200);
    await compare('after a change');
    expect((await warmed.speakers.search({ q: 'ashdown', topic: [], page: 1, pageSize: 5 }, 'public')).total).toBe(1);
  });

  it('answer a search by words by reading every text until the word indexes are built, the first search starting the build', async () => {
    const building = fromScratch();
    building.events.searchFromIndexes = true;
    building.speakers.searchFromIndexes = true;
    const scanning = fromScratch();
    const builds = jest.spyOn(WordIndex, 'inSlices');
    try {
      // The first search by words answers as reading every text does, and leaves the index to a
      // build between requests instead of building it at once (decision 0135).
      const [eventQuery] = EVENT_SEARCHES.filter((query) => query.q !== '');
      expect(await building.events.search(eventQuery)).toEqual(await scanning.events.search(eventQuery));
      expect(builds).toHaveBeenCalledTimes(1);
      const speakerQuery = SPEAKER_SEARCHES.find((query) => query.q !== '')!;
      expect(await building.speakers.search(speakerQuery, 'public')).toEqual(
        await scanning.speakers.search(speakerQuery, 'public'),
      );
      expect(builds).toHaveBeenCalledTimes(2);
      // A change while they are built is in them once built; asking for them joins the builds under way.
      const [entry] = (await building.events.snapshot()).sorted;
      const edited = await app.request('PATCH', `/api/events/${entry.event.id}`, {
        body: { title: 'Quokkafest Implant Summit' },
        cookie: admin,
      });
      expect(edited.status).toBe(200);
      await building.events.warmWordIndex();
      await building.speakers.warmWordIndex();
      expect(builds).toHaveBeenCalledTimes(2);
      for (const { value } of builds.mock.results) expect(await value).not.toBeNull();
      for (const query of [...EVENT_SEARCHES, EventSearchQuerySchema.parse({ q: 'quokkafest' })])
        expect({ query, answer: await building.events.search(query) }).toEqual({
          query,
          answer: await scanning.events.search(query),
        });
      expect((await building.events.search(EventSearchQuerySchema.parse({ q: 'quokkafest' }))).total).toBe(1);
      for (const query of SPEAKER_SEARCHES)
        expect({ query, answer: await building.speakers.search(query, 'public') }).toEqual({
          query,
          answer: await scanning.speakers.search(query, 'public'),
        });
    } finally {
      builds.mockRestore();
    }
  });

  it('derive a view after a write from the event read whole when its stored view cannot stand for it', async () => {
    // Views of their own that use no stored view: every view at their start, then the one a write touches.
    const { events: views } = fromScratch();
    const [entry] = (await views.snapshot()).sorted;
    const derivedBefore = views.derivedViews;
    const edited = await app.request('PATCH', `/api/events/${entry.event.id}`, {
      body: { title: 'Derived Again After A Write' },
      cookie: admin,
    });
    expect(edited.status).toBe(200);
    const after = (await views.snapshot()).byId.get(entry.event.id)!;
    expect(views.derivedViews).toBe(derivedBefore + 1);
    expect(after.event.title).toBe('Derived Again After A Write');
    expect(after.text).toContain('derived again after a write');
    expect('agenda' in after.event).toBe(false);
  });

  it('show a write to every read sent after it, those arriving while the views take it in included', async () => {
    // Views of their own, so that nothing else reads them between the write and the reads below.
    const views = fromScratch().events;
    await views.timed();
    const created = await app.request<{ id: string }>('POST', '/api/events', {
      body: eventForm({ title: 'Concurrent Readers Course', date: '2024-03-07' }),
      cookie: admin,
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // Read together, as a page's render asks for several lists at once: the first starts the
    // refresh, the others arrive while it reads the changed documents.
    // Each read is looked at as soon as it resolves, as an answer is written then.
    const listed = (read: Promise<{ byId: ReadonlyMap<string, unknown> }>) => read.then((views) => views.byId.has(id));
    const reads = await Promise.all([views.timed(), views.timed(), views.snapshot(), views.timed()].map(listed));
    expect(reads).toEqual([true, true, true, true]);
  });

  it('equal views built from scratch after every step of random edits', async () => {
    const random = seeded(28);
    const request = async (method: 'POST' | 'PATCH', path: string, body: unknown) => {
      const response = await app.request(method, path, { body, cookie: admin });
      // A refusal (a limit, a trashed target) is part of the sequence; a server error never is.
      expect({ path, status: response.status < 500 }).toEqual({ path, status: true });
      return response.status < 400;
    };
    const eventIds = async () => (await app.get(EventsQueries).all()).map((event) => event.id);
    const speakerIds = async () => (await app.get(SpeakersQueries).all()).map((speaker) => speaker.id);
    const trashed = async (queries: { trashed(): Promise<Array<{ id: string }>> }) => [
      'none-trashed',
      ...(await queries.trashed()).map((item) => item.id),
    ];
    const agendaNaming = (names: string[]) => [
      {
        date: '2026-11-21',
        sessions: names.map((name, index) => ({
          time: `${9 + index}:00 AM`,
          title: `Session ${index}`,
          speaker: name,
          topics: [random.pick(['690', '490', '010'])],
        })),
      },
    ];

    await expectSameViews('start');
    const steps: Array<() => Promise<boolean>> = [
      async () => request('PATCH', `/api/events/${random.pick(await eventIds())}`, { date: random.pick(DATES) }),
      async () =>
        request('PATCH', `/api/events/${random.pick(await eventIds())}`, {
          city: random.pick(CITIES),
          title: `Renamed ${random.below(1000)}`,
        }),
      async () => request('PATCH', `/api/events/${random.pick(await eventIds())}`, { isHidden: random.below(2) === 0 }),
      async () =>
        request('PATCH', `/api/events/${random.pick(await eventIds())}`, { isFeatured: random.below(2) === 0 }),
      async () =>
        request('POST', `/api/events/${random.pick(await eventIds())}/trash`, { password: TEST_ADMIN_PASSWORD }),
      async () => request('POST', `/api/events/${random.pick(await trashed(app.get(EventsQueries)))}/restore`, {}),
      async () =>
        request(
          'POST',
          '/api/events',
          eventForm({ title: `New ${random.below(1000)}`, date: random.pick(DATES), city: random.pick(CITIES) }),
        ),
      async () =>
        request('PATCH', `/api/events/${random.pick(await eventIds())}`, {
          agenda: agendaNaming([random.pick(NAMES), random.pick(NAMES)]),
        }),
      async () =>
        request('POST', '/api/speakers', {
          name: random.pick(NAMES),
          email: random.pick(EMAILS),
          profession: 'General Dentist',
          specialty: 'Implant Dentistry',
          lectureTitle: 'Lecture',
          image: random.below(2) === 0 ? 'https://example.com/photo.jpg' : '',
          eventId: random.pick(await eventIds()),
        }),
      async () =>
        request('PATCH', `/api/speakers/${random.pick(await speakerIds())}`, {
          eventId: random.pick(await eventIds()),
        }),
      async () =>
        request('PATCH', `/api/speakers/${random.pick(await speakerIds())}`, {
          name: random.pick(NAMES),
          email: random.pick(EMAILS),
        }),
      // Two writes before the next read: the event joined changed first, so its speakers are
      // worked out again before those of the event the speaker leaves.
      async () => {
        const target = random.pick(await eventIds());
        await request('PATCH', `/api/events/${target}`, { title: `Joined ${random.below(1000)}` });
        return request('PATCH', `/api/speakers/${random.pick(await speakerIds())}`, {
          eventId: target,
          name: random.pick(NAMES),
        });
      },
      async () =>
        request('PATCH', `/api/speakers/${random.pick(await speakerIds())}`, {
          samePersonAs: random.pick(await speakerIds()),
        }),
      async () =>
        request('POST', `/api/speakers/${random.pick(await speakerIds())}/trash`, { password: TEST_ADMIN_PASSWORD }),
      async () => request('POST', `/api/speakers/${random.pick(await trashed(app.get(SpeakersQueries)))}/restore`, {}),
      async () => {
        app.clock.advanceDays(random.pick([1, 1, 2, -1, -3]));
        admin = await app.login();
        return true;
      },
    ];
    const done = new Set<number>();
    for (let step = 0; step < 90; step += 1) {
      const action = random.below(steps.length);
      if (await steps[action]()) done.add(action);
      await expectSameViews(`step ${step} (action ${action})`);
    }
    // The sequence did every kind of change at least once.
    expect([...done].sort((a, b) => a - b)).toEqual(steps.map((_step, index) => index));
    // Searches kept from one step were followed to the next, and equalled the scans above then.
    expect(app.get(SpeakersQueries).followedSearches).toBeGreaterThan(50);
    expect(app.get(PublicEventViews).followedSearches).toBeGreaterThan(50);
  }, 300_000);
});

/** Every public speaker record the views hold, in speaker order (what the unpaged list gives). */
function publicList(views: PublicSpeakers): SpeakerSummary[] {
  return [...views.shown.values()].sort(bySpeakerOrder);
}
