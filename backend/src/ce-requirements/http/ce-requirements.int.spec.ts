import type {
  ApiErrorBody,
  AuditPage,
  CeProgress,
  CeRuleSet,
  EventListing,
  EventSearchAnswer,
} from '@dental/contracts';
import { EventStore } from '../../event-sourcing/event-store/event-store.port';
import { replayAndCompare } from '../../testing/replay-equals-live';
import { TestApp, eventForm } from '../../testing/test-app';

/** A board's rules as an editor records them: a minimum from registered providers, an on-demand cap, an excluded subject. */
const ruleSetBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'California dentists (test)',
  country: 'US',
  region: 'CA',
  role: 'dentist',
  cycleYears: 2,
  unit: 'hours',
  total: 50,
  rules: [
    {
      id: 'infection-control',
      label: 'Infection control',
      kind: 'minimum',
      amount: 2,
      where: { mandates: ['infection_control'] },
      approvedProviderOnly: true,
      source: 'Board page',
    },
    { id: 'self-study', label: 'Self-study', kind: 'maximum', amount: 3, where: { delivery: ['on_demand'] } },
    { id: 'practice-management', label: 'Practice management', kind: 'excluded', where: { topics: ['550'] } },
  ],
  sources: [{ title: 'Board page', url: 'https://board.example.org/ce' }],
  verifiedOn: '2026-11-27',
  notes: 'For tests.',
  ...overrides,
});

const approved = { country: 'US', region: 'CA', number: 'RP5678', mandates: ['infection_control'] };

