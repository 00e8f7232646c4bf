import { normaliseAgenda, type Agenda } from '@dental/contracts';
import { readPlanItem, readPlanItems, type PlanItem } from './plan-item';
import { planItemMarks } from '../plan-changes';
import { planSessions, refreshPlanItem, type PlanEvent } from './plan-sessions';

const agenda: Agenda = [
  {
    date: '2027-03-11',
    sessions: [
      { time: '7:30 AM', title: 'Registration', type: 'break' },
      {
        time: '9:00 AM',
        title: 'Guided Implant Surgery',
        ceCredits: 1.5,
        creditType: 'lecture',
        topics: ['690', '999'],
        location: 'Ballroom A',
      },
      { time: '10:30 AM', title: 'Coffee Break', type: 'break' },
      {
        time: '1:30 PM',
        title: 'Afternoon Hands-On Workshops',
        sessions: [
          { title: 'Sinus Augmentation', ceCredits: 3.5, creditType: 'participation', topics: ['310'] },
          { title: 'Suturing', time: '2:00 PM', ceCredits: 3, creditType: 'participation' },
        ],
      },
      { time: '5:00 PM', title: 'Reception', type: 'break' },
    ],
  },
  {
    day: 'Day 2',
    sessions: [
      {
        time: '8:30 AM',
        title: 'Corporate Forum',
        type: 'corporate_forum',
        sessions: [
          { time: '8:30 AM', title: 'Zirconia Full-Arch', ceCredits: 0.75, creditType: 'lecture' },
          { time: '9:15 AM', title: 'Bone Grafting Biologics' },
        ],
      },
      { time: '   ', title: '   ' },
      { time: 'Afternoon', title: 'Closing Remarks' },
    ],
  },
];

const event: PlanEvent = {
  id: 'evt-1',
  title: 'Lone Star Summit',
  agenda,
  timezone: 'America/Chicago',
  startDate: '2027-03-11',
  endDate: '2027-03-12',
  location: 'Trinity Center, Dallas, TX',
};

describe('planSessions', () => {
  const sessions = planSessions(event);
  const byTitle = (title: string) => sessions.find(({ item }) => item.title === title)!.item;

  it('offers every titled session but breaks, nested workshop and forum sessions included, in agenda order', () => {
    expect(sessions.map(({ item }) => item.title)).toEqual([
      'Guided Implant Surgery',
      'Sinus Augmentation',
      'Suturing',
      'Zirconia Full-Arch',
      'Bone Grafting Biologics',
      'Closing Remarks',
    ]);
  });

  it('keeps what the plan shows: event, zone, time as written, day, credits, known subjects, room and venue', () => {
    expect(byTitle('Guided Implant Surgery')).toEqual({
      eventId: 'evt-1',
      eventTitle: 'Lone Star Summit',
      timezone: 'America/Chicago',
      key: expect.stringMatching(/^[0-9a-z]+$/) as unknown,
      title: 'Guided Implant Surgery',
      time: '9:00 AM',
      day: '2027-03-11',
      // The coffee break at 10:30 is when it likely ends.
      until: 10 * 60 + 30,
      credits: 1.5,
      creditType: 'lecture',
      topics: ['690'],
      place: 'Ballroom A, Trinity Center, Dallas, TX',
    });
  });

  it("a workshop takes its group's time unless it has its own; 'Day 2' is the event's second day", () => {
    expect(byTitle('Sinus Augmentation')).toMatchObject({
      time: '1:30 PM',
      until: 14 * 60,
      place: 'Trinity Center, Dallas, TX',
    });
    expect(byTitle('Suturing')).toMatchObject({ time: '2:00 PM', until: 17 * 60 });
    expect(byTitle('Zirconia Full-Arch')).toMatchObject({ day: '2027-03-12', until: 9 * 60 + 15 });
    expect(byTitle('Bone Grafting Biologics')).toMatchObject({
      time: '9:15 AM',
      until: null,
      credits: null,
      creditType: null,
      topics: [],
    });
    expect(byTitle('Closing Remarks')).toMatchObject({ time: 'Afternoon', until: null });
  });

  it('each session keeps the entry of the agenda it was read from, for its button on the event page', () => {
    const normalised = normaliseAgenda(agenda);
    const [guided, sinus] = planSessions(event, normalised);
    const [firstDay] = normalised.days;
    expect(guided.source).toBe(firstDay.items[1].kind === 'session' && firstDay.items[1].session);
    expect(sinus.source).toBe(firstDay.items[3].kind === 'workshop-group' && firstDay.items[3].sessions[0].session);
  });

  it('every session gives a valid stored item', () => {
    for (const { item } of sessions) expect(readPlanItem(JSON.parse(JSON.stringify(item)))).toEqual(item);
  });

  it('keys are unique within the event, a repeated session getting a suffix', () => {
    const repeated = planSessions({
      ...event,
      agenda: [
        { time: '9:00 AM', title: 'Open Lab' },
        { time: '9:00 AM', title: 'Open Lab' },
      ],
    });
    const [first, second] = repeated.map(({ item }) => item.key);
    expect(second).toBe(`${first}-2`);
    expect(new Set(sessions.map(({ item }) => item.key)).size).toBe(sessions.length);
  });
});

