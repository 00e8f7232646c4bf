import {
  agendaHasItems,
  agendaItems,
  forumSessionCount,
  isWorkshopTitle,
  normaliseAgenda,
  normaliseAgendaWithoutSpeakers,
} from './agenda';

const EMPTY = { heading: 'Event Agenda', days: [] };

describe('normaliseAgenda: the four agenda shapes (spec sections 2 and 3)', () => {
  const opening = { time: '8:00 AM', title: 'Opening Remarks', speaker: 'Dr. Sarah Chen' };
  const lecture = { time: '9:00 AM', title: 'Implant Failures', speakers: ['Tom Lee'] };

  it('a list of days, labelled by date or by day', () => {
    const result = normaliseAgenda([
      { date: 'March 12, 2026', sessions: [opening] },
      { day: 'Day 2', sessions: [lecture] },
    ]);
    expect(result.heading).toBe('Event Agenda');
    expect(result.days).toEqual([
      { label: 'March 12, 2026', items: [{ kind: 'session', session: opening, speakerNames: ['Dr. Sarah Chen'] }] },
      { label: 'Day 2', items: [{ kind: 'session', session: lecture, speakerNames: ['Tom Lee'] }] },
    ]);
  });

  it('prefers the date over the day as label, and has no label without either', () => {
    const result = normaliseAgenda([
      { date: '2026-03-12', day: 'Thursday', sessions: [] },
      { date: '  ', sessions: [] },
    ]);
    expect(result.days.map((day) => day.label)).toEqual(['2026-03-12', null]);
  });

  it("a plain list of sessions: one unlabelled day under 'Event Schedule'", () => {
    expect(normaliseAgenda([opening, lecture])).toEqual({
      heading: 'Event Schedule',
      days: [
        {
          label: null,
          items: [
            { kind: 'session', session: opening, speakerNames: ['Dr. Sarah Chen'] },
            { kind: 'session', session: lecture, speakerNames: ['Tom Lee'] },
          ],
        },
      ],
    });
  });

  it('a plain list whose sessions have nested sessions is still a list of sessions', () => {
    const parent = {
      title: 'Hands-On Workshops',
      time: '1:00 PM',
      sessions: [
        { title: 'Suturing', speaker: 'Ann Roy' },
        { title: 'Lasers', speaker: 'Tom Lee' },
      ],
    };
    const result = normaliseAgenda([parent]);
    expect(result.heading).toBe('Event Schedule');
    expect(result.days[0].items[0].kind).toBe('workshop-group');
  });

  it('an object with a days list', () => {
    const result = normaliseAgenda({
      days: [
        { date: 'Friday', sessions: [opening] },
        { day: 'Saturday', sessions: [lecture] },
      ],
    });
    expect(result.heading).toBe('Event Agenda');
    expect(result.days.map((day) => [day.label, day.items.length])).toEqual([
      ['Friday', 1],
      ['Saturday', 1],
    ]);
  });

  it('an object keyed by date, sorted by date', () => {
    const result = normaliseAgenda({
      'March 14, 2026': [lecture],
      '2026-03-12': [opening],
      'March 13th, 2026': [],
    });
    expect(result.heading).toBe('Event Agenda');
    expect(result.days.map((day) => day.label)).toEqual(['2026-03-12', 'March 13th, 2026', 'March 14, 2026']);
    expect(result.days[0].items).toEqual([{ kind: 'session', session: opening, speakerNames: ['Dr. Sarah Chen'] }]);
  });

  it('an object keyed by date puts unreadable keys last, in their original order', () => {
    const result = normaliseAgenda({ 'Day Two': [], 'Day One': [], '2026-03-12': [] });
    expect(result.days.map((day) => day.label)).toEqual(['2026-03-12', 'Day Two', 'Day One']);
  });

  it('an object keyed by date ignores keys whose value is not a session list', () => {
    const result = normaliseAgenda({ '2026-03-12': [opening], note: 'bring a laptop', count: 3 });
    expect(result.days.map((day) => day.label)).toEqual(['2026-03-12']);
  });

  it('a single day object is one day', () => {
    const result = normaliseAgenda({ date: 'March 12, 2026', sessions: [opening] });
    expect(result.days.map((day) => day.label)).toEqual(['March 12, 2026']);
  });

  describe('anything that is not an agenda is an empty agenda, never an error', () => {
    it.each([null, undefined, 'Agenda coming soon', 42, true, [], {}, [1, 'two', null]])('%j', (value) => {
      expect(normaliseAgenda(value)).toEqual(EMPTY);
    });

    it('drops sessions that are not objects and fields of the wrong type', () => {
      const result = normaliseAgenda([
        {
          date: 'Friday',
          sessions: ['stray text', null, { time: 9, title: 'Welcome', speaker: ['x'], track: 'Main' }],
        },
      ]);
      expect(result.days[0].items).toEqual([
        { kind: 'session', session: { title: 'Welcome', track: 'Main' }, speakerNames: [] },
      ]);
    });

    it('gives an untitled session an empty title', () => {
      const result = normaliseAgenda([{ time: '10:00 AM', type: 'break' }]);
      expect(result.days[0].items).toEqual([
        { kind: 'break', session: { time: '10:00 AM', type: 'break', title: '' } },
      ]);
    });

    it('treats a day without a sessions list as an empty day', () => {
      expect(normaliseAgenda({ days: [{ date: 'Friday' }, 'junk'] })).toEqual({
        heading: 'Event Agenda',
        days: [{ label: 'Friday', items: [] }],
      });
    });
  });
});

