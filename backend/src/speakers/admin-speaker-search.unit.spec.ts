import {
  bySpeakerOrder,
  disclosureMissing,
  filterSpeakers,
  hasSocialMedia,
  sortAdminEvents,
  type AdminSpeakersAnswer,
  type EventListing,
  type Speaker,
} from '@dental/contracts';
import type { ProjectionEngine } from '../event-sourcing/projections/projection-engine';
import { EVENTS_COLLECTION, WordIndex, type EventsQueries, type PublicEventViews } from '../events';
import { SPEAKERS_COLLECTION } from '../shared/read-model-collections';
import { AdminSpeakersQueries } from './admin-speakers.queries';
import type { SpeakersQueries } from './speakers.queries';

/**
 * The admin speakers screen's search from its word index (decision 0108): after every change it
 * answers what the search box's filter gives over the whole lists, for needles with spaces,
 * punctuation, one or two letters, none at all, and words no speaker has.
 */
describe('the admin speakers search from its word index', () => {
  const FIRST = ['Ana', 'Ben', 'Chen', 'Émile', 'O’Brien', 'Zoë', 'Jo', 'Ortiz-Vega', 'ANA'];
  const LAST = ['Ortiz', 'Okafor', 'Okafor-Lee', "O'Neil", 'Smith', 'Lindqvist', 'Ng', 'Ana'];
  const PROFESSIONS = [
    'General Dentist (DDS)',
    'Periodontist (DMD, MS)',
    'Endodontist',
    '',
    'Oral & Maxillofacial Surgeon',
    'Hygienist, RDH',
    'dr. of dental surgery',
  ];
  const NEEDLES = [
    '',
    '   ',
    'a',
    'O',
    'e',
    'dr',
    'Dr.',
    'okafor',
    'OKA',
    'fa',
    'ana ortiz',
    'ana  ortiz',
    'ortiz ana',
    'dr. ana',
    '  Dr. Ana ',
    'dentist (dds',
    '(dmd, ms)',
    "o'n",
    'o’b',
    '-',
    'ortiz-v',
    'a-v',
    'émile',
    'zoë',
    'zoë ng',
    'émile smith',
    'o’brien  okafor',
    'ng',
    'ist',
    'surgeon',
    'dds) x',
    'zzz',
    'nobody here',
  ];

  /** A seeded generator, so a failure is found again. */
  function randomness(seed: number) {
    let state = seed;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % n;
    };
    return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)] };
  }

  /** The read store as the queries read it, and the projection engine telling them what changed. */
  function store() {
    const events = new Map<string, EventListing>();
    const speakers = new Map<string, Speaker>();
    let touchedListener: (touched: ReadonlyArray<{ collection: string; id: string }>) => void = () => {};
    let rebuiltListener = () => {};
    const projections = {
      onDocumentsTouched: (_collections: readonly string[], listener: typeof touchedListener) =>
        (touchedListener = listener),
      onRebuilt: (listener: () => void) => (rebuiltListener = listener),
    } as unknown as ProjectionEngine;
    const queries = new AdminSpeakersQueries(
      {
        summaries: () =>
          Promise.resolve(
            new Map([...events.values()].map((event) => [event.id, { id: event.id, position: 1, value: event }])),
          ),
        find: (id: string) => Promise.resolve(events.get(id) ?? null),
      } as unknown as EventsQueries,
      {
        readWhole: (summaries: readonly Speaker[]) =>
          Promise.resolve(summaries.flatMap(({ id }) => (speakers.has(id) ? [speakers.get(id)!] : []))),
      } as unknown as SpeakersQueries,
      {
        speakerSummaries: () =>
          Promise.resolve({ get: (id: string) => speakers.get(id), all: () => speakers.values() }),
      } as unknown as PublicEventViews,
      projections,
    );
    let added = 0;
    return {
      events,
      speakers,
      queries,
      putEvent(event: EventListing) {
        events.set(event.id, event);
        touchedListener([{ collection: EVENTS_COLLECTION, id: event.id }]);
      },
      putSpeaker(speaker: Speaker) {
        speakers.set(speaker.id, speaker);
        touchedListener([{ collection: SPEAKERS_COLLECTION, id: speaker.id }]);
      },
      purgeSpeaker(id: string) {
        speakers.delete(id);
        touchedListener([{ collection: SPEAKERS_COLLECTION, id }]);
      },
      rebuilt: () => rebuiltListener(),
      /** Each speaker added a second after the one before. */
      newSpeaker: (id: string, eventId: string, name: string, profession: string): Speaker =>
        ({
          id,
          eventId,
          name,
          profession,
          socialLinks: {},
          disclosure: '',
          isFeatured: false,
          trashedAt: null,
          createdAt: new Date(Date.UTC(2026, 0, 1) + 1000 * added++).toISOString(),
        }) as unknown as Speaker,
    };
  }

  const event = (id: string, date: string, overrides: Partial<EventListing> = {}) =>
    ({
      id,
      title: `Meeting ${id}`,
      date,
      isHidden: false,
      hideSocialMedia: false,
      hideAbstracts: false,
      trashedAt: null,
      ...overrides,
    }) as unknown as EventListing;

  /** Every page of a search, as the screen would list them: each group's event and speakers. */
  async function answered(queries: AdminSpeakersQueries, q: string) {
    const first = await queries.page({ q, eventId: '', page: 1 });
    const pages: AdminSpeakersAnswer[] = [first];
    for (let page = 2; page <= first.pages; page += 1) pages.push(await queries.page({ q, eventId: '', page }));
    return {
      groups: pages.flatMap(({ items }) => items.map((group) => [group.event.id, group.speakers.map(({ id }) => id)])),
      total: first.total,
      matching: first.matching,
      pages: first.pages,
      stats: first.stats,
    };
  }

  /** The same from the whole lists: the admin list's date order, each event's speakers filtered by the box. */
  function readingEveryGroup(events: Iterable<EventListing>, speakers: Iterable<Speaker>, q: string) {
    const listed = sortAdminEvents(
      [...events].filter((one) => one.trashedAt === null),
      'date',
    );
    const everySpeaker = [...speakers];
    const shown = filterSpeakers(
      everySpeaker.filter((speaker) => speaker.trashedAt === null),
      { search: q },
    );
    const groups = listed
      .map((one) => [
        one.id,
        shown
          .filter((speaker) => speaker.eventId === one.id)
          .sort(bySpeakerOrder)
          .map(({ id }) => id),
      ])
      .filter(([, ids]) => ids.length > 0);
    // The screen's counts: every speaker of a listed event, whatever the search.
    const listedIds = new Set(listed.map((one) => one.id));
    const counted = everySpeaker.filter((speaker) => speaker.trashedAt === null && listedIds.has(speaker.eventId));
    return {
      groups,
      total: groups.length,
      matching: groups.reduce((total, [, ids]) => total + ids.length, 0),
      pages: Math.max(1, Math.ceil(groups.length / 10)),
      stats: {
        total: counted.length,
        events: new Set(counted.map((speaker) => speaker.eventId)).size,
        social: counted.filter(hasSocialMedia).length,
        disclosureMissing: counted.filter(disclosureMissing).length,
      },
    };
  }

  afterEach(() => jest.restoreAllMocks());

  it('answers every needle as reading every group does, after each of many random changes', async () => {
    const { below, pick } = randomness(11);
    const world = store();
    const dates = ['2027-03-10', '2027-03-10', '2026-11-02', 'March 3-4, 2027', '2028-01-20', 'TBA'];
    // Many events, so that a needle found in a few of them has its groups sorted by their places.
    for (let at = 0; at < 150; at += 1)
      world.events.set(`e${at}`, event(`e${at}`, pick(dates), { isHidden: at % 7 === 3, trashedAt: null }));
    world.events.set('gone', event('gone', '2027-05-01', { trashedAt: '2026-10-01T00:00:00.000Z' }));
    // A speaker's event id may name no event in the list (trashed, or not read yet): never listed.
    const eventIds = [...world.events.keys(), 'unknown'];
    const name = () => {
      const title = below(3) === 0 ? 'Dr. ' : '';
      return `${title}${pick(FIRST)}${below(5) === 0 ? '  ' : ' '}${pick(LAST)}`;
    };
    let nextSpeaker = 0;
    for (; nextSpeaker < 220; nextSpeaker += 1) {
      const speaker = world.newSpeaker(`s${nextSpeaker}`, pick(eventIds), name(), pick(PROFESSIONS));
      world.speakers.set(speaker.id, speaker);
    }

    const containing = jest.spyOn(WordIndex.prototype, 'containing');
    const builds = jest.spyOn(WordIndex, 'inSlices');
    const indexed = jest.spyOn(WordIndex.prototype as unknown as { addLast: () => void }, 'addLast');
    const check = async (step: string) => {
      for (const q of NEEDLES)
        expect({ step, q, answer: await answered(world.queries, q) }).toEqual({
          step,
          q,
          answer: readingEveryGroup(world.events.values(), world.speakers.values(), q),
        });
    };
    // Before the index is built between requests, every group is read.
    await check('at first');
    expect(builds).toHaveBeenCalledTimes(1);
    expect(await builds.mock.results[0].value).not.toBeNull();
    const builtOnce = indexed.mock.calls.length;
    expect(builtOnce).toBe([...world.speakers.values()].filter((speaker) => speaker.trashedAt === null).length);
    await check('from the index');

    const someSpeaker = (trashed: boolean) => {
      const some = [...world.speakers.values()].filter((speaker) => (speaker.trashedAt !== null) === trashed);
      return some.length > 0 ? some[below(some.length)] : undefined;
    };
    const searches = NEEDLES.filter((needle) => needle.trim() !== '');
    for (let step = 0; step < 100; step += 1) {
      // A search asked before the changes and first after them: the screen's kept search follows them.
      const kept = pick(searches);
      await answered(world.queries, kept);
      for (let changes = 1 + below(3); changes > 0; changes -= 1) {
        const kind = below(10);
        const speaker = someSpeaker(kind === 5);
        if (kind === 0 || !speaker)
          world.putSpeaker(world.newSpeaker(`s${nextSpeaker++}`, pick(eventIds), name(), pick(PROFESSIONS)));
        else if (kind === 1) world.putSpeaker({ ...speaker, name: name() });
        else if (kind === 2) world.putSpeaker({ ...speaker, profession: pick(PROFESSIONS) });
        else if (kind === 3) world.putSpeaker({ ...speaker, eventId: pick(eventIds) });
        else if (kind === 4) world.putSpeaker({ ...speaker, trashedAt: '2026-11-01T00:00:00.000Z' });
        else if (kind === 5) world.putSpeaker({ ...speaker, trashedAt: null });
        else if (kind === 6) world.purgeSpeaker(speaker.id);
        else if (kind === 7 && below(2) === 0) world.putSpeaker({ ...speaker, isFeatured: !speaker.isFeatured });
        else if (kind === 7)
          // What the screen counts: a social link, a disclosure.
          world.putSpeaker({
            ...speaker,
            socialLinks: below(2) === 0 ? { linkedin: 'https://www.linkedin.com/in/someone' } : {},
            disclosure: below(2) === 0 ? 'No relevant financial relationships.' : '',
          });
        else {
          // The event: trashed or restored, moved in time, or a new one.
          const chosen = world.events.get(pick(eventIds));
          if (!chosen || below(4) === 0) {
            const id = `e${world.events.size}`;
            world.putEvent(event(id, pick(dates)));
            eventIds.push(id);
          } else if (below(2) === 0)
            world.putEvent({ ...chosen, trashedAt: chosen.trashedAt ? null : '2026-11-01T00:00:00.000Z' });
          else world.putEvent({ ...chosen, date: pick(dates) });
        }
      }
      // Answered from the groups it found before, changed where the changes were: not looked up again.
      const lookedUp = containing.mock.calls.length;
      const answer = await answered(world.queries, kept);
      expect({ step, kept, answer, lookedUpAgain: containing.mock.calls.length > lookedUp }).toEqual({
        step,
        kept,
        answer: readingEveryGroup(world.events.values(), world.speakers.values(), kept),
        lookedUpAgain: false,
      });
      await check(`after step ${step}`);
    }
    // Every change replaced entries of the index it built once.
    expect(indexed).toHaveBeenCalledTimes(builtOnce);

    // After a rebuild of the views everything is read again, and the index built again.
    world.rebuilt();
    await check('after a rebuild');
    expect(builds).toHaveBeenCalledTimes(2);
    expect(await builds.mock.results[1].value).not.toBeNull();
    expect(indexed.mock.calls.length).toBeGreaterThan(builtOnce);
    await check('after a rebuild, from the new index');
    // The needles' words were answered from the index, not by reading the groups.
    expect(containing.mock.results.filter(({ value }) => value !== null).length).toBeGreaterThan(100 * 20);
  });

  /** Two events and 300 speakers, each profession with three words ending in 'ist'. */
  function twoEvents() {
    const world = store();
    world.events.set('e1', event('e1', '2027-03-10'));
    world.events.set('e2', event('e2', '2027-01-10'));
    for (let at = 0; at < 300; at += 1) {
      const speaker = world.newSpeaker(
        `s${at}`,
        at % 2 ? 'e1' : 'e2',
        `Dr. Ana Okafor ${at}`,
        'Endodontist, Periodontist and Prosthodontist',
      );
      world.speakers.set(speaker.id, speaker);
    }
    const expectSameAnswers = async (needles: readonly string[]) => {
      for (const q of needles)
        expect({ q, answer: await answered(world.queries, q) }).toEqual({
          q,
          answer: readingEveryGroup(world.events.values(), world.speakers.values(), q),
        });
    };
    const builds = jest.spyOn(WordIndex, 'inSlices');
    const indexed = jest.spyOn(WordIndex.prototype as unknown as { addLast: () => void }, 'addLast');
    /** Opens the screen, and the index is built between requests. */
    const opened = async () => {
      await world.queries.page({ q: '', eventId: '', page: 1 });
      expect(await builds.mock.results.at(-1)!.value).not.toBeNull();
    };
    return { world, expectSameAnswers, builds, indexed, opened };
  }

  it('builds its word index between requests once the screen is first opened, then answers from it', async () => {
    const { world, expectSameAnswers, builds, indexed, opened } = twoEvents();
    await opened();
    expect(indexed).toHaveBeenCalledTimes(300);
    await expectSameAnswers(['okafor 29', 'ana okafor', 'ok', 'dr. ana okafor 1', 'nobody']);
    world.putSpeaker({ ...world.speakers.get('s1')!, name: 'Ben Ng' });
    await expectSameAnswers(['ng', 'ben ng', 'okafor 1', 'okafor']);
    expect(indexed).toHaveBeenCalledTimes(300);
    expect(builds).toHaveBeenCalledTimes(1);
  });

  it('puts the changes made while it builds the index in it once built; a rebuild of the views gives the build up', async () => {
    const { world, expectSameAnswers, builds, indexed } = twoEvents();
    await world.queries.page({ q: '', eventId: '', page: 1 });
    // Caught up by the next page, before the build's first slice.
    world.putSpeaker({ ...world.speakers.get('s1')!, name: 'Ben Ng' });
    world.putSpeaker({ ...world.speakers.get('s2')!, trashedAt: '2026-11-01T00:00:00.000Z' });
    world.putSpeaker(world.newSpeaker('s300', 'e1', 'Chen Ng', ''));
    world.purgeSpeaker('s3');
    await expectSameAnswers(['ng', 'okafor 2', 'okafor 3']);
    expect(await builds.mock.results[0].value).not.toBeNull();
    expect(indexed).toHaveBeenCalledTimes(300);
    await expectSameAnswers(['ng', 'chen', 'okafor 2', 'okafor 3', 'okafor 29', 'ana okafor', 'ben']);
    expect((await answered(world.queries, 'ng')).groups).toEqual([['e1', ['s1', 's300']]]);

    world.rebuilt();
    await world.queries.page({ q: '', eventId: '', page: 1 });
    expect(builds).toHaveBeenCalledTimes(2);
    world.rebuilt();
    await expectSameAnswers(['ng']);
    expect(await builds.mock.results[1].value).toBeNull();
    // The next page builds it again.
    await expectSameAnswers(['ng', 'chen', 'okafor 2']);
    expect(builds).toHaveBeenCalledTimes(3);
    expect(await builds.mock.results[2].value).not.toBeNull();
    await expectSameAnswers(['ng', 'chen', 'okafor 2']);
  });

  it('reads every group when the index answers none of the words: each inside most of the vocabulary', async () => {
    const { expectSameAnswers, opened } = twoEvents();
    await opened();
    const containing = jest.spyOn(WordIndex.prototype, 'containing');
    await expectSameAnswers(['ist', 't', 'ist t', 'odontist']);
    // Three words of every text hold them: gathering them would cost more than reading the texts.
    expect(containing.mock.results.map(({ value }) => value as unknown)).toEqual([null, null, null, null, null]);
    // A needle with another word is answered from that word's speakers.
    await expectSameAnswers(['ist okafor 7', 't ana', 'odontist, p']);
    expect(containing.mock.results.slice(5).some(({ value }) => value !== null)).toBe(true);
  });
});
