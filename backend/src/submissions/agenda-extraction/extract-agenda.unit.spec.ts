import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AgendaDay } from '@dental/contracts';
import { extractAgenda } from './extract-agenda';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const titles = (day: AgendaDay) => day.sessions.map((s) => s.title);
const session = (day: AgendaDay, title: string) => day.sessions.find((s) => s.title === title);

describe('extractAgenda on fixture pages', () => {
  it('reads JSON-LD sub-events with performers, grouped and sorted by day', () => {
    const result = extractAgenda(fixture('json-ld-two-days.html'), 'https://glrds.example/register');

    expect(result.source).toBe('json-ld');
    expect(result.reason).toBeNull();
    expect(result.agenda.map((d) => [d.date, d.day])).toEqual([
      ['2026-10-15', 'Thursday, October 15, 2026'],
      ['2026-10-16', 'Friday, October 16, 2026'],
    ]);
    const [thursday, friday] = result.agenda;
    expect(titles(thursday)).toEqual([
      'Registration & Continental Breakfast',
      'Adhesive Protocols That Actually Last',
      'Posterior Composites Panel',
      'Lunch with Exhibitors', // referenced by @id from elsewhere in the @graph
    ]);
    // Sorted by start time although the page lists the coffee break last.
    expect(friday.sessions.map((s) => [s.time, s.title])).toEqual([
      ['9:00 AM', 'Occlusion for the Restorative Dentist'],
      ['10:30 AM', 'Coffee Break'],
      ['1:15 PM', 'Digital Smile Design Workshop (Hands-On)'],
    ]);
    expect(session(thursday, 'Adhesive Protocols That Actually Last')).toEqual({
      title: 'Adhesive Protocols That Actually Last',
      time: '8:30 AM',
      speakers: ['Dr. Marguerite Okonkwo-Lind'],
      location: 'Ballroom A',
      description: 'Bond strength, isolation and the evidence behind universal adhesives.',
    });
    // Person objects, givenName/familyName, plain strings, and a plain-string location.
    expect(session(thursday, 'Posterior Composites Panel')).toMatchObject({
      speakers: ['Dr. Tobias Ferrante', 'Priya Halvorsen', 'Dr. Marguerite Okonkwo-Lind'],
      location: 'Ballroom A',
    });
    expect(session(friday, 'Digital Smile Design Workshop (Hands-On)')?.speakers).toEqual([
      'Dr. Ines Varga-Whitlow',
      'DR. TOBIAS FERRANTE',
    ]);
  });

  it('marks JSON-LD breaks and drops their performers', () => {
    const [thursday] = extractAgenda(fixture('json-ld-two-days.html'), 'https://glrds.example/register').agenda;
    expect(session(thursday, 'Registration & Continental Breakfast')).toEqual({
      title: 'Registration & Continental Breakfast',
      time: '7:30 AM',
      type: 'break',
      location: 'Main Foyer',
    });
    expect(session(thursday, 'Lunch with Exhibitors')?.type).toBe('break');
  });

  it('lists each JSON-LD speaker once, ignoring case', () => {
    const result = extractAgenda(fixture('json-ld-two-days.html'), 'https://glrds.example/register');
    expect(result.speakerNames).toEqual([
      'Dr. Marguerite Okonkwo-Lind',
      'Dr. Tobias Ferrante',
      'Priya Halvorsen',
      'Dr. Ines Varga-Whitlow',
    ]);
  });

  it('reads a Time/Session/Speaker table split by day headings', () => {
    const result = extractAgenda(fixture('schedule-table.html'), 'https://pnwips.example/register');

    expect(result.source).toBe('schedule-markup');
    expect(result.agenda.map((d) => [d.date, d.day, d.sessions.length])).toEqual([
      ['2026-03-13', 'Friday, March 13, 2026', 6],
      ['2026-03-14', 'Saturday, March 14, 2026', 3],
    ]);
    const [friday, saturday] = result.agenda;
    expect(session(friday, 'Soft Tissue Grafting Around Implants')).toEqual({
      title: 'Soft Tissue Grafting Around Implants',
      time: '8:30 AM',
      speakers: ['Dr. Evelyn Marchetti'],
      location: 'Cascade Hall',
      description: 'Predictable keratinized tissue in the esthetic zone',
    });
    expect(session(friday, 'Peri-implantitis: Diagnosis and Decontamination')?.speakers).toEqual([
      'Dr. Rohan Achterberg',
      'Dr. Sunniva Castellanos',
    ]);
    expect(session(saturday, 'Perio-Restorative Treatment Planning Roundtable')?.speakers).toEqual([
      'Dr. Evelyn Marchetti',
      'Dr. Rohan Achterberg',
    ]);
    expect(result.speakerNames).toEqual([
      'Dr. Evelyn Marchetti',
      'Dr. Rohan Achterberg',
      'Dr. Sunniva Castellanos',
      'Dr. Kwame Abernathy-Soto',
    ]);
  });

  it('keeps table breaks speaker-free, ignores scripts in cells and TBA speakers', () => {
    const [friday, saturday] = extractAgenda(fixture('schedule-table.html'), 'https://pnwips.example/register').agenda;
    expect(session(friday, 'Coffee Break')).toEqual({
      title: 'Coffee Break',
      time: '10:00 AM',
      type: 'break',
      location: 'Foyer',
    });
    expect(session(friday, 'Lunch')).toEqual({ title: 'Lunch', time: '12:00 PM', type: 'break' });
    expect(session(saturday, 'Closing Remarks & Evaluations')).toEqual({
      title: 'Closing Remarks & Evaluations',
      time: '1:00 PM',
      location: 'Cascade Hall',
    });
    expect(JSON.stringify(friday)).not.toContain('alert');
  });

  it('reads list schedules in their many time and speaker spellings', () => {
    const result = extractAgenda(fixture('schedule-list.html'), 'https://mpdd.example/register');

    expect(result.source).toBe('schedule-markup');
    expect(result.agenda.map((d) => d.day)).toEqual(['Thursday, June 4', 'Friday, June 5', 'Saturday, June 6']);
    const [thursday, friday, saturday] = result.agenda;
    expect(thursday.sessions.map((s) => [s.time, s.title, s.speakers ?? [], s.type ?? null])).toEqual([
      ['8:00 AM', 'Registration & Continental Breakfast', [], 'break'],
      ['8:30 AM', 'Managing Early Childhood Caries', ['Dr. Hannah Whitcombe'], null],
      ['9:30 AM', 'Sedation Safety in the Pediatric Office', ['Dr. Omar Castellane'], null],
      ['10:15 AM', 'Coffee Break', [], 'break'],
      ['10:30 AM', 'Space Maintainers Revisited', ['Dr. Lucia Ferreira-Banks'], null],
      ['12:00 PM', 'Lunch with Exhibitors', [], 'break'],
      ['1:00 PM', 'Implants – Digital Workflows for Growing Patients', [], null],
      ['2:30 PM', 'Behaviour Guidance Without Tears', ['Dr. Margot Feldstein-Reyes'], null],
    ]);
    expect(friday.sessions.map((s) => [s.time, s.title, s.speakers ?? []])).toEqual([
      ['8:00 AM', 'Welcome Reception for Residents', []],
      ['9:00 AM', 'Trauma Management: Avulsion to Reimplantation', ['Dr. Declan Oyelaran']],
      ['11:00 AM', 'Silver Diamine Fluoride Update', []],
      ['1:30 PM', 'Lunch & Learn: Myofunctional Therapy Basics', ['Dr. Anneliese Brodeur', 'Dr. Hannah Whitcombe']],
    ]);
    expect(friday.sessions[3].type).toBeUndefined(); // a lunch-and-learn is a lecture
    expect(saturday.sessions).toEqual([
      { time: '9:00 AM', title: 'Optional Sunrise Harbour Walk' },
      { time: '10:00 AM', title: 'Case Presentations by Residents', speakers: ['Dr. Omar Castellane'] },
    ]);
    expect(result.speakerNames).toEqual([
      'Dr. Hannah Whitcombe',
      'Dr. Omar Castellane',
      'Dr. Lucia Ferreira-Banks',
      'Dr. Margot Feldstein-Reyes',
      'Dr. Declan Oyelaran',
      'Dr. Anneliese Brodeur',
    ]);
  });

  it('finds nothing on a page without a schedule, despite times, dates and an Event without sub-events', () => {
    expect(extractAgenda(fixture('no-agenda.html'), 'https://pdhf.example/register')).toEqual({
      agenda: [],
      speakerNames: [],
      source: 'none',
      reason: 'No agenda found on the registration page.',
    });
  });
});