/** Agendas of every shape, with and without sessions, as the two readers below must read them alike. */
const AGENDAS: Array<[string, unknown]> = [
  ['nothing', null],
  ['text', 'Agenda coming soon'],
  ['an empty list', []],
  ['an empty object', {}],
  ['a list of junk', [1, 'two', null]],
  [
    'a day with a session',
    [{ date: 'Friday', sessions: [{ title: 'Welcome', speaker: 'Dr. Sarah Chen, DDS & Tom Lee' }] }],
  ],
  ['a day with only junk sessions', [{ date: 'Friday', sessions: ['stray', null, 3] }]],
  [
    'days with no sessions',
    [
      { date: 'Friday', sessions: [] },
      { day: 'Saturday', sessions: [] },
    ],
  ],
  [
    'an empty day, then a day with a break',
    [
      { date: 'Friday', sessions: [] },
      { date: 'Saturday', sessions: [{ type: 'break' }] },
    ],
  ],
  ['a plain list of sessions', [{ title: 'Welcome' }, 'junk']],
  [
    'a plain list of parent sessions',
    [{ title: 'Forum', type: 'corporate_forum', sessions: [{ title: 'Talk', speaker: 'Ann Lee' }] }],
  ],
  ['a days list', { days: [{ date: 'Friday' }, 'junk', { date: 'Saturday', sessions: [{ title: 'Hands-on Lab' }] }] }],
  ['a days list of empty days', { days: [{ date: 'Friday' }, 'junk', { date: 'Saturday', sessions: [] }] }],
  ['a single day', { date: 'March 12, 2026', sessions: [{ title: 'Welcome' }] }],
  ['a single empty day', { date: 'March 12, 2026', sessions: [] }],
  ['keyed by date', { '2026-03-13': [], '2026-03-12': [{ title: 'Welcome' }], note: 'bring a laptop' }],
  ['keyed by date, no sessions', { '2026-03-12': [], note: 'bring a laptop', count: 3 }],
];

describe('agendaHasItems: whether normaliseAgenda gives any item, without reading the agenda', () => {
  it.each(AGENDAS)('%s', (_shape, agenda) => {
    const items = normaliseAgenda(agenda).days.reduce((total, day) => total + day.items.length, 0);
    expect(agendaHasItems(agenda)).toBe(items > 0);
  });

  it('is true for an agenda of breaks alone, and false for days without sessions', () => {
    expect(agendaHasItems([{ date: 'Friday', sessions: [{ title: 'Lunch', type: 'break' }] }])).toBe(true);
    expect(agendaHasItems([{ date: 'Friday', sessions: [] }])).toBe(false);
  });
});

describe('normaliseAgendaWithoutSpeakers: the same items, with no speaker read', () => {
  const withoutNames = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutNames)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).map(([key, field]) => [key, key === 'speakerNames' ? [] : withoutNames(field)]),
          )
        : value;

  it.each(AGENDAS)('%s', (_shape, agenda) => {
    expect(normaliseAgendaWithoutSpeakers(agenda)).toEqual(withoutNames(normaliseAgenda(agenda)));
  });

  it('leaves the next normaliseAgenda reading names', () => {
    const agenda = [{ date: 'Friday', sessions: [{ title: 'Welcome', speaker: 'Dr. Sarah Chen' }] }];
    normaliseAgendaWithoutSpeakers(agenda);
    expect(normaliseAgenda(agenda).days[0].items[0]).toMatchObject({ speakerNames: ['Dr. Sarah Chen'] });
  });
});

