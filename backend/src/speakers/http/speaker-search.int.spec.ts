import type {
  ApiErrorBody,
  EventListing,
  FeaturedSpeakersAnswer,
  Speaker,
  SpeakerSearchAnswer,
} from '@dental/contracts';
import { SPEAKER_EVENT_OPTIONS_LIMIT } from '@dental/contracts';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';
import { ReadStore } from '../../event-sourcing/read-store/read-store.port';
import { SpeakersQueries } from '../speakers.queries';

function speakerForm(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    profession: 'General Dentist',
    specialty: 'Implant Dentistry',
    lectureTitle: 'Lecture',
    email: 'speaker@example.com',
    image: '/attached_assets/speakers/speaker.svg',
    socialLinks: { instagram: 'https://www.instagram.com/speaker.demo' },
    profileUrl: null,
    abstract: 'What the lecture covers.',
    objectives: ['Learn one thing', 'Learn another'],
    ...overrides,
  };
}

describe('paged public speaker reads', () => {
  let app: TestApp;
  let admin: string;
  const events: Record<string, string> = {};
  const speakers: Record<string, string> = {};

  /** Each write a minute later, so speakers are ordered by when they were added. */
  const tick = () => app.clock.set(new Date(app.clock.now().getTime() + 60_000));
  const createEvent = async (name: string, date: string) => {
    tick();
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title: name, date }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    events[name] = response.body.id;
  };
  const addSpeaker = async (key: string, event: string, overrides: Record<string, unknown> = {}) => {
    tick();
    const response = await app.request<Speaker>('POST', '/api/speakers', {
      body: { ...speakerForm((overrides.name as string) ?? key, overrides), eventId: events[event] },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    speakers[key] = response.body.id;
  };
  const patchEvent = async (name: string, body: unknown) =>
    expect((await app.request('PATCH', `/api/events/${events[name]}`, { body, cookie: admin })).status).toBe(200);
  const patchSpeaker = async (key: string, body: unknown) =>
    expect((await app.request('PATCH', `/api/speakers/${speakers[key]}`, { body, cookie: admin })).status).toBe(200);
  const search = async (query = '', cookie?: string) => {
    const response = await app.request<SpeakerSearchAnswer>('GET', `/api/speakers/search${query}`, { cookie });
    expect(response.status).toBe(200);
    return response.body;
  };
  const keyOf = (id: string) => Object.keys(speakers).find((key) => speakers[key] === id);
  const keys = (list: Speaker[]) => list.map((speaker) => keyOf(speaker.id));
  const eventNameOf = (id: string) => Object.keys(events).find((name) => events[name] === id);

  /** A new app on November 21, 2026 with six events and ten speakers (some hidden, trashed or of a hidden or trashed event). */
  const startWithSpeakers = async () => {
    app = await TestApp.start();
    // Local time, so the calendar day is November 21, 2026 in any time zone.
    app.clock.set(new Date(2026, 10, 21, 8, 0, 0));
    admin = await app.login();
    await createEvent('Past', '2026-03-10');
    await createEvent('Later', '2027-02-01');
    await createEvent('Soon', '2026-12-01');
    await createEvent('Undated', 'TBD');
    await createEvent('Hidden', '2026-12-05');
    await createEvent('Trashed', '2026-12-06');
    await addSpeaker('soon-sarah', 'Soon', { name: 'Dr. Sarah Chen', profession: 'Periodontist' });
    await addSpeaker('later-sarah', 'Later', { name: 'Sarah Chen', profession: 'Periodontist' });
    await addSpeaker('soon-tom', 'Soon', { name: 'Tom Lee', profession: 'Prosthodontist' });
    await addSpeaker('soon-sarah-again', 'Soon', { name: 'Sarah Chen, DDS', profession: 'Periodontist' });
    await addSpeaker('later-ana', 'Later', { name: 'Ana Ruiz' });
    await addSpeaker('past-olga', 'Past', { name: 'Olga Berg' });
    await addSpeaker('undated-uma', 'Undated', { name: 'Uma Patel' });
    await addSpeaker('hidden-hal', 'Hidden', { name: 'Hal Hidden' });
    await addSpeaker('trashed-event-tess', 'Trashed', { name: 'Tess Trashed' });
    await addSpeaker('trashed-tim', 'Soon', { name: 'Tim Trashed' });
    await patchEvent('Hidden', { isHidden: true });
    expect(
      (
        await app.request('POST', `/api/events/${events.Trashed}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await app.request('POST', `/api/speakers/${speakers['trashed-tim']}/trash`, {
          body: { password: TEST_ADMIN_PASSWORD },
          cookie: admin,
        })
      ).status,
    ).toBe(200);
  };
  const stop = () => app.stop();
  // The tests that write get an app of their own; the describe of reads only shares one.
  const freshAppForEachTest = () => {
    beforeEach(startWithSpeakers);
    afterEach(stop);
  };

  describe('GET /api/speakers/search', () => {
    beforeAll(startWithSpeakers);
    afterAll(stop);

    it('lists each person once per event, events not over yet first (soonest first, unknown dates last), then past ones', async () => {
      const answer = await search();
      expect(keys(answer.items)).toEqual([
        'soon-sarah',
        'soon-tom',
        'later-sarah',
        'later-ana',
        'undated-uma',
        'past-olga',
      ]);
      expect(answer).toMatchObject({ total: 6, page: 1, pageSize: 24 });
      expect(answer.events.map((event) => eventNameOf(event.id))).toEqual(['Soon', 'Later', 'Undated', 'Past']);
      expect(answer.events[0]).toEqual({
        id: events.Soon,
        title: 'Soon',
        date: '2026-12-01',
        location: 'Lakeside Convention Center',
        city: 'Chicago',
        hideSocialMedia: false,
        hideAbstracts: false,
      });
    });

    it('pages after de-duplication, naming the events of each page', async () => {
      const first = await search('?pageSize=4');
      expect(keys(first.items)).toEqual(['soon-sarah', 'soon-tom', 'later-sarah', 'later-ana']);
      expect(first.events.map((event) => eventNameOf(event.id))).toEqual(['Soon', 'Later']);
      const second = await search('?pageSize=4&page=2');
      expect(keys(second.items)).toEqual(['undated-uma', 'past-olga']);
      expect(second.events.map((event) => eventNameOf(event.id))).toEqual(['Undated', 'Past']);
      expect([first.total, second.total]).toEqual([6, 6]);
      expect(await search('?pageSize=4&page=3')).toMatchObject({ items: [], events: [], total: 6 });
    });

    it('q matches name or profession in any case', async () => {
      expect(keys((await search('?q=SARAH')).items)).toEqual(['soon-sarah', 'later-sarah']);
      expect(keys((await search('?q=prosth')).items)).toEqual(['soon-tom']);
      expect((await search('?q=nobody')).total).toBe(0);
    });

    it('q finds by name without its title, and by specialty, every word counting', async () => {
      expect(keys((await search('?q=Dr.%20Lee')).items)).toEqual(['soon-tom']);
      expect(keys((await search('?q=Dr%20Chen')).items)).toEqual(['soon-sarah', 'later-sarah']);
      // Every speaker here is in Implant Dentistry: 'implant' lists them all, with a name only that one.
      expect((await search('?q=implant')).total).toBe((await search('')).total);
      expect(keys((await search('?q=implant%20lee')).items)).toEqual(['soon-tom']);
    });

    it('eventId keeps one event, each person once', async () => {
      const answer = await search(`?eventId=${events.Soon}`);
      expect(keys(answer.items)).toEqual(['soon-sarah', 'soon-tom']);
      expect(answer.total).toBe(2);
      expect(keys((await search(`?eventId=${events.Soon}&q=lee`)).items)).toEqual(['soon-tom']);
    });

    it('answers an empty page, not an error, for an unknown, hidden or trashed event', async () => {
      for (const eventId of ['no-such-event', events.Hidden, events.Trashed]) {
        const answer = await search(`?eventId=${eventId}`);
        expect(answer).toMatchObject({ items: [], total: 0, events: [] });
        expect(answer.eventOptions.map((option) => option.id)).not.toContain(eventId);
      }
    });

    it('never lists trashed speakers or speakers of hidden or trashed events, for admins either', async () => {
      for (const cookie of [undefined, admin]) {
        const listed = keys((await search('?pageSize=100', cookie)).items);
        expect(listed).not.toContain('hidden-hal');
        expect(listed).not.toContain('trashed-event-tess');
        expect(listed).not.toContain('trashed-tim');
        expect((await search('?q=hidden', cookie)).total).toBe(0);
      }
    });

    it('offers the events with speakers in the same order as the groups', async () => {
      const { eventOptions } = await search();
      expect(eventOptions).toEqual([
        { id: events.Soon, title: 'Soon' },
        { id: events.Later, title: 'Later' },
        { id: events.Undated, title: 'Undated' },
        { id: events.Past, title: 'Past' },
      ]);
    });

    it.each([
      ['an unknown parameter', '?event=1', 'Unknown field(s): event'],
      ['pageSize 101', '?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
      ['page -1', '?page=-1', 'page must be a whole number of at least 1'],
    ])('answers 400 in the API error shape for %s', async (_case, query, message) => {
      const response = await app.request<ApiErrorBody>('GET', `/api/speakers/search${query}`);
      expect(response.status).toBe(400);
      expect(response.body.issues?.map((issue) => issue.message)).toContain(message);
    });
  });

  describe('the /speakers event filter', () => {
    freshAppForEachTest();

    it(`offers at most ${SPEAKER_EVENT_OPTIONS_LIMIT} events, plus the chosen one`, async () => {
      // 30 more events with a speaker, all sooner than 'Past' (which they push off the list).
      for (let day = 1; day <= 30; day += 1) {
        const name = `January ${day}`;
        await createEvent(name, `2027-01-${String(day).padStart(2, '0')}`);
        await addSpeaker(`speaker-${day}`, name, { name: `Speaker ${day}` });
      }
      const { eventOptions } = await search();
      expect(eventOptions).toHaveLength(SPEAKER_EVENT_OPTIONS_LIMIT);
      expect(eventOptions[0]).toEqual({ id: events.Soon, title: 'Soon' });
      expect(eventOptions.map((option) => option.id)).not.toContain(events.Past);
      const chosen = await search(`?eventId=${events.Past}`);
      expect(chosen.eventOptions).toHaveLength(SPEAKER_EVENT_OPTIONS_LIMIT + 1);
      expect(chosen.eventOptions[SPEAKER_EVENT_OPTIONS_LIMIT]).toEqual({ id: events.Past, title: 'Past' });
      expect(keys(chosen.items)).toEqual(['past-olga']);
    });
  });

  describe('GET /api/speakers/featured', () => {
    freshAppForEachTest();

    it('groups speakers with photos by event, events not over yet only, soonest first', async () => {
      await patchSpeaker('past-olga', { isFeatured: true });
      await patchSpeaker('soon-tom', { isFeatured: true });
      const response = await app.request<FeaturedSpeakersAnswer>('GET', '/api/speakers/featured');
      expect(response.status).toBe(200);
      expect(response.body.map((group) => group.event.title)).toEqual(['Soon', 'Later', 'Undated']);
      // Featured first, then the others (the home rule); the trashed speaker never.
      expect(keys(response.body[0].speakers)).toEqual(['soon-tom', 'soon-sarah', 'soon-sarah-again']);
      expect(response.body[0].event).toEqual({
        id: events.Soon,
        title: 'Soon',
        date: '2026-12-01',
        location: 'Lakeside Convention Center',
        city: 'Chicago',
        hideSocialMedia: false,
        hideAbstracts: false,
      });
    });

    it('shows at most 4 groups', async () => {
      for (const day of [10, 11, 12]) {
        await createEvent(`December ${day}`, `2026-12-${day}`);
        await addSpeaker(`december-${day}`, `December ${day}`);
      }
      const groups = (await app.request<FeaturedSpeakersAnswer>('GET', '/api/speakers/featured')).body;
      expect(groups.map((group) => group.event.title)).toEqual(['Soon', 'December 10', 'December 11', 'December 12']);
    });

    it('drops an event once its last day has gone by', async () => {
      app.clock.set(new Date(2026, 11, 2, 8, 0, 0));
      const groups = (await app.request<FeaturedSpeakersAnswer>('GET', '/api/speakers/featured')).body;
      expect(groups.map((group) => group.event.title)).toEqual(['Later', 'Undated']);
      expect(keys((await search()).items)).toEqual([
        'later-sarah',
        'later-ana',
        'undated-uma',
        'soon-sarah',
        'soon-tom',
        'past-olga',
      ]);
    });
  });

  describe('privacy of public speaker JSON', () => {
    freshAppForEachTest();

    const hidesAbstract = (speaker: Speaker | undefined) => speaker?.abstract === '' && speaker.objectives.length === 0;
    const hidesSocial = (speaker: Speaker | undefined) =>
      speaker !== undefined && Object.keys(speaker.socialLinks).length === 0;
    /** A speaker as every public read answers it, and as the same reads answer an admin. */
    const everyRead = async (key: string, cookie?: string) => {
      const id = speakers[key];
      const eventId = (await app.request<Speaker>('GET', `/api/speakers/${id}`, { cookie: admin })).body.eventId;
      const find = (list: Speaker[]) => list.find((speaker) => speaker.id === id);
      return [
        (await app.request<Speaker>('GET', `/api/speakers/${id}`, { cookie })).body,
        find((await app.request<Speaker[]>('GET', '/api/speakers', { cookie })).body),
        find((await app.request<Speaker[]>('GET', `/api/speakers?eventId=${eventId}`, { cookie })).body),
        find((await search('?pageSize=100', cookie)).items),
        find(
          (await app.request<FeaturedSpeakersAnswer>('GET', '/api/speakers/featured', { cookie })).body.flatMap(
            (group) => group.speakers,
          ),
        ),
      ];
    };

    it("leaves out a speaker's hidden abstract and hidden social links, and keeps everything for admins", async () => {
      await patchSpeaker('soon-sarah', { hideAbstract: true });
      await patchSpeaker('soon-tom', { socialVisible: false });
      for (const speaker of await everyRead('soon-sarah')) {
        expect(hidesAbstract(speaker)).toBe(true);
        expect(speaker?.socialLinks).toEqual({ instagram: 'https://www.instagram.com/speaker.demo' });
        expect(speaker?.hideAbstract).toBe(true);
      }
      for (const speaker of await everyRead('soon-tom')) {
        expect(hidesSocial(speaker)).toBe(true);
        expect(speaker?.abstract).toBe('What the lecture covers.');
      }
      for (const speaker of [...(await everyRead('soon-sarah', admin)), ...(await everyRead('soon-tom', admin))]) {
        expect(speaker).toMatchObject({
          abstract: 'What the lecture covers.',
          objectives: ['Learn one thing', 'Learn another'],
          socialLinks: { instagram: 'https://www.instagram.com/speaker.demo' },
        });
      }
    });

    it("leaves out every speaker's abstract or social links when their event hides them", async () => {
      await patchEvent('Later', { hideAbstracts: true });
      await patchEvent('Soon', { hideSocialMedia: true });
      for (const speaker of await everyRead('later-ana')) {
        expect(hidesAbstract(speaker)).toBe(true);
        expect(hidesSocial(speaker)).toBe(false);
      }
      for (const speaker of await everyRead('soon-tom')) {
        expect(hidesSocial(speaker)).toBe(true);
        expect(hidesAbstract(speaker)).toBe(false);
      }
      for (const speaker of await everyRead('later-ana', admin)) expect(hidesAbstract(speaker)).toBe(false);
      // Shown again once the event stops hiding them.
      await patchEvent('Later', { hideAbstracts: false });
      expect((await app.request<Speaker>('GET', `/api/speakers/${speakers['later-ana']}`)).body.abstract).toBe(
        'What the lecture covers.',
      );
    });
  });

  describe('after a write', () => {
    freshAppForEachTest();

    it('re-derives only the event and speaker a write touched, never listing the read models again', async () => {
      await search();
      const readStore = app.get(ReadStore);
      const list = jest.spyOn(readStore, 'list');
      const get = jest.spyOn(readStore, 'get');
      const queries = app.get(SpeakersQueries);
      const before = await queries.publicSpeakers();
      const soonBefore = before.byEvent.get(events.Soon);
      const laterBefore = before.byEvent.get(events.Later);
      expect(laterBefore).toHaveLength(2);
      await search('?q=sarah');
      await search(`?eventId=${events.Soon}`);
      await app.request('GET', '/api/speakers');
      await app.request('GET', '/api/speakers/featured');
      // The answers read the records they show whole, where their long texts are (decision 0112): nothing else.
      expect(get.mock.calls.length).toBeGreaterThan(0);
      expect(get.mock.calls.filter(([collection]) => collection !== 'speakers')).toEqual([]);
      expect(list).not.toHaveBeenCalled();

      await addSpeaker('soon-new', 'Soon', { name: 'New Person' });
      get.mockClear();
      expect(keys((await search('?q=new%20person')).items)).toEqual(['soon-new']);
      expect(list).not.toHaveBeenCalled();
      expect(get.mock.calls.map(([collection, id]) => `${collection}/${id}`).sort()).toEqual(
        // The touched event's stored public view (decision 0075) and the touched record, then the
        // record again whole for the answer (decision 0112); the event itself is not read again, its
        // kept summary unchanged (decision 0111).
        [`public-views/${events.Soon}`, `speakers/${speakers['soon-new']}`, `speakers/${speakers['soon-new']}`].sort(),
      );
      // The event spoken at is worked out again; another event's speaker list is the same array.
      const after = await queries.publicSpeakers();
      expect(after.byEvent.get(events.Soon)).not.toBe(soonBefore);
      expect(after.byEvent.get(events.Later)).toBe(laterBefore);
    });
  });
});
