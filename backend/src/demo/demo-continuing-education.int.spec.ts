import {
  eventCeCredits,
  eventDaysFromText,
  type EventListing,
  type EventSubmission,
  type Speaker,
} from '@dental/contracts';
import { demoEvents, demoSpeakers, demoSubmissions } from './data/demo-data';
import { TestApp } from '../testing/test-app';

/**
 * The demo loader issues the commands an admin (or the public form) would: what the data set says
 * about continuing education must come out of the API as an admin would see it after typing it in.
 */
describe('demo data: continuing education through the API', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start({ demoData: true });
    admin = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  it('lists every demo event with its CE fields, its credits worked out from the agenda and its days read from the date', async () => {
    const listed = (await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body;
    const trashed = (await app.request<EventListing[]>('GET', '/api/events/trash', { cookie: admin })).body;
    const events = [...listed, ...trashed];
    for (const demo of demoEvents) {
      const event = events.find((candidate) => candidate.title === demo.title);
      expect({ key: demo.key, found: event !== undefined }).toEqual({ key: demo.key, found: true });
      expect(event).toMatchObject({
        format: demo.format,
        audiences: demo.audiences,
        topics: demo.topics,
        ceProvider: demo.ceProvider,
        fees: demo.fees,
        timezone: demo.timezone,
        country: demo.country,
        region: demo.region,
        commercialSupport: demo.commercialSupport ?? null,
        estimatedCeCredits: demo.estimatedCeCredits ?? null,
        ceCredits: eventCeCredits(demo.agenda),
      });
      const days = eventDaysFromText(demo.date);
      expect({ key: demo.key, startDate: event!.startDate, endDate: event!.endDate }).toEqual({
        key: demo.key,
        startDate: days?.startDate ?? null,
        endDate: days?.endDate ?? null,
      });
    }
  });

  it('gives the speakers their credentials and disclosures, an empty one included', async () => {
    const trashedKeys = new Set(
      demoEvents.filter((event) => event.trashedDaysAgo !== undefined).map((event) => event.key),
    );
    const listed = (await app.request<Speaker[]>('GET', '/api/speakers', { cookie: admin })).body;
    const expected = demoSpeakers.filter((speaker) => !trashedKeys.has(speaker.eventKey));
    for (const demo of expected) {
      const speaker = listed.find((candidate) => candidate.name === demo.name && candidate.email === demo.email);
      expect({ name: demo.name, credentials: speaker?.credentials, disclosure: speaker?.disclosure }).toEqual({
        name: demo.name,
        credentials: demo.credentials,
        disclosure: demo.disclosure,
      });
    }
    expect(listed.some((speaker) => speaker.disclosure === '')).toBe(true);
  });

  it("keeps a submission's CE section as sent, and leaves it empty where the organiser skipped it", async () => {
    const listed = (await app.request<EventSubmission[]>('GET', '/api/event-submissions', { cookie: admin })).body;
    for (const demo of demoSubmissions) {
      const submission = listed.find((candidate) => candidate.title === demo.title);
      expect(submission).toMatchObject({
        format: demo.format ?? null,
        audiences: demo.audiences ?? [],
        topics: demo.topics ?? [],
        ceProvider: demo.ceProvider ?? null,
        estimatedCeCredits: demo.estimatedCeCredits ?? null,
      });
    }
  });
});
