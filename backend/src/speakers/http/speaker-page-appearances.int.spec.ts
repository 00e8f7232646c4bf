import { PAST_APPEARANCES_LISTED, type ApiErrorBody, type EventListing, type SpeakerProfile } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';

/**
 * The speaker page of a lecturer with more past events than it lists at first (GET
 * /api/speakers/:id/profile): every upcoming event, the newest past ones and the event of the
 * record asked for; every past one with `appearances=all`.
 */
describe('the speaker page of a lecturer of many past events', () => {
  let app: TestApp;
  /** The lecturer's record at each event, by the event's title. */
  const records: Record<string, string> = {};
  /** Newest first: the order the page lists past events in. */
  const PAST = ['Past 2025', 'Past 2024', 'Past 2023', 'Past 2022', 'Past 2021', 'Past 2020', 'Past 2019', 'Past 2018'];

  beforeAll(async () => {
    app = await TestApp.start();
    const admin = await app.login();
    const dated: Array<[string, string]> = [
      ['Upcoming 2031', '2031-05-01'],
      ['Upcoming 2030', '2030-05-01'],
      ...PAST.map((title): [string, string] => [title, `${title.slice(-4)}-03-10`]),
    ];
    for (const [title, date] of dated) {
      const event = await app.request<EventListing>('POST', '/api/events', {
        body: eventForm({ title, date }),
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

  it('lists every upcoming event and the newest past ones, and counts the others', async () => {
    const answer = await profile('Upcoming 2030');
    expect(PAST_APPEARANCES_LISTED).toBe(5);
    expect(titles(answer)).toEqual(['Upcoming 2030', 'Upcoming 2031', ...PAST.slice(0, 5)]);
    expect(answer.earlierAppearances).toBe(3);
  });

  it('lists every past event when asked, in the same order', async () => {
    const answer = await profile('Upcoming 2030', '?appearances=all');
    expect(titles(answer)).toEqual(['Upcoming 2030', 'Upcoming 2031', ...PAST]);
    expect(answer.earlierAppearances).toBe(0);
  });

  it('always lists the event of the record asked for, where it stands', async () => {
    const answer = await profile('Past 2019');
    expect(titles(answer)).toEqual(['Upcoming 2030', 'Upcoming 2031', ...PAST.slice(0, 5), 'Past 2019']);
    expect(answer.earlierAppearances).toBe(2);
    expect(answer.appearances.at(-1)!.speaker.id).toBe(records['Past 2019']);
  });

  it('refuses another value of appearances with a message', async () => {
    const response = await app.request<ApiErrorBody>(
      'GET',
      `/api/speakers/${records['Past 2018']}/profile?appearances=yes`,
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('appearances must be \\"all\\"');
  });
});