describe('renewal requirements API', () => {
  let app: TestApp;
  let admin: string;

  beforeEach(async () => {
    app = await TestApp.start();
    admin = await app.login();
  });
  afterEach(async () => {
    await app.stop();
  });

  const create = (body: unknown) =>
    app.request<CeRuleSet & ApiErrorBody>('POST', '/api/ce-requirements', { body, cookie: admin });
  const createEvent = async (overrides: Record<string, unknown>) => {
    const response = await app.request<EventListing>('POST', '/api/events', {
      body: eventForm({
        date: '2027-03-11',
        timezone: 'America/Los_Angeles',
        ...overrides,
      }),
      cookie: admin,
    });
    if (response.status !== 201) throw new Error(`event refused: ${JSON.stringify(response.body)}`);
    return response.body;
  };
  /** The public event's sessions, by title, with the keys the public agenda carries. */
  const keysOf = async (eventId: string) => {
    const event = (await app.request<EventListing>('GET', `/api/events/${eventId}`)).body;
    const sessions = (event.agenda as Array<{ sessions: Array<{ title: string; key?: string }> }>)[0].sessions;
    return new Map(sessions.map((session) => [session.title, session.key!]));
  };

  it('records a rule set, answers it to anyone, lists it, and edits it', async () => {
    const created = await create(ruleSetBody());
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), ...ruleSetBody() });
    expect((await app.request('GET', `/api/ce-requirements/${created.body.id}`)).body).toEqual(created.body);
    expect((await app.request('GET', '/api/ce-requirements')).body).toEqual([created.body]);

    const edited = await app.request<CeRuleSet>('PATCH', `/api/ce-requirements/${created.body.id}`, {
      body: { total: 40, notes: 'Edited.' },
      cookie: admin,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ total: 40, notes: 'Edited.', rules: ruleSetBody().rules });
    expect((await app.request('GET', '/api/ce-requirements/nope')).body).toEqual({ message: 'No such rule set.' });
  });

  it('visitors may read but not write', async () => {
    expect((await app.request('POST', '/api/ce-requirements', { body: ruleSetBody() })).status).toBe(401);
    expect((await app.request('GET', '/api/ce-requirements')).status).toBe(200);
  });

  it.each([
    [
      'an unknown mandate',
      { rules: [{ id: 'x', label: 'X', kind: 'minimum', amount: 1, where: { mandates: ['astrology'] } }] },
      'rules.0.where.mandates.0',
      /Unknown mandate/,
    ],
    [
      'an unknown rule kind',
      { rules: [{ id: 'x', label: 'X', kind: 'recommended', amount: 1, where: { delivery: ['in_person'] } }] },
      'rules.0.kind',
      /kind must be "minimum", "maximum" or "excluded"/,
    ],
    [
      'a negative amount',
      { rules: [{ id: 'x', label: 'X', kind: 'maximum', amount: -2, where: { delivery: ['on_demand'] } }] },
      'rules.0.amount',
      /amount cannot be negative/,
    ],
    ['no source', { sources: [] }, 'sources', /sources must name at least one page/],
    [
      'a rule naming a source the set lacks',
      { sources: [{ title: 'Other', url: 'https://other.example.org' }] },
      'rules.0.source',
      /is not one of the rule set's sources/,
    ],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_case, overrides, path, message) => {
    const response = await create(ruleSetBody(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.issues?.map((issue) => issue.path)).toContain(path);
    expect((await app.request('GET', '/api/ce-requirements')).body).toEqual([]);
  });

  it('refuses negative minutes and an unknown mandate on a session, and an unknown mandate in a board approval', async () => {
    const negative = await app.request<ApiErrorBody>('POST', '/api/events', {
      body: eventForm({ agenda: [{ date: '2027-03-11', sessions: [{ title: 'Lab', minutes: -30 }] }] }),
      cookie: admin,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/minutes must be a whole number of minutes from 0 to 1440/);
    const mandate = await app.request<ApiErrorBody>('POST', '/api/events', {
      body: eventForm({ agenda: [{ title: 'Lab', mandates: ['astrology'] }] }),
      cookie: admin,
    });
    expect(mandate.status).toBe(400);
    expect(mandate.body.issues?.[0].path).toBe('agenda.0.mandates.0');
    const approval = await app.request<ApiErrorBody>('POST', '/api/events', {
      body: eventForm({ ceProvider: { name: 'Academy', boardApprovals: [{ ...approved, region: 'ON' }] } }),
      cookie: admin,
    });
    expect(approval.status).toBe(400);
    expect(approval.body.message).toMatch(/region "ON" is not a US state code/);
    expect((await app.request<EventListing[]>('GET', '/api/events', { cookie: admin })).body).toEqual([]);
  });

  it('an edit that leaves the set inconsistent is refused, and one that changes nothing writes nothing', async () => {
    const { id } = (await create(ruleSetBody())).body;
    const refused = await app.request<ApiErrorBody>('PATCH', `/api/ce-requirements/${id}`, {
      body: { sources: [{ title: 'Renamed', url: 'https://board.example.org/ce' }] },
      cookie: admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: 'rules.0.source', message: 'rule source "Board page" is not one of the rule set\'s sources' },
    ]);
    await app.request('PATCH', `/api/ce-requirements/${id}`, { body: { total: 50 }, cookie: admin });
    expect(await app.app.get(EventStore).readStream(`ce-rule-set-${id}`)).toHaveLength(1);
  });

  it('an edit shows in the audit history in words and is undone', async () => {
    const { id } = (await create(ruleSetBody())).body;
    await app.request('PATCH', `/api/ce-requirements/${id}`, { body: { total: 40 }, cookie: admin });
    const rows = (await app.request<AuditPage>('GET', '/api/audit?kind=rule-set', { cookie: admin })).body.rows;
    expect(rows.map((row) => row.summary)).toEqual([
      'admin@example.com changed the total of the renewal rule set “California dentists (test)”',
      'admin@example.com recorded the renewal rule set “California dentists (test)”',
    ]);
    expect((await app.request('POST', `/api/audit/${rows[0].position}/undo`, { cookie: admin })).status).toBe(200);
    expect((await app.request<CeRuleSet>('GET', `/api/ce-requirements/${id}`)).body.total).toBe(50);
    const { live, replayed } = await replayAndCompare(app, ['ce-rule-sets']);
    expect(replayed).toEqual(live);
  });

  it('progress: approved and unapproved providers, on-demand hours over the cap, an excluded subject, two overlapping sessions', async () => {
    const { id } = (await create(ruleSetBody())).body;
    const registered = await createEvent({
      title: 'Registered Provider Day',
      ceProvider: { name: 'Registered Academy', boardApprovals: [approved] },
      agenda: [
        {
          date: '2027-03-11',
          sessions: [
            { time: '8:00-10:00 AM', title: 'Infection Control Update', minutes: 120, mandates: ['infection_control'] },
            { time: '1:30-5:00 PM', title: 'Implant Lab', minutes: 210, creditType: 'participation' },
          ],
        },
      ],
    });
    const unregistered = await createEvent({
      title: 'Unregistered Provider Day',
      ceProvider: { name: 'Other Academy' },
      agenda: [
        {
          date: '2027-03-11',
          sessions: [
            // 2:30 PM in Denver is 1:30 PM in Los Angeles: it overlaps the Implant Lab by its instants.
            { time: '2:30-5:00 PM', title: 'Sterilisation Lab', minutes: 150, mandates: ['infection_control'] },
            { time: '6:00-8:00 PM', title: 'Webinar Replay', minutes: 120, delivery: 'on_demand' },
            { time: '8:00-10:00 PM', title: 'Second Replay', minutes: 120, delivery: 'on_demand' },
            { time: '10:00-11:00 PM', title: 'Practice Marketing', minutes: 60, topics: ['550'] },
          ],
        },
      ],
      timezone: 'America/Denver',
    });
    const a = await keysOf(registered.id);
    const b = await keysOf(unregistered.id);
    const items = [
      { eventId: registered.id, sessionKey: a.get('Infection Control Update')! },
      { eventId: registered.id, sessionKey: a.get('Implant Lab')! },
      { eventId: unregistered.id, sessionKey: b.get('Sterilisation Lab')! },
      { eventId: unregistered.id, sessionKey: b.get('Webinar Replay')! },
      { eventId: unregistered.id, sessionKey: b.get('Second Replay')! },
      { eventId: unregistered.id, sessionKey: b.get('Practice Marketing')! },
      { eventId: unregistered.id, sessionKey: 'gone' },
    ];
    const response = await app.request<CeProgress>('POST', `/api/ce-requirements/${id}/progress`, { body: { items } });
    expect(response.status).toBe(200);
    const progress = response.body;
    expect(progress.items.map((item) => [item.counted, item.countsToward])).toEqual([
      [2, ['infection-control']],
      [3.5, []],
      [0, []],
      [2, ['self-study']],
      [1, ['self-study']],
      [0, []],
      [0, []],
    ]);
    expect(progress.items[2].notCountedBecause).toMatch(/overlaps another chosen session/);
    expect(progress.items[4].notCountedBecause).toBe('The cap is reached: Self-study.');
    expect(progress.items[5].notCountedBecause).toBe('Does not count: Practice management.');
    expect(progress.items[6].notCountedBecause).toBe('This session is no longer in the event’s agenda.');
    expect(progress.overlaps).toEqual([{ items: [items[1], items[2]] }]);
    expect(progress.total).toEqual({ required: 50, counted: 8.5 });
    expect(progress.rules).toEqual([
      { id: 'infection-control', label: 'Infection control', kind: 'minimum', amount: 2, counted: 2, met: true },
      { id: 'self-study', label: 'Self-study', kind: 'maximum', amount: 3, counted: 3, met: true },
      {
        id: 'practice-management',
        label: 'Practice management',
        kind: 'excluded',
        amount: null,
        counted: 1,
        met: true,
      },
    ]);

    // The unregistered provider's infection control counts toward the total only, not the rule.
    const alone = await app.request<CeProgress>('POST', `/api/ce-requirements/${id}/progress`, {
      body: { items: [items[2]] },
    });
    expect(alone.body.items[0]).toMatchObject({ counted: 2.5, countsToward: [] });
    expect(alone.body.rules[0]).toMatchObject({ counted: 0, met: false });

    const badBody = await app.request<ApiErrorBody>('POST', `/api/ce-requirements/${id}/progress`, {
      body: { items: [{ eventId: registered.id }] },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body.message).toBe('sessionKey is required');
    expect((await app.request('POST', '/api/ce-requirements/nope/progress', { body: { items: [] } })).status).toBe(404);
  });

  it('the events search keeps exactly the events with a session that counts toward a set or one of its rules', async () => {
    const { id } = (await create(ruleSetBody())).body;
    const infection = await createEvent({
      title: 'Infection Control Day',
      ceProvider: { name: 'Registered Academy', boardApprovals: [approved] },
      agenda: [{ date: '2027-03-11', sessions: [{ title: 'Update', minutes: 60, mandates: ['infection_control'] }] }],
    });
    const unapproved = await createEvent({
      title: 'Unapproved Infection Control',
      agenda: [{ date: '2027-03-11', sessions: [{ title: 'Update', ceCredits: 1, mandates: ['infection_control'] }] }],
    });
    await createEvent({
      title: 'Marketing Only',
      agenda: [{ date: '2027-03-11', sessions: [{ title: 'Marketing', minutes: 60, topics: ['550'] }] }],
    });
    await createEvent({ title: 'No Agenda' });
    const titles = async (countsToward: string) => {
      const response = await app.request<EventSearchAnswer>(
        'GET',
        `/api/events/search?countsToward=${encodeURIComponent(countsToward)}`,
      );
      expect(response.status).toBe(200);
      return response.body.items.map((event) => event.title).sort();
    };
    expect(await titles(id)).toEqual([infection.title, unapproved.title].sort());
    expect(await titles(`${id}:infection-control`)).toEqual([infection.title]);
    expect(await titles(`${id}:self-study`)).toEqual([]);
    // The same search after the rule changes answers by the rule as it is now.
    const anyProvider = ruleSetBody().rules.map((rule) =>
      rule.id === 'infection-control' ? { ...rule, approvedProviderOnly: false } : rule,
    );
    const edited = await app.request('PATCH', `/api/ce-requirements/${id}`, {
      body: { rules: anyProvider },
      cookie: admin,
    });
    expect(edited.status).toBe(200);
    expect(await titles(`${id}:infection-control`)).toEqual([infection.title, unapproved.title].sort());

    for (const [value, message] of [
      ['nope', 'countsToward: there is no renewal rule set "nope"'],
      [`${id}:nope`, `countsToward: the rule set "${id}" has no rule "nope"`],
      [
        `${id}:practice-management`,
        'countsToward: "practice-management" is an excluded rule, which nothing counts toward',
      ],
    ]) {
      const refused = await app.request<ApiErrorBody>(
        'GET',
        `/api/events/search?countsToward=${encodeURIComponent(value)}`,
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
  });
});
