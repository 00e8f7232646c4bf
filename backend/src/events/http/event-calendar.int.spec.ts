import ICAL from 'ical.js';
import type { EventListing } from '@dental/contracts';
import { TestApp, eventForm } from '../../testing/test-app';

/** GET /api/events/:id/ics through the API, read back with a real iCalendar parser. */
describe('the one-event calendar download', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterAll(async () => {
    await app.stop();
  });

  const create = async (overrides: Record<string, unknown>) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm(overrides),
      cookie: admin,
    });
    expect(response.status).toBe(201);
    return response.body;
  };

  it('keeps its headers and file name', async () => {
    const event = await create({ title: 'Spring Implant Summit', date: 'March 12-14, 2027' });
    const response = await app.request('GET', `/api/events/${event.id}/ics`, {
      headers: { host: 'events.example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="spring-implant-summit.ics"');
    const [vevent] = new ICAL.Component(ICAL.parse(response.text) as unknown[]).getAllSubcomponents('vevent');
    expect(vevent.getFirstPropertyValue('url')).toBe(`http://events.example.com/events/${event.id}`);
  });

  it("links the event page on the site's own origin behind a trusted proxy, never on a forwarded host the client wrote", async () => {
    const proxied = await TestApp.start({ env: { TRUST_PROXY: '1' } });
    try {
      const cookie = await proxied.login();
      const event = (
        await proxied.request<EventListing>('POST', '/api/events', {
          body: eventForm({ date: 'March 12-14, 2027' }),
          cookie,
        })
      ).body;
      const response = await proxied.request('GET', `/api/events/${event.id}/ics`, {
        headers: { host: 'events.example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      });
      const [vevent] = new ICAL.Component(ICAL.parse(response.text) as unknown[]).getAllSubcomponents('vevent');
      expect(vevent.getFirstPropertyValue('url')).toBe(`https://events.example.com/events/${event.id}`);
    } finally {
      await proxied.stop();
    }
  });

  it('gives a title sent with a bare CR no way to add a calendar entry', async () => {
    // Titles come from the public submission form: a bare CR is a line break to many calendar apps.
    const title =
      'Implant Day\rEND:VEVENT\rBEGIN:VEVENT\rUID:evil@example.com\rSUMMARY:Free CE\rDTSTART;VALUE=DATE:20270101';
    const event = await create({ title, date: 'March 12-14, 2027' });
    expect(event.title).toBe(title);
    const response = await app.request('GET', `/api/events/${event.id}/ics`);
    expect(response.status).toBe(200);
    expect(response.text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1);
    expect(response.text).not.toMatch(/[\r\n]UID:evil/);
    const vevents = new ICAL.Component(ICAL.parse(response.text) as unknown[]).getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0].getFirstPropertyValue('summary')).toBe(event.title.replace(/\r/g, '\n'));
  });
});
