import type {
  ApiErrorBody,
  AuditPage,
  EventListing,
  Speaker,
  SpeakerProfile,
  SpeakerSearchAnswer,
} from '@dental/contracts';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TEST_ADMIN_PASSWORD, TestApp, eventForm } from '../../testing/test-app';

/**
 * One person across events: speaker records linked by name and e-mail or by an admin's 'Same
 * person as…', the speaker page's API over them (GET /api/speakers/:id/profile), the /speakers
 * topic filter, the calendar feed of one speaker's events and the sitemap's one page per person.
 */

function speakerForm(name: string, email: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    profession: 'Periodontist',
    specialty: 'Implant Dentistry',
    lectureTitle: `${name}'s lecture`,
    email,
    image: '',
    socialLinks: {},
    profileUrl: null,
    abstract: 'What the lecture covers.',
    objectives: ['Learn one thing'],
    ...overrides,
  };
}

/** Spring names Ana in a plain session (implants) and Tom in another; the event itself is coded 130. */
const SPRING_AGENDA = [
  {
    date: '2027-03-10',
    sessions: [
      {
        time: '8:00 AM',
        title: 'Implant Planning',
        speaker: 'Dr. Ana Ruiz, DDS',
        ceCredits: 1.5,
        creditType: 'lecture',
        topics: ['690'],
      },
      { time: '10:00 AM', title: 'Coffee', type: 'break' },
      {
        time: '10:30 AM',
        title: 'Occlusion Basics',
        speaker: 'Tom Lee',
        ceCredits: 1,
        creditType: 'lecture',
        topics: ['180'],
      },
    ],
  },
];
/** Autumn names Ana in a workshop group (at the group's time) and in a corporate forum's session. */
const AUTUMN_AGENDA = [
  {
    date: '2026-12-05',
    sessions: [
      {
        time: '9:00 AM',
        title: 'Hands-on Workshops',
        sessions: [
          {
            title: 'Soft Tissue Grafting Lab',
            speaker: 'Ana Ruiz',
            ceCredits: 3,
            creditType: 'participation',
            topics: ['490', '250'],
          },
          { title: 'Other Lab', speaker: 'Someone Else' },
        ],
      },
      {
        time: '2:00 PM',
        title: 'Industry Forum',
        type: 'corporate_forum',
        sessions: [{ time: '2:15 PM', title: 'Digital Workflow', speakers: ['Dr. Ana Ruiz'] }],
      },
    ],
  },
];

