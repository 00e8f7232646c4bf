import type { EventListing } from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { TestApp, eventForm } from '../../testing/test-app';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './json-body';

/**
 * Bodies nested deeper than MAX_JSON_DEPTH are refused before parsing and validation: a deep
 * agenda used to overflow the stack in validation (500), and unknown fields nested thousands of
 * levels deep were stored. Bodies are written as text: JSON.stringify itself recurses.
 */
const TOO_DEEP = { status: 400, body: { message: TOO_DEEP_MESSAGE } };

/** An agenda whose sessions each hold the next one, `levels` sessions deep. */
function nestedAgendaBody(levels: number): string {
  return `{"agenda":[${'{"title":"Workshop","sessions":['.repeat(levels - 1)}{"title":"Innermost"}${']}'.repeat(levels - 1)}]}`;
}

/** A field the schemas do not know, holding objects `levels` deep. */
function deepUnknownField(levels: number): string {
  return `${'{"x":'.repeat(levels)}"deep"${'}'.repeat(levels)}`;
}

describe('JSON bodies nested too deeply', () => {
  let app: TestApp;
  let admin: string;
  let event: EventListing;

  beforeAll(async () => {
    app = await TestApp.start();
    admin = await app.login();
    event = (await app.request<EventListing>('POST', '/api/events', { body: eventForm(), cookie: admin })).body;
  });
  afterAll(async () => {
    await app.stop();
  });

  const logLength = async () => await app.get(EventStore).headPosition();

  it('refuses PATCH /api/events/:id with an agenda nested 535 levels deep: 400, never 500', async () => {
    const before = await logLength();
    expect(
      await app.request('PATCH', `/api/events/${event.id}`, { rawBody: nestedAgendaBody(535), cookie: admin }),
    ).toMatchObject(TOO_DEEP);
    expect(await logLength()).toBe(before);
  });

  it.each([1_000, 20_000])('refuses POST /api/events nested %i levels deep', async (levels) => {
    const before = await logLength();
    const body = JSON.stringify(eventForm()).replace(/}$/, `,"agenda":${'['.repeat(levels)}${']'.repeat(levels)}}`);
    expect(await app.request('POST', '/api/events', { rawBody: body, cookie: admin })).toMatchObject(TOO_DEEP);
    expect(await logLength()).toBe(before);
  });

  it('refuses the public submission form nested 20,000 levels deep, before any sign-in', async () => {
    const response = await app.request('POST', '/api/event-submissions', {
      rawBody: `{"title":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    });
    expect(response).toMatchObject(TOO_DEEP);
  });

  it('stores nothing of unknown fields nested 4,100 levels deep, in a session or at the top', async () => {
    const before = await logLength();
    const inSession = `{"agenda":[{"title":"Opening","junk":${deepUnknownField(4_100)}}]}`;
    expect(await app.request('PATCH', `/api/events/${event.id}`, { rawBody: inSession, cookie: admin })).toMatchObject(
      TOO_DEEP,
    );
    const atTop = `{"title":"Renamed","junk":${deepUnknownField(4_100)}}`;
    expect(await app.request('PATCH', `/api/events/${event.id}`, { rawBody: atTop, cookie: admin })).toMatchObject(
      TOO_DEEP,
    );
    expect(await logLength()).toBe(before);
    expect((await app.request<EventListing>('GET', `/api/events/${event.id}`)).body).toMatchObject({
      title: event.title,
      agenda: null,
    });
  });

  it('drops fields an agenda does not have, at every depth within the bound, and keeps the rest', async () => {
    const sent = [
      {
        date: '2027-03-12',
        junk: { x: 1 },
        sessions: [
          {
            title: 'Hands-on',
            junk: 'x',
            speakers: [{ name: 'Dr. Dana Wu', junk: { y: [1] } }],
            sessions: [{ title: 'Guided surgery', time: '9:00 AM', junk: [[1]] }],
          },
        ],
      },
      { title: 'Plain session at the top', junk: true, sessions: [{ title: 'Inside it' }] },
    ];
    const response = await app.request<EventListing>('PATCH', `/api/events/${event.id}`, {
      body: { agenda: sent },
      cookie: admin,
    });
    expect(response.status).toBe(200);
    const kept = [
      {
        date: '2027-03-12',
        sessions: [
          {
            title: 'Hands-on',
            speakers: [{ name: 'Dr. Dana Wu' }],
            sessions: [{ title: 'Guided surgery', time: '9:00 AM' }],
          },
        ],
      },
      { title: 'Plain session at the top', sessions: [{ title: 'Inside it' }] },
    ];
    expect(response.body.agenda).toEqual(kept);
    // The admin reads the agenda as it was written; the public's also carries each session's key.
    expect((await app.request<EventListing>('GET', `/api/events/${event.id}`, { cookie: admin })).body.agenda).toEqual(
      kept,
    );
    const [stored] = (await app.get(EventStore).readAll(0, 100_000)).filter((domainEvent) =>
      JSON.stringify(domainEvent.data).includes('Plain session at the top'),
    );
    expect(JSON.stringify(stored.data)).not.toContain('junk');
    const wrapped = await app.request<EventListing>('PATCH', `/api/events/${event.id}`, {
      body: { agenda: { days: [{ day: 'Day 1', sessions: [{ title: 'A' }] }], junk: 1 } },
      cookie: admin,
    });
    expect(wrapped.body.agenda).toEqual({ days: [{ day: 'Day 1', sessions: [{ title: 'A' }] }] });
  });

  it('names the wrong value inside a day and inside a workshop at the top of a plain list alike', async () => {
    const wrong = { message: 'creditType must be "lecture" or "participation"' };
    const inDay = [{ date: '2027-03-12', sessions: [{ title: 'Talk', creditType: 'online' }] }];
    expect(
      await app.request('PATCH', `/api/events/${event.id}`, { body: { agenda: inDay }, cookie: admin }),
    ).toMatchObject({
      status: 400,
      body: { ...wrong, issues: [{ path: 'agenda.0.sessions.0.creditType', ...wrong }] },
    });
    const inWorkshop = [{ title: 'Workshop', sessions: [{ title: 'Talk', creditType: 'online' }] }];
    expect(
      await app.request('PATCH', `/api/events/${event.id}`, { body: { agenda: inWorkshop }, cookie: admin }),
    ).toMatchObject({
      status: 400,
      body: { ...wrong, issues: [{ path: 'agenda.0.sessions.0.creditType', ...wrong }] },
    });
  });

  it('refuses an unknown top-level field however shallow', async () => {
    const response = await app.request('PATCH', `/api/events/${event.id}`, {
      body: { title: 'Renamed', junk: { x: 1 } },
      cookie: admin,
    });
    expect(response).toMatchObject({ status: 400, body: { message: 'Unknown field(s): junk' } });
  });

  it('accepts the deepest agenda shape in use, a workshop group of sessions with speaker objects, and one just inside the bound', async () => {
    const agenda = [
      {
        date: '2027-03-12',
        sessions: [
          {
            title: 'Hands-on',
            type: 'workshop',
            sessions: [{ title: 'Guided surgery', speakers: [{ name: 'Dr. Dana Wu' }] }],
          },
        ],
      },
    ];
    const shallow = await app.request<EventListing>('PATCH', `/api/events/${event.id}`, {
      body: { agenda },
      cookie: admin,
    });
    expect(shallow.status).toBe(200);
    expect(shallow.body.agenda).toEqual(agenda);
    // {"agenda":[ is two levels; each nested session adds its object and its sessions array.
    const levels = Math.floor((MAX_JSON_DEPTH - 2) / 2);
    expect(
      (await app.request('PATCH', `/api/events/${event.id}`, { rawBody: nestedAgendaBody(levels), cookie: admin }))
        .status,
    ).toBe(200);
    expect(
      await app.request('PATCH', `/api/events/${event.id}`, { rawBody: nestedAgendaBody(levels + 1), cookie: admin }),
    ).toMatchObject(TOO_DEEP);
  });

  it('answers malformed, empty and poisoned JSON each with its own 400', async () => {
    const send = (rawBody: string) => app.request('PATCH', `/api/events/${event.id}`, { rawBody, cookie: admin });
    expect(await send('{"title":')).toMatchObject({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    expect(await send('')).toMatchObject({
      status: 400,
      body: { message: 'The request body is empty: send a JSON body with this content type, or no content type.' },
    });
    // Fastify's parser refuses prototype-poisoning keys; parsing is still its own, and the refusal names the keys.
    for (const rawBody of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      expect(await send(rawBody)).toMatchObject({
        status: 400,
        body: {
          message: 'The request body may not hold a "__proto__" key, or a "constructor" key holding "prototype".',
        },
      });
    }
    // A "constructor" key alone is an ordinary field (refused later by the route's schema, if at all).
    expect((await send('{"constructor":"x"}')).body).not.toEqual({
      message: 'The request body may not hold a "__proto__" key, or a "constructor" key holding "prototype".',
    });
  });
});