describe('plan keys', () => {
  it('does not change when other sessions are added, removed or edited', () => {
    const before = planSessions(event).find(({ item }) => item.title === 'Guided Implant Surgery')!.item.key;
    const edited: Agenda = [
      {
        date: '2027-03-11',
        sessions: [
          { time: '8:00 AM', title: 'New Opening', ceCredits: 1 },
          { time: '9:00 AM', title: 'Guided Implant Surgery', ceCredits: 2, speaker: 'Dr. New' },
        ],
      },
    ];
    expect(
      planSessions({ ...event, agenda: edited }).find(({ item }) => item.title === 'Guided Implant Surgery')!.item.key,
    ).toBe(before);
  });
});

describe('refreshPlanItem', () => {
  const sessions = planSessions(event);
  const stored = sessions.find(({ item }) => item.title === 'Guided Implant Surgery')!.item;

  it('takes the current copy of the session with the same key', () => {
    const updated = planSessions({
      ...event,
      title: 'Lone Star Summit 2027',
      agenda: [{ date: '2027-03-11', sessions: [{ time: '9:00 AM', title: 'Guided Implant Surgery', ceCredits: 2 }] }],
    });
    expect(refreshPlanItem(stored, updated, { title: 'Lone Star Summit 2027' })).toEqual({
      status: 'current',
      item: expect.objectContaining({ key: stored.key, credits: 2, eventTitle: 'Lone Star Summit 2027' }) as unknown,
    });
  });

  it('finds a session whose time was edited by its title, under its new key', () => {
    const moved = planSessions({
      ...event,
      agenda: [{ date: '2027-03-11', sessions: [{ time: '10:00 AM', title: 'Guided implant surgery' }] }],
    });
    const refreshed = refreshPlanItem(stored, moved, event);
    expect(refreshed.status).toBe('current');
    expect(refreshed.item).toMatchObject({ time: '10:00 AM', title: 'Guided implant surgery' });
    expect(refreshed.item.key).not.toBe(stored.key);
  });

  it('remembers what the visitor saw of a moved or cancelled session until they accept it', () => {
    const moved = planSessions({
      ...event,
      agenda: [
        {
          date: '2027-03-11',
          sessions: [{ time: '2:00 PM', title: 'Guided Implant Surgery', location: 'Ballroom A' }],
        },
      ],
    });
    const refreshed = refreshPlanItem(stored, moved, event).item;
    expect(refreshed.accepted).toEqual({ day: stored.day, time: '9:00 AM', place: stored.place, cancelled: false });
    expect(planItemMarks(refreshed)).toEqual(['Moved to 2:00 PM']);
    // Refreshed again, it keeps what was accepted, not the copy it became.
    expect(refreshPlanItem(refreshed, moved, event).item.accepted).toEqual(refreshed.accepted);
    const { accepted: _seen, ...accepted } = refreshed;
    expect(planItemMarks(refreshPlanItem(accepted, moved, event).item)).toEqual([]);

    const cancelled = planSessions({
      ...event,
      agenda: [
        {
          date: '2027-03-11',
          sessions: [{ time: '2:00 PM', title: 'Guided Implant Surgery', location: 'Ballroom A', status: 'cancelled' }],
        },
      ],
    });
    const marked = refreshPlanItem(accepted, cancelled, event).item;
    expect(marked.cancelled).toBe(true);
    expect(planItemMarks(marked)).toEqual(['Cancelled']);
  });

  it('marks the sessions of a cancelled event cancelled, and carries the event’s calendar sequence', () => {
    const [first] = planSessions({
      ...event,
      status: 'cancelled',
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: '2027-01-01T00:01:40.000Z',
    });
    expect(first.item).toMatchObject({ cancelled: true, sequence: 100 });
  });

  it('does not guess between two sessions of the same title', () => {
    const twice = planSessions({
      ...event,
      agenda: [
        {
          date: '2027-03-11',
          sessions: [
            { time: '10:00 AM', title: 'Guided Implant Surgery' },
            { time: '2:00 PM', title: 'Guided Implant Surgery' },
          ],
        },
      ],
    });
    expect(refreshPlanItem(stored, twice, event).status).toBe('not-in-agenda');
  });

  it("keeps a session gone from the agenda as stored, with the event's current title and zone", () => {
    const refreshed = refreshPlanItem(stored, [], { title: 'Renamed', timezone: 'America/Denver' });
    expect(refreshed).toEqual({
      status: 'not-in-agenda',
      item: { ...stored, eventTitle: 'Renamed', timezone: 'America/Denver' },
    });
  });
});