describe('one person across events', () => {
  let app: TestApp;
  let admin: string;
  const events: Record<string, EventListing> = {};
  const speakers: Record<string, Speaker> = {};

  /** Each write a minute later, so records are ordered by when they were added. */
  const tick = () => app.clock.set(new Date(app.clock.now().getTime() + 60_000));
  const createEvent = async (key: string, overrides: Record<string, unknown>) => {
    tick();
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({ title: key, ...overrides }),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    events[key] = response.body;
  };
  const addSpeaker = async (
    key: string,
    event: string,
    name: string,
    email: string,
    overrides: Record<string, unknown> = {},
  ) => {
    tick();
    const response = await app.request<Speaker>('POST', '/api/speakers', {
      body: { ...speakerForm(name, email, overrides), eventId: events[event].id },
      cookie: admin,
    });
    expect(response.status).toBe(201);
    speakers[key] = response.body;
  };
  const patch = (key: string, body: unknown) =>
    app.request<Speaker & { message?: string; issues?: Array<{ path: string; message: string }> }>(
      'PATCH',
      `/api/speakers/${speakers[key].id}`,
      { body, cookie: admin },
    );
  const link = async (key: string, to: string | null) => {
    tick();
    const response = await patch(key, { samePersonAs: to === null ? null : speakers[to].id });
    expect(response.status).toBe(200);
    return response.body;
  };
  const profile = async (key: string) => {
    const response = await app.request<SpeakerProfile>('GET', `/api/speakers/${speakers[key].id}/profile`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const eventTitles = (answer: SpeakerProfile) => answer.appearances.map((appearance) => appearance.event.title);
  const keyOf = (id: string) => Object.keys(speakers).find((key) => speakers[key].id === id);
  const search = async (query: string) => {
    const response = await app.request<SpeakerSearchAnswer>('GET', `/api/speakers/search${query}`);
    expect(response.status).toBe(200);
    return response.body.items.map((speaker) => keyOf(speaker.id));
  };

  beforeEach(async () => {
    app = await TestApp.start();
    // Local time, so the calendar day is November 21, 2026 in any time zone.
    app.clock.set(new Date(2026, 10, 21, 8, 0, 0));
    admin = await app.login();
    await createEvent('Spring', { date: '2027-03-10', topics: ['130'], agenda: SPRING_AGENDA });
    await createEvent('Autumn', { date: '2026-12-05', agenda: AUTUMN_AGENDA });
    await createEvent('Past', { date: '2026-03-10' });
    await createEvent('Other', { date: '2027-01-20' });
    await createEvent('Hidden', { date: '2026-12-20' });
    await addSpeaker('ana-spring', 'Spring', 'Dr. Ana Ruiz', 'Ana.Ruiz@Example.org', {
      credentials: 'DDS, MS',
      disclosure: 'Consultant for Example Implants.',
      image: '/attached_assets/speakers/ana-ruiz.svg',
      profileUrl: 'https://speakersphere.example.com/profiles/ana-ruiz',
    });
    await addSpeaker('tom-spring', 'Spring', 'Tom Lee', 'tom@example.org');
    await addSpeaker('ana-autumn', 'Autumn', 'Ana  Ruíz', ' ana.ruiz@example.org', {
      lectureTitle: 'Grafting',
      abstract: 'Autumn abstract.',
    });
    await addSpeaker('ana-past', 'Past', 'A. Ruiz', 'aruiz@university.example');
    await addSpeaker('ana-elsewhere', 'Other', 'Ana Ruiz', 'ana@another-clinic.example');
    await addSpeaker('ana-hidden', 'Hidden', 'Ana Ruiz', 'ana.ruiz@example.org');
    expect(
      (await app.request('PATCH', `/api/events/${events.Hidden.id}`, { body: { isHidden: true }, cookie: admin }))
        .status,
    ).toBe(200);
  });
  afterEach(async () => {
    await app.stop();
  });

  describe('GET /api/speakers/:id/profile', () => {
    it('lists every public event of the person (same name and e-mail), soonest first, with their sessions found in each agenda', async () => {
      const answer = await profile('ana-spring');
      expect(answer.speaker).toMatchObject({
        id: speakers['ana-spring'].id,
        name: 'Dr. Ana Ruiz',
        credentials: 'DDS, MS',
        disclosure: 'Consultant for Example Implants.',
        samePersonAs: null,
      });
      expect(answer.canonicalId).toBe(speakers['ana-spring'].id);
      // Not the hidden event's record, nor the other Ana Ruiz (another e-mail), nor 'A. Ruiz' (not linked yet).
      expect(eventTitles(answer)).toEqual(['Autumn', 'Spring']);
      const [autumn, spring] = answer.appearances;
      expect(autumn.event).toEqual({
        id: events.Autumn.id,
        title: 'Autumn',
        date: '2026-12-05',
        location: 'Lakeside Convention Center',
        city: 'Chicago',
        hideSocialMedia: false,
        hideAbstracts: false,
        startDate: '2026-12-05',
        endDate: '2026-12-05',
        format: 'in_person',
        // The event states no zone: the page then shows the time alone.
        timezone: null,
      });
      expect(autumn.speaker).toMatchObject({
        id: speakers['ana-autumn'].id,
        lectureTitle: 'Grafting',
        abstract: 'Autumn abstract.',
      });
      expect(autumn.sessions).toEqual([
        {
          day: '2026-12-05',
          isoDay: '2026-12-05',
          time: '9:00 AM',
          title: 'Soft Tissue Grafting Lab',
          ceCredits: 3,
          creditType: 'participation',
          topics: ['490', '250'],
        },
        {
          day: '2026-12-05',
          isoDay: '2026-12-05',
          time: '2:15 PM',
          title: 'Digital Workflow',
          ceCredits: null,
          creditType: null,
          topics: [],
        },
      ]);
      expect(spring.speaker.id).toBe(speakers['ana-spring'].id);
      expect(spring.sessions).toEqual([
        {
          day: '2027-03-10',
          isoDay: '2027-03-10',
          time: '8:00 AM',
          title: 'Implant Planning',
          ceCredits: 1.5,
          creditType: 'lecture',
          topics: ['690'],
        },
      ]);
      // Her sessions' subjects in the AGD list's order; not the event's own 130, nor Tom's 180.
      expect(answer.topics).toEqual(['250', '490', '690']);
    });

    it("answers the same person from any of their records, with that record's own details and the earliest record as canonical", async () => {
      const answer = await profile('ana-autumn');
      // Its own lecture and (missing) disclosure; the photo, credentials and profile link it lacks from her other record.
      expect(answer.speaker).toMatchObject({
        id: speakers['ana-autumn'].id,
        name: 'Ana  Ruíz',
        lectureTitle: 'Grafting',
        disclosure: '',
        credentials: 'DDS, MS',
        image: '/attached_assets/speakers/ana-ruiz.svg',
        profileUrl: 'https://speakersphere.example.com/profiles/ana-ruiz',
      });
      expect((await app.request<Speaker>('GET', `/api/speakers/${speakers['ana-autumn'].id}`)).body).toMatchObject({
        credentials: '',
        image: '',
        profileUrl: null,
      });
      expect(answer.canonicalId).toBe(speakers['ana-spring'].id);
      expect(eventTitles(answer)).toEqual(['Autumn', 'Spring']);
      expect(eventTitles(await profile('ana-elsewhere'))).toEqual(['Other']);
      expect((await profile('tom-spring')).appearances[0].sessions.map((session) => session.title)).toEqual([
        'Occlusion Basics',
      ]);
    });

    it('leaves out hidden abstracts, trashed records and trashed events; a speaker the public cannot see is 404', async () => {
      expect(
        (
          await app.request('PATCH', `/api/events/${events.Autumn.id}`, {
            body: { hideAbstracts: true },
            cookie: admin,
          })
        ).status,
      ).toBe(200);
      expect((await profile('ana-spring')).appearances[0].speaker).toMatchObject({
        lectureTitle: 'Grafting',
        abstract: '',
        objectives: [],
      });

      expect(
        (
          await app.request('POST', `/api/speakers/${speakers['ana-autumn'].id}/trash`, {
            body: { password: TEST_ADMIN_PASSWORD },
            cookie: admin,
          })
        ).status,
      ).toBe(200);
      expect(eventTitles(await profile('ana-spring'))).toEqual(['Spring']);
      expect(
        (
          await app.request('POST', `/api/events/${events.Spring.id}/trash`, {
            body: { password: TEST_ADMIN_PASSWORD },
            cookie: admin,
          })
        ).status,
      ).toBe(200);
      for (const key of ['ana-spring', 'ana-autumn', 'ana-hidden']) {
        const response = await app.request<ApiErrorBody>('GET', `/api/speakers/${speakers[key].id}/profile`);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('Speaker not found');
      }
      expect((await app.request('GET', '/api/speakers/no-such-speaker/profile')).status).toBe(404);
    });
  });

  describe("'Same person as…' (samePersonAs)", () => {
    it('joins records an admin links, transitively; unlinking splits them again', async () => {
      const linked = await link('ana-past', 'ana-autumn');
      expect(linked.samePersonAs).toBe(speakers['ana-autumn'].id);
      // 'A. Ruiz' is linked to the Autumn record, which shares name and e-mail with the Spring one.
      expect(eventTitles(await profile('ana-past'))).toEqual(['Autumn', 'Spring', 'Past']);
      expect(eventTitles(await profile('ana-spring'))).toEqual(['Autumn', 'Spring', 'Past']);
      expect((await profile('ana-past')).canonicalId).toBe(speakers['ana-spring'].id);

      await link('ana-past', null);
      expect(eventTitles(await profile('ana-past'))).toEqual(['Past']);
      expect(eventTitles(await profile('ana-spring'))).toEqual(['Autumn', 'Spring']);
    });

    it('is kept from the public, which reads the person from the profile instead', async () => {
      await link('ana-past', 'ana-hidden');
      expect(
        (await app.request<Speaker>('GET', `/api/speakers/${speakers['ana-past'].id}`)).body.samePersonAs,
      ).toBeNull();
      expect(
        (await app.request<Speaker>('GET', `/api/speakers/${speakers['ana-past'].id}`, { cookie: admin })).body
          .samePersonAs,
      ).toBe(speakers['ana-hidden'].id);
      // Through the hidden event's record she is the same person as Ana at Spring and Autumn; the hidden event stays out.
      expect(eventTitles(await profile('ana-past'))).toEqual(['Autumn', 'Spring', 'Past']);
    });

    it('can be given when a speaker is added', async () => {
      tick();
      const response = await app.request<Speaker>('POST', '/api/speakers', {
        body: {
          ...speakerForm('Ana R.', 'ar@example.org'),
          eventId: events.Other.id,
          samePersonAs: speakers['ana-spring'].id,
        },
        cookie: admin,
      });
      expect(response.status).toBe(201);
      expect(response.body.samePersonAs).toBe(speakers['ana-spring'].id);
      expect(eventTitles(await profile('ana-spring'))).toEqual(['Autumn', 'Other', 'Spring']);
      const refused = await app.request<ApiErrorBody>('POST', '/api/speakers', {
        body: { ...speakerForm('Ana R.', 'ar@example.org'), eventId: events.Other.id, samePersonAs: 'no-such-speaker' },
        cookie: admin,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([
        { path: 'samePersonAs', message: 'Same person as names no speaker on the site' },
      ]);
    });

    it.each([
      ['this speaker itself', () => speakers['ana-past'].id, 'Same person as must be another speaker, not this one'],
      ['an unknown speaker', () => 'no-such-speaker', 'Same person as names no speaker on the site'],
      [
        'a speaker in the trash',
        () => speakers['tom-spring'].id,
        'Same person as names a speaker in the trash; restore it first',
      ],
      ['a number', () => 42, 'Same person as must be a speaker id or null'],
    ])('answers 400 naming the field for %s, and writes nothing', async (_case, target, message) => {
      expect(
        (
          await app.request('POST', `/api/speakers/${speakers['tom-spring'].id}/trash`, {
            body: { password: TEST_ADMIN_PASSWORD },
            cookie: admin,
          })
        ).status,
      ).toBe(200);
      const before = (await app.request<AuditPage>('GET', '/api/audit?kind=speaker', { cookie: admin })).body.rows
        .length;
      const response = await patch('ana-past', { samePersonAs: target(), lectureTitle: 'Changed too' });
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'samePersonAs', message }]);
      expect(
        (await app.request('GET', `/api/speakers/${speakers['ana-past'].id}`, { cookie: admin })).body,
      ).toMatchObject({ samePersonAs: null, lectureTitle: "A. Ruiz's lecture" });
      expect(
        (await app.request<AuditPage>('GET', '/api/audit?kind=speaker', { cookie: admin })).body.rows,
      ).toHaveLength(before);
    });

    it('keeps an unchanged link to a speaker since trashed when the rest of the form is saved', async () => {
      await link('ana-past', 'tom-spring');
      expect(
        (
          await app.request('POST', `/api/speakers/${speakers['tom-spring'].id}/trash`, {
            body: { password: TEST_ADMIN_PASSWORD },
            cookie: admin,
          })
        ).status,
      ).toBe(200);
      const saved = await patch('ana-past', { samePersonAs: speakers['tom-spring'].id, lectureTitle: 'New title' });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ samePersonAs: speakers['tom-spring'].id, lectureTitle: 'New title' });
    });

    it('is in the audit history in words, and an undo puts the previous link back', async () => {
      await link('ana-past', 'ana-autumn');
      await link('ana-past', 'ana-elsewhere');
      const history = (
        await app.request<AuditPage>(
          'GET',
          `/api/audit?kind=speaker&entityId=${speakers['ana-past'].id}&type=SpeakerUpdated`,
          { cookie: admin },
        )
      ).body.rows;
      expect(history.map((row) => row.summary)).toEqual([
        'admin@example.com edited the same person as of the speaker “A. Ruiz”',
        'admin@example.com edited the same person as of the speaker “A. Ruiz”',
      ]);
      expect(history[0].changes).toEqual([
        { field: 'samePersonAs', before: speakers['ana-autumn'].id, after: speakers['ana-elsewhere'].id },
      ]);
      expect(history[1].changes).toEqual([{ field: 'samePersonAs', before: null, after: speakers['ana-autumn'].id }]);

      expect((await app.request('POST', `/api/audit/${history[0].position}/undo`, { cookie: admin })).status).toBe(200);
      expect(
        (await app.request<Speaker>('GET', `/api/speakers/${speakers['ana-past'].id}`, { cookie: admin })).body
          .samePersonAs,
      ).toBe(speakers['ana-autumn'].id);
      expect(eventTitles(await profile('ana-past'))).toEqual(['Autumn', 'Spring', 'Past']);
      // The first link was changed again since (by the undo): as for any field, the later change comes first.
      expect((await app.request('POST', `/api/audit/${history[1].position}/undo`, { cookie: admin })).status).toBe(409);
    });

    it('undoes a first link back to no link', async () => {
      await link('ana-past', 'ana-autumn');
      const row = (
        await app.request<AuditPage>(
          'GET',
          `/api/audit?kind=speaker&entityId=${speakers['ana-past'].id}&type=SpeakerUpdated`,
          { cookie: admin },
        )
      ).body.rows[0];
      expect((await app.request('POST', `/api/audit/${row.position}/undo`, { cookie: admin })).status).toBe(200);
      expect(
        (await app.request<Speaker>('GET', `/api/speakers/${speakers['ana-past'].id}`, { cookie: admin })).body
          .samePersonAs,
      ).toBeNull();
      expect(eventTitles(await profile('ana-past'))).toEqual(['Past']);
    });

    it('builds the same speakers read model on replay as live', async () => {
      await link('ana-past', 'ana-autumn');
      await link('ana-elsewhere', 'ana-past');
      await link('ana-past', null);
      const { live, replayed } = await replayAndCompare(app, ['speakers']);
      expect((live.speakers as Array<{ value: Speaker }>).map((document) => document.value.samePersonAs)).toContain(
        speakers['ana-past'].id,
      );
      expect(replayed).toEqual(live);
    });
  });

  describe('GET /api/speakers/search?topic=', () => {
    it('keeps speakers whose sessions or event carry any of the subjects, each person once per event', async () => {
      expect(await search('?topic=690')).toEqual(['ana-spring']);
      expect(await search('?topic=250')).toEqual(['ana-autumn']);
      expect(await search('?topic=180')).toEqual(['tom-spring']);
      // 130 is the Spring event's own subject: all its speakers.
      expect(await search('?topic=130')).toEqual(['ana-spring', 'tom-spring']);
      expect(await search('?topic=690&topic=250')).toEqual(['ana-autumn', 'ana-spring']);
      expect(await search('?topic=770')).toEqual([]);
    });

    it('combines with q and eventId, and pages what it found', async () => {
      expect(await search('?topic=130&q=lee')).toEqual(['tom-spring']);
      expect(await search(`?topic=690&topic=250&eventId=${events.Spring.id}`)).toEqual(['ana-spring']);
      const page = (
        await app.request<SpeakerSearchAnswer>('GET', '/api/speakers/search?topic=690&topic=250&pageSize=1&page=2')
      ).body;
      expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page.items.map((speaker) => keyOf(speaker.id))).toEqual(['ana-spring']);
      expect(page.events.map((event) => event.title)).toEqual(['Spring']);
    });

    it('answers 400 for a code not in the AGD list', async () => {
      const response = await app.request<ApiErrorBody>('GET', '/api/speakers/search?topic=999');
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([
        expect.objectContaining({ message: 'topic must be an AGD subject code, such as "690"' }),
      ]);
    });
  });

  describe('/calendar.ics?speaker=', () => {
    const uids = (text: string) =>
      [...text.matchAll(/^UID:(.*)\r$/gm)].map((match) => match[1].slice(0, match[1].lastIndexOf('@')));

    it("lists the person's upcoming public events, under any of their records, named after them", async () => {
      await link('ana-past', 'ana-autumn');
      for (const key of ['ana-past', 'ana-spring']) {
        const response = await app.request('GET', `/calendar.ics?speaker=${speakers[key].id}`);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
        // Not Past (over), not Hidden, not Other (another Ana Ruiz).
        expect(uids(response.text)).toEqual([events.Autumn.id, events.Spring.id]);
        expect(response.text).toContain(
          `X-WR-CALNAME:Dental Education Events: ${key === 'ana-past' ? 'A. Ruiz' : 'Dr. Ana Ruiz'}\r\n`,
        );
        expect(response.text).toContain(`/speakers/${speakers['ana-spring'].id}`);
      }
      // With the search's own filters too.
      expect(
        uids((await app.request('GET', `/calendar.ics?speaker=${speakers['ana-spring'].id}&month=2027-03`)).text),
      ).toEqual([events.Spring.id]);
    });

    it.each([
      ['an unknown speaker', () => '?speaker=no-such-speaker', 'speaker names no speaker on the site'],
      [
        'a speaker of a hidden event',
        () => `?speaker=${speakers['ana-hidden'].id}`,
        'speaker names no speaker on the site',
      ],
      [
        'two speakers',
        () => `?speaker=${speakers['ana-spring'].id}&speaker=${speakers['tom-spring'].id}`,
        'speaker must be one speaker id',
      ],
      ['an empty speaker', () => '?speaker=', 'speaker must be one speaker id'],
    ])('answers 400 for %s', async (_case, query, message) => {
      const response = await app.request<ApiErrorBody>('GET', `/calendar.ics${query()}`);
      expect(response.status).toBe(400);
      expect(response.body.issues).toEqual([{ path: 'speaker', message }]);
    });
  });

  it('lists one sitemap page per person: their earliest public record', async () => {
    await link('ana-past', 'ana-autumn');
    const sitemap = (await app.request('GET', '/sitemap.xml', { headers: { host: 'events.example.com' } })).text;
    const speakerPages = [...sitemap.matchAll(/<loc>http:\/\/events\.example\.com\/speakers\/([^<]+)<\/loc>/g)].map(
      (match) => keyOf(match[1]),
    );
    expect(speakerPages.sort()).toEqual(['ana-elsewhere', 'ana-spring', 'tom-spring']);
  });
});
