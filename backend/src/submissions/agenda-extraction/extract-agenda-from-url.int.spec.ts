import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOW_LOOPBACK_FOR_TESTS } from './address-policy';
import { extractAgenda } from './extract-agenda';
import { FetchOptions, extractAgendaFromUrl } from './index';
import { LocalServer, fakeDns, startLocalServer, watchConnections } from './testing/local-server';

const FIXTURES = ['json-ld-two-days.html', 'schedule-table.html', 'schedule-list.html', 'no-agenda.html'];
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

describe('extractAgendaFromUrl against fixture pages served on 127.0.0.1', () => {
  let server: LocalServer;
  const allow: FetchOptions = { allowLoopback: ALLOW_LOOPBACK_FOR_TESTS, resolveHost: fakeDns({}).resolve };

  beforeAll(async () => {
    server = await startLocalServer((req, res) => {
      const name = (req.url ?? '').replace(/^\/events\//, '');
      if (req.url === '/moved') {
        res.writeHead(301, { location: '/events/schedule-list.html' });
        return res.end();
      }
      if (!FIXTURES.includes(name)) {
        res.writeHead(404, { 'content-type': 'text/html' });
        return res.end('<h1>Not found</h1>');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(fixture(name));
    });
  });
  afterAll(() => server.close());

  it('reads the JSON-LD agenda', async () => {
    const result = await extractAgendaFromUrl(`${server.origin}/events/json-ld-two-days.html`, allow);
    expect(result.source).toBe('json-ld');
    expect(result.reason).toBeNull();
    expect(result.agenda.map((day) => [day.date, day.sessions.length])).toEqual([
      ['2026-10-15', 4],
      ['2026-10-16', 3],
    ]);
    expect(result.speakerNames).toEqual([
      'Dr. Marguerite Okonkwo-Lind',
      'Dr. Tobias Ferrante',
      'Priya Halvorsen',
      'Dr. Ines Varga-Whitlow',
    ]);
  });

  it('reads the schedule table', async () => {
    const result = await extractAgendaFromUrl(`${server.origin}/events/schedule-table.html`, allow);
    expect(result.source).toBe('schedule-markup');
    expect(result.agenda.map((day) => [day.day, day.sessions.length])).toEqual([
      ['Friday, March 13, 2026', 6],
      ['Saturday, March 14, 2026', 3],
    ]);
    expect(result.agenda[0].sessions[1]).toMatchObject({
      time: '8:30 AM',
      title: 'Soft Tissue Grafting Around Implants',
      speakers: ['Dr. Evelyn Marchetti'],
    });
  });

  it('reads the list schedule after following a redirect', async () => {
    const result = await extractAgendaFromUrl(`${server.origin}/moved`, allow);
    expect(result.source).toBe('schedule-markup');
    expect(result.agenda.map((day) => day.day)).toEqual(['Thursday, June 4', 'Friday, June 5', 'Saturday, June 6']);
    expect(result.speakerNames).toContain('Dr. Declan Oyelaran');
  });

  it('reports no agenda for the page without one', async () => {
    await expect(extractAgendaFromUrl(`${server.origin}/events/no-agenda.html`, allow)).resolves.toEqual({
      agenda: [],
      speakerNames: [],
      source: 'none',
      reason: 'No agenda found on the registration page.',
    });
  });

  it('gives the same result over HTTP as from the file', async () => {
    for (const name of FIXTURES) {
      const url = `${server.origin}/events/${name}`;
      await expect(extractAgendaFromUrl(url, allow)).resolves.toEqual(extractAgenda(fixture(name), url));
    }
  });

  it('never throws: fetch failures come back as an empty agenda with the reason for the admin', async () => {
    const connections = watchConnections();
    try {
      await expect(extractAgendaFromUrl('http://169.254.169.254/latest/meta-data/', allow)).resolves.toEqual({
        agenda: [],
        speakerNames: [],
        source: 'none',
        reason: 'The registration URL points to a private or local network address.',
      });
      await expect(extractAgendaFromUrl(`${server.origin}/events/schedule-table.html`)).resolves.toMatchObject({
        source: 'none',
        reason: 'The registration URL points to a private or local network address.',
      });
      await expect(extractAgendaFromUrl('ftp://files.example/agenda.html', allow)).resolves.toMatchObject({
        reason: 'The registration URL must start with http:// or https://.',
      });
      expect(connections.attempts()).toBe(0);
      await expect(extractAgendaFromUrl(`${server.origin}/events/missing.html`, allow)).resolves.toMatchObject({
        agenda: [],
        source: 'none',
        reason: 'The registration page answered with HTTP status 404.',
      });
      await expect(
        extractAgendaFromUrl(`${server.origin}/events/schedule-list.html`, { ...allow, maxBytes: 100 }),
      ).resolves.toMatchObject({
        reason: 'The registration page is too large to read (over 100 bytes).',
      });
    } finally {
      connections.restore();
    }
  });
});