describe('readPlanItem', () => {
  const valid: PlanItem = {
    eventId: 'a1b2c3d4-0000-4000-8000-123456789abc',
    eventTitle: 'Summit',
    timezone: 'America/Toronto',
    key: 'k3x9a1',
    title: 'Lecture',
    time: '9:00 AM',
    day: '2027-03-11',
    until: 600,
    credits: 1.25,
    creditType: 'lecture',
    topics: ['690'],
    place: null,
  };

  it('accepts an item exactly as stored', () => {
    expect(readPlanItem(valid)).toEqual(valid);
  });

  it.each<[string, Partial<Record<keyof PlanItem, unknown>>]>([
    ['an event id that could change a path', { eventId: '../admin' }],
    ['a key of another shape', { key: 'K<script>' }],
    ['an empty title', { title: '  ' }],
    ['a very long title', { title: 'x'.repeat(501) }],
    ['an unknown zone', { timezone: 'Mars/Olympus' }],
    ['an impossible day', { day: '2027-02-30' }],
    ['credits off the quarter hour', { credits: 1.3 }],
    ['credits out of range', { credits: 99 }],
    ['an unknown credit type', { creditType: 'bonus' }],
    ['an unknown subject', { topics: ['999'] }],
    ['a missing field', { place: undefined }],
    ['an end of the wrong kind', { until: '600' }],
  ])('refuses %s', (_case, change) => {
    expect(readPlanItem({ ...valid, ...change })).toBeNull();
  });

  it('reading a list keeps valid items, each session once', () => {
    expect(readPlanItems([valid, { ...valid }, { nonsense: true }, { ...valid, key: 'other1' }, 'text'])).toEqual([
      valid,
      { ...valid, key: 'other1' },
    ]);
    expect(readPlanItems({ items: [valid] })).toEqual([]);
  });
});
