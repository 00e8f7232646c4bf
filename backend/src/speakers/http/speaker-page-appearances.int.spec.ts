import { APPEARANCES_LISTED, type ApiErrorBody, type EventListing, type SpeakerProfile } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';

/**
 * The speaker page of a lecturer with more events than it lists at first (GET
 * /api/speakers/:id/profile): the first APPEARANCES_LISTED in the page's order (upcoming ones
 * soonest first, then past ones newest first) and the event of the record asked for; every one
 * with `appearances=all`.
 */
describe('the speaker page of a lecturer of many events', () => {
  let app: TestApp;
  /** The lecturer's record at each event, by the event's title. */
  const records: Record<string, string> = {};
  const UPCOMING = ['Upcoming 2030', 'Upcoming 2031'];
  /** Newest first: the order the page lists past events in. */
  const PAST = Array.from({ length: 10 }, (_, n) => `Past ${2025 - n}`);

  beforeAll(async () => {
    app = await TestApp.start();
    const admin = await app.login();
    // Added in another order than the page's.
    for (const title of [...PAST].reverse().concat([...UPCOMING].reverse())) {
      const event = await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ title, date: `${title.slice(-4)}-03-10` }),
        cookie: admin,
      });
      expect(event.status).toBe(201);
      const record = await app.request<{ id: string }>('POST', '/api/speakers', {
        body: {
          eventId: event.body.id,
          name: 'Dr. Lena Marsh',
          email: 'lena.marsh@example.org',
          profession: 'Prosthodontist',
          specialty: 'Full-arch Rehabilitation',
          lectureTitle: `Lecture at ${title}`,
          image: '',
          socialLinks: {},
        },
        cookie: admin,
      });
      expect(record.status).toBe(201);
      records[title] = record.body.id;
    }
  });
  afterAll(async () => {
    await app.stop();
  });

  const profile = async (title: string, query = '') => {
    const response = await app.request<SpeakerProfile>('GET', `/api/speakers/${records[title]}/profile${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  const titles = (answer: SpeakerProfile) => answer.appearances.map((appearance) => appearance.event.title);

  it('lists the first ones, upcoming first, and counts the others', async () => {
    const answer = await profile('Upcoming 2031');
    expect(APPEARANCES_LISTED).toBe(10);
    expect(titles(answer)).toEqual([...UPCOMING, ...PAST.slice(0, 8)]);
    expect(answer.moreAppearances).toBe(2);
  });

  it('lists every one when asked, in the same order', async () => {
    const answer = await profile('Upcoming 2031', '?appearances=all');
    expect(titles(answer)).toEqual([...UPCOMING, ...PAST]);
    expect(answer.moreAppearances).toBe(0);
  });

  it('always lists the event of the record asked for, where it stands', async () => {
    const answer = await profile('Past 2016');
    expect(titles(answer)).toEqual([...UPCOMING, ...PAST.slice(0, 8), 'Past 2016']);
    expect(answer.moreAppearances).toBe(1);
    expect(answer.appearances.at(-1)!.speaker.id).toBe(records['Past 2016']);
  });

  it('refuses another value of appearances with a message', async () => {
    const response = await app.request<ApiErrorBody>(
      'GET',
      `/api/speakers/${records['Past 2016']}/profile?appearances=yes`,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('appearances must be \\"all\\"');
  });
});