describe('extractAgenda on hostile or unusual pages', () => {
  // Escaping '<' as sites do keeps a '</script>' inside a string from ending the element early.
  const jsonLd = (data: unknown) =>
    `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
  const event = (subEvent: unknown) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: 'Summit',
    subEvent,
  });

  it('returns the empty result for empty or non-HTML input', () => {
    for (const html of ['', 'just text', '<<<>>>', '{"@type":"Event"}']) {
      expect(extractAgenda(html, 'https://x.example/')).toEqual({
        agenda: [],
        speakerNames: [],
        source: 'none',
        reason: 'No agenda found on the registration page.',
      });
    }
  });

  it('reads a top-level JSON-LD array and skips sub-events without a name', () => {
    const html = jsonLd([
      { '@type': 'Organization', name: 'Society' },
      event([{ name: 'Keynote', startDate: '2026-05-01T09:00' }, { startDate: '2026-05-01T10:00' }, 'not an object']),
    ]);
    expect(extractAgenda(html, 'https://x.example/').agenda).toEqual([
      { date: '2026-05-01', day: 'Friday, May 1, 2026', sessions: [{ title: 'Keynote', time: '9:00 AM' }] },
    ]);
  });

  it('keeps the wall-clock time written in startDate instead of converting time zones', () => {
    const html = jsonLd(event([{ name: 'Late lecture', startDate: '2026-05-01T23:30:00-08:00' }]));
    expect(extractAgenda(html, 'https://x.example/').agenda[0]).toMatchObject({
      date: '2026-05-01',
      sessions: [{ time: '11:30 PM' }],
    });
  });

  it('puts sessions without a usable date after the dated days', () => {
    const html = jsonLd(
      event([
        { name: 'Undated' },
        { name: 'Dated', startDate: '2026-05-02' },
        { name: 'Bad date', startDate: '2026-13-45' },
      ]),
    );
    expect(extractAgenda(html, 'https://x.example/').agenda).toEqual([
      { date: '2026-05-02', day: 'Saturday, May 2, 2026', sessions: [{ title: 'Dated' }] },
      { sessions: [{ title: 'Undated' }, { title: 'Bad date' }] },
    ]);
  });

  it('strips markup and never keeps script text from JSON-LD strings', () => {
    const html = jsonLd(
      event([
        {
          name: '<img src=x onerror="alert(1)">Safe <b>Title</b><script>steal()</script>',
          startDate: '2026-05-01T09:00',
          performer: { name: '<a href="javascript:alert(1)">Dr. Ann Lee</a>' },
        },
      ]),
    );
    const result = extractAgenda(html, 'https://x.example/');
    expect(result.agenda[0].sessions[0]).toEqual({ title: 'Safe Title', time: '9:00 AM', speakers: ['Dr. Ann Lee'] });
    expect(result.speakerNames).toEqual(['Dr. Ann Lee']);
  });

  it('caps titles at 300 characters and agendas at 200 sessions', () => {
    const many = Array.from({ length: 260 }, (_, i) => ({
      name: `${'Long title '.repeat(40)}${i}`,
      startDate: '2026-05-01T09:00',
    }));
    const result = extractAgenda(jsonLd(event(many)), 'https://x.example/');
    const sessions = result.agenda.flatMap((d) => d.sessions);
    expect(sessions).toHaveLength(200);
    expect(Math.max(...sessions.map((s) => s.title.length))).toBeLessThanOrEqual(300);

    const rows = Array.from({ length: 260 }, (_, i) => `<li>9:00 AM Talk ${i} ${'x'.repeat(5000)}</li>`).join('');
    const fromList = extractAgenda(`<ul>${rows}</ul>`, 'https://x.example/');
    expect(fromList.agenda.flatMap((d) => d.sessions)).toHaveLength(200);
    expect(fromList.agenda[0].sessions[0].title.length).toBeLessThanOrEqual(300);
  });

  it('falls back to markup when JSON-LD has no sub-events, and ignores JSON-LD in non-JSON-LD scripts', () => {
    const html = `<script type="text/javascript">${JSON.stringify(event([{ name: 'Hidden' }]))}</script>
      ${jsonLd({ '@type': 'Event', name: 'Summit' })}
      <ul><li>9:00 AM Opening</li><li>10:00 AM Closing</li></ul>`;
    const result = extractAgenda(html, 'https://x.example/');
    expect(result.source).toBe('schedule-markup');
    expect(result.agenda).toEqual([
      {
        sessions: [
          { time: '9:00 AM', title: 'Opening' },
          { time: '10:00 AM', title: 'Closing' },
        ],
      },
    ]);
  });

  it('does not call a single timed line a schedule', () => {
    expect(
      extractAgenda('<ul><li>9:00 AM Doors open</li><li>Parking on site</li></ul>', 'https://x.example/').source,
    ).toBe('none');
  });

  it('reads a header-less table and uses name-like and room-like cells', () => {
    const html = `<table>
      <tr><td>9:00 AM</td><td>Endodontic Retreatment</td><td>Dr. Ann Lee</td><td>Room 101</td></tr>
      <tr><td>10:00 AM</td><td>Ceramics Update</td><td>Salon B</td></tr>
    </table>`;
    expect(extractAgenda(html, 'https://x.example/').agenda[0].sessions).toEqual([
      { time: '9:00 AM', title: 'Endodontic Retreatment', speakers: ['Dr. Ann Lee'], location: 'Room 101' },
      { time: '10:00 AM', title: 'Ceramics Update', location: 'Salon B' },
    ]);
  });

  it('starts days from single-cell rows inside a table', () => {
    const html = `<table>
      <tr><th>Time</th><th>Topic</th><th>Presenter</th></tr>
      <tr><td colspan="3">Monday, April 6, 2026</td></tr>
      <tr><td>9:00</td><td>Opening</td><td>Bo Park</td></tr>
      <tr><td colspan="3">Tuesday, April 7, 2026</td></tr>
      <tr><td>13:30</td><td>Closing</td><td>Ann Lee</td></tr>
    </table>`;
    expect(extractAgenda(html, 'https://x.example/').agenda).toEqual([
      {
        date: '2026-04-06',
        day: 'Monday, April 6, 2026',
        sessions: [{ time: '9:00 AM', title: 'Opening', speakers: ['Bo Park'] }],
      },
      {
        date: '2026-04-07',
        day: 'Tuesday, April 7, 2026',
        sessions: [{ time: '1:30 PM', title: 'Closing', speakers: ['Ann Lee'] }],
      },
    ]);
  });

  it('survives pathological nesting quickly', () => {
    const deep = '<div>'.repeat(300_000) + '<ul><li>9:00 AM Hidden</li><li>10:00 AM Deep</li></ul>';
    const started = Date.now();
    const result = extractAgenda(deep, 'https://x.example/');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.source).toBe('none');

    const unmatched = '<b>'.repeat(200_000) + '</i>'.repeat(200_000);
    const again = Date.now();
    extractAgenda(unmatched, 'https://x.example/');
    expect(Date.now() - again).toBeLessThan(5000);
  });

  it('tolerates deeply nested JSON-LD', () => {
    const html = `<script type="application/ld+json">${'['.repeat(100_000)}${']'.repeat(100_000)}</script><ul><li>9:00 AM A</li><li>9:30 AM B</li></ul>`;
    expect(extractAgenda(html, 'https://x.example/').source).toBe('schedule-markup');
  });
});