describe('agendaItems: how sessions are shown', () => {
  it('a break shows no speakers', () => {
    const coffee = { time: '10:30 AM', title: 'Coffee Break', type: 'break', speaker: 'Sponsor Team' };
    expect(agendaItems([coffee])).toEqual([{ kind: 'break', session: coffee }]);
  });

  it('recognises the break type in any case, even with a workshop-like title', () => {
    const lunch = { time: '12:00 PM', title: 'Lunch & Hands-On Exhibits', type: 'Break' };
    expect(agendaItems([lunch])).toEqual([{ kind: 'break', session: lunch }]);
  });

  it('a plain session lists its speakers from speaker and speakers', () => {
    const panel = { time: '2:00 PM', title: 'Panel', speaker: 'Sarah Chen & Tom Lee', speakers: [{ name: 'Ann Roy' }] };
    expect(agendaItems([panel])).toEqual([
      { kind: 'session', session: panel, speakerNames: ['Sarah Chen', 'Tom Lee', 'Ann Roy'] },
    ]);
  });

  it('a corporate forum holds its nested timed sessions, each with speakers', () => {
    const talkA = { time: '1:00 PM', title: 'Digital Workflows', speaker: 'Sarah Chen' };
    const talkB = { time: '1:30 PM', title: 'Aligners Today', speakers: ['Tom Lee', 'Ann Roy'] };
    const forum = { time: '1:00 PM', title: 'Corporate Forum', type: 'corporate_forum', sessions: [talkA, talkB] };
    expect(agendaItems([forum])).toEqual([
      {
        kind: 'corporate-forum',
        session: forum,
        sessions: [
          { session: talkA, speakerNames: ['Sarah Chen'] },
          { session: talkB, speakerNames: ['Tom Lee', 'Ann Roy'] },
        ],
      },
    ]);
  });

  it('a corporate forum without nested sessions has none, and its workshop-like title does not make it a group', () => {
    const forum = { title: 'Corporate Workshop Forum', type: 'corporate_forum' };
    expect(agendaItems([forum])).toEqual([{ kind: 'corporate-forum', session: forum, sessions: [] }]);
  });

  describe('workshop groups', () => {
    it('a workshop session with nested sessions becomes a group of those sessions', () => {
      const a = { title: 'Suturing', speaker: 'Ann Roy' };
      const b = { title: 'Lasers', speaker: 'Tom Lee, DMD & Sarah Chen' };
      const c = { title: 'Coffee', type: 'break', speaker: 'nobody' };
      const parent = { time: ' 1:00 PM ', title: 'Afternoon Hands-On Workshops', sessions: [a, b, c] };
      expect(agendaItems([parent])).toEqual([
        {
          kind: 'workshop-group',
          title: '3 Concurrent Workshops & Seminars',
          hint: 'Click to view all available sessions',
          time: '1:00 PM',
          sessions: [
            { session: a, speakerNames: ['Ann Roy'] },
            { session: b, speakerNames: ['Tom Lee', 'Sarah Chen'] },
            { session: c, speakerNames: [] },
          ],
        },
      ]);
    });

    it('consecutive workshop sessions at the same time fold into one group', () => {
      const sessions = [
        { time: '2:00 PM', title: 'Workshop: Veneers', speaker: 'Ann Roy' },
        { time: '2:00 PM', title: 'Implant Seminars', speaker: 'Tom Lee' },
        { time: '2:00 PM', title: 'Hands-on Lab', speaker: 'Sarah Chen' },
      ];
      const [group, ...rest] = agendaItems(sessions);
      expect(rest).toEqual([]);
      expect(group).toEqual({
        kind: 'workshop-group',
        title: '3 Concurrent Workshops & Seminars',
        hint: 'Click to view all available sessions',
        time: '2:00 PM',
        sessions: sessions.map((session, i) => ({
          session,
          speakerNames: [['Ann Roy'], ['Tom Lee'], ['Sarah Chen']][i],
        })),
      });
    });

    it('starts a new group when the time changes', () => {
      const items = agendaItems([
        { time: '2:00 PM', title: 'Workshop A' },
        { time: '2:00 PM', title: 'Workshop B' },
        { time: '3:30 PM', title: 'Workshop C' },
      ]);
      expect(items.map((item) => (item.kind === 'workshop-group' ? [item.title, item.time] : item.kind))).toEqual([
        ['2 Concurrent Workshops & Seminars', '2:00 PM'],
        'session',
      ]);
    });

    it('does not fold across another session in between', () => {
      const items = agendaItems([
        { time: '2:00 PM', title: 'Workshop A' },
        { time: '2:00 PM', title: 'Keynote' },
        { time: '2:00 PM', title: 'Workshop B' },
      ]);
      expect(items.map((item) => [item.kind, item.kind === 'session' && item.session.title])).toEqual([
        ['session', 'Workshop A'],
        ['session', 'Keynote'],
        ['session', 'Workshop B'],
      ]);
    });

    it('does not fold untimed workshops, which may be on different afternoons', () => {
      const a = { title: 'Workshop A' };
      const b = { title: 'Workshop B', time: ' ' };
      expect(agendaItems([a, b])).toEqual([
        { kind: 'session', session: a, speakerNames: [] },
        { kind: 'session', session: b, speakerNames: [] },
      ]);
    });

    it('does not fold a lone workshop into a group built from nested sessions', () => {
      const items = agendaItems([
        { time: '2:00 PM', title: 'Workshops', sessions: [{ title: 'A' }, { title: 'B' }] },
        { time: '2:00 PM', title: 'Workshop C' },
      ]);
      expect(items.map((item) => (item.kind === 'workshop-group' ? item.title : item.kind))).toEqual([
        '2 Concurrent Workshops & Seminars',
        'session',
      ]);
    });

    it('a lone hands-on session is shown as itself, not as a group of one', () => {
      const lab = { time: '1:30 PM', title: 'Hands-on Lab: Composite Layering', speaker: 'Ann Roy', ceCredits: 3.5 };
      const keynote = { time: '3:30 PM', title: 'Keynote' };
      expect(agendaItems([lab, keynote])).toEqual([
        { kind: 'session', session: lab, speakerNames: ['Ann Roy'] },
        { kind: 'session', session: keynote, speakerNames: [] },
      ]);
    });

    it('a workshop parent with one nested session shows that session at the parent time unless it states its own', () => {
      const untimed = { title: 'Suturing', speaker: 'Ann Roy' };
      const timed = { title: 'Lasers', time: '2:15 PM' };
      expect(agendaItems([{ time: ' 1:00 PM ', title: 'Hands-On Workshops', sessions: [untimed] }])).toEqual([
        { kind: 'session', session: { ...untimed, time: '1:00 PM' }, speakerNames: ['Ann Roy'] },
      ]);
      const [item] = agendaItems([{ time: '1:00 PM', title: 'Hands-On Workshops', sessions: [timed] }]);
      expect(item).toEqual({ kind: 'session', session: timed, speakerNames: [] });
      expect(item.kind === 'session' && item.session).toBe(timed);
    });

    it('a workshop parent holding only a break shows a break', () => {
      const coffee = { title: 'Coffee', type: 'break' };
      expect(agendaItems([{ time: '1:00 PM', title: 'Workshops', sessions: [coffee] }])).toEqual([
        { kind: 'break', session: coffee },
      ]);
    });

    it('a workshop title with an empty nested list folds like one without', () => {
      const items = agendaItems([
        { time: '9:00 AM', title: 'Workshop A', sessions: [] },
        { time: '9:00 AM', title: 'Workshop B' },
      ]);
      expect(items).toHaveLength(1);
      expect(items[0].kind === 'workshop-group' && items[0].title).toBe('2 Concurrent Workshops & Seminars');
    });
  });
});

describe('isWorkshopTitle: workshop, workshops, seminars or hands-on, as whole words in any case', () => {
  it.each([
    ['Workshop: Digital Dentures', true],
    ['Afternoon Workshops', true],
    ['WORKSHOPS', true],
    ['Implant Seminars', true],
    ['Hands-On Suturing', true],
    ['hands-on lab', true],
    ['Full-Day Workshop', true],
    ['Seminar on Ethics', false],
    ['Workshopping Your Practice', false],
    ['Handson Training', false],
    ['Hands On Training', false],
    ['Keynote', false],
    ['', false],
  ])('%j: %s', (title, expected) => {
    expect(isWorkshopTitle(title)).toBe(expected);
  });
});

describe("forumSessionCount: the count under a corporate forum's title", () => {
  it('counts the talks a forum lists', () => {
    expect(forumSessionCount(1)).toBe('1 session');
    expect(forumSessionCount(4)).toBe('4 sessions');
  });
  it('says nothing for a forum without talks of its own, rather than "0 sessions"', () => {
    expect(forumSessionCount(0)).toBeNull();
  });
});
