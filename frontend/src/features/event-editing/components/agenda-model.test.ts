import { agendaCredits, emptySession, toEditableAgenda, toStoredAgenda, validateAgenda } from './agenda-model';

describe('agenda editor model', () => {
  const daysList = [
    {
      date: '2027-03-11',
      sessions: [
        { time: '9:00 AM', title: 'Opening', speaker: 'Dr. Ana Ruiz & Dr. Ben Cole', location: 'Ballroom A' },
        { time: '10:30 AM', title: 'Coffee Break', type: 'break' },
        {
          time: '1:00 PM',
          title: 'Industry Forum',
          type: 'corporate_forum',
          sessions: [
            {
              time: '1:00 PM',
              title: 'Scanners',
              speakers: [{ name: 'Dr. Lee Park', lectureTitle: 'Digital Impressions' }, 'Dr. Kim Ortiz'],
            },
          ],
        },
      ],
    },
  ];

  it('writes an untouched agenda back exactly as stored, in each of the four shapes', () => {
    const sessionsList = [
      { time: '8:00 AM', title: 'Registration', type: 'break' },
      { title: 'Talk', speakers: ['A. Person'] },
    ];
    const daysObject = { days: [{ day: 'Friday', sessions: [{ title: 'Talk' }] }], source: 'scraped' };
    const byDate = { '2026-05-02': [{ title: 'Day two' }], '2026-05-01': [{ title: 'Day one', track: 'Main' }] };
    for (const agenda of [daysList, sessionsList, daysObject, byDate]) {
      expect(toStoredAgenda(toEditableAgenda(agenda as never))).toEqual(agenda);
    }
  });

  it('keeps speaker objects (lecture titles) for names still listed and adds new names as text', () => {
    const editable = toEditableAgenda(daysList);
    const forum = editable.days[0].sessions[2];
    expect(forum.sessions[0].speakers).toBe('Dr. Lee Park, Dr. Kim Ortiz');
    forum.sessions[0] = { ...forum.sessions[0], speakers: 'Dr. Lee Park, Dr. New Name' };
    const stored = toStoredAgenda(editable) as unknown as Array<{
      sessions: Array<{ sessions?: Array<{ speakers?: unknown[] }> }>;
    }>;
    expect(stored[0].sessions[2].sessions?.[0].speakers).toEqual([
      { name: 'Dr. Lee Park', lectureTitle: 'Digital Impressions' },
      'Dr. New Name',
    ]);
  });

  it('leaves a single speaker string as typed and drops empty fields', () => {
    const editable = toEditableAgenda(daysList);
    editable.days[0].sessions[0] = { ...editable.days[0].sessions[0], location: '  ' };
    const stored = toStoredAgenda(editable) as unknown as Array<{ sessions: Array<Record<string, unknown>> }>;
    expect(stored[0].sessions[0]).toEqual({
      time: '9:00 AM',
      title: 'Opening',
      speaker: 'Dr. Ana Ruiz & Dr. Ben Cole',
    });
  });

  it('stores nothing for an agenda without days', () => {
    expect(toStoredAgenda(toEditableAgenda(null))).toBeNull();
  });

  it('reports an untitled session by its place, with the contracts message', () => {
    const editable = toEditableAgenda(daysList);
    editable.days[0].sessions[2].sessions.push(emptySession());
    expect(validateAgenda(editable)).toEqual({ '0.sessions.2.sessions.1.title': 'Session title is required' });
  });

  it('falls back to a days list when a date-keyed agenda gets an unnamed day', () => {
    const editable = toEditableAgenda({ '2026-05-01': [{ title: 'Day one' }] });
    editable.days.push({ ...editable.days[0], key: 'x', label: '' });
    expect(Array.isArray(toStoredAgenda(editable))).toBe(true);
  });
});

describe('agenda editor model: continuing education', () => {
  const agenda = [
    {
      date: '2027-03-11',
      sessions: [
        {
          time: '9:00 AM',
          title: 'Opening Lecture',
          ceCredits: 1.5,
          creditType: 'lecture',
          topics: ['690'],
          objectives: ['Plan an implant case'],
        },
        {
          time: '1:00 PM',
          title: 'Hands-on Workshops',
          sessions: [{ title: 'Suturing', ceCredits: 3, creditType: 'participation' }, { title: 'Grafting' }],
        },
      ],
    },
  ];

  it('writes credits, type, subjects and objectives back as stored', () => {
    expect(toStoredAgenda(toEditableAgenda(agenda as never))).toEqual(agenda);
  });

  it('stores what was typed: numbers as numbers, objectives one per line, empty parts left out', () => {
    const editable = toEditableAgenda(agenda as never);
    const opening = editable.days[0].sessions[0];
    expect(opening).toMatchObject({
      ceCredits: '1.5',
      creditType: 'lecture',
      topics: ['690'],
      objectives: 'Plan an implant case',
    });
    editable.days[0].sessions[0] = {
      ...opening,
      ceCredits: '2.25',
      creditType: '',
      topics: [],
      objectives: ' Place an implant \n\n Restore it ',
    };
    const stored = toStoredAgenda(editable) as unknown as Array<{ sessions: Array<Record<string, unknown>> }>;
    expect(stored[0].sessions[0]).toEqual({
      time: '9:00 AM',
      title: 'Opening Lecture',
      ceCredits: 2.25,
      objectives: ['Place an implant', 'Restore it'],
    });
  });

  it('reads a cancelled session, stores the mark while it is ticked and drops it when it is not', () => {
    const editable = toEditableAgenda([
      { date: '2027-03-11', sessions: [{ time: '1:00 PM', title: 'Afternoon Lab', status: 'cancelled' }] },
    ]);
    expect(editable.days[0].sessions[0].cancelled).toBe(true);
    expect(toStoredAgenda(editable)).toEqual([
      { date: '2027-03-11', sessions: [{ time: '1:00 PM', title: 'Afternoon Lab', status: 'cancelled' }] },
    ]);
    editable.days[0].sessions[0] = { ...editable.days[0].sessions[0], cancelled: false };
    expect(toStoredAgenda(editable)).toEqual([
      { date: '2027-03-11', sessions: [{ time: '1:00 PM', title: 'Afternoon Lab' }] },
    ]);
    expect(emptySession().cancelled).toBe(false);
  });

  it('reports credits off the quarter-hour steps under the session that has them', () => {
    const editable = toEditableAgenda(agenda as never);
    editable.days[0].sessions[1].sessions[1] = { ...editable.days[0].sessions[1].sessions[1], ceCredits: '1.1' };
    expect(validateAgenda(editable)).toEqual({
      '0.sessions.1.sessions.1.ceCredits': 'ceCredits must be in steps of 0.25 hours (such as 1, 1.25, 1.5)',
    });
  });

  it('keeps the running total as the server will work it out, as it is typed', () => {
    const workshop = (title: string) => ({
      ...emptySession(),
      time: '9:00 AM',
      title,
      ceCredits: '3',
      creditType: 'participation' as const,
    });
    const lecture = (time: string) => ({
      ...emptySession(),
      time,
      title: 'Lecture',
      ceCredits: '1.5',
      creditType: 'lecture' as const,
    });
    const editable = toEditableAgenda(null);
    expect(agendaCredits(editable)).toBeNull();
    editable.days.push({
      key: 'd',
      label: '2027-03-11',
      labelField: 'date',
      original: {},
      sessions: [
        workshop('Suturing Workshop'),
        workshop('Grafting Workshop'),
        workshop('Scanning Workshop'),
        lecture('1:00 PM'),
        lecture('3:00 PM'),
      ],
    });
    // Three concurrent 3-credit workshops count once; the two lectures add up.
    expect(agendaCredits(editable)).toEqual({ max: 6, lecture: 3, participation: 3 });
    editable.days[0].sessions[4] = { ...editable.days[0].sessions[4], ceCredits: '' };
    expect(agendaCredits(editable)).toEqual({ max: 4.5, lecture: 1.5, participation: 3 });
  });
});

describe('agenda editor model: what a session is for a board', () => {
  const agenda = [
    {
      date: '2027-03-11',
      sessions: [
        {
          time: '9:00 AM',
          title: 'Infection Control Update',
          ceCredits: 2,
          minutes: 120,
          delivery: 'in_person',
          mandates: ['infection_control'],
        },
        { time: '1:00 PM', title: 'Practice Act Webinar', minutes: 60, delivery: 'live_online' },
      ],
    },
  ];

  it('writes minutes, delivery and mandates back as stored', () => {
    expect(toStoredAgenda(toEditableAgenda(agenda as never))).toEqual(agenda);
  });

  it('stores minutes as a number, a chosen delivery and the ticked mandates; cleared ones are left out', () => {
    const editable = toEditableAgenda(agenda as never);
    const [first, second] = editable.days[0].sessions;
    expect(first).toMatchObject({ minutes: '120', delivery: 'in_person', mandates: ['infection_control'] });
    editable.days[0].sessions[0] = { ...first, minutes: '', delivery: '', mandates: [] };
    editable.days[0].sessions[1] = { ...second, minutes: ' 90 ', delivery: 'on_demand', mandates: ['practice_act'] };
    const stored = toStoredAgenda(editable) as unknown as Array<{ sessions: Array<Record<string, unknown>> }>;
    expect(stored[0].sessions).toEqual([
      { time: '9:00 AM', title: 'Infection Control Update', ceCredits: 2 },
      {
        time: '1:00 PM',
        title: 'Practice Act Webinar',
        minutes: 90,
        delivery: 'on_demand',
        mandates: ['practice_act'],
      },
    ]);
  });

  it('reports minutes that are not whole under the session that has them', () => {
    const editable = toEditableAgenda(agenda as never);
    editable.days[0].sessions[1] = { ...editable.days[0].sessions[1], minutes: '45.5' };
    expect(validateAgenda(editable)).toEqual({
      '0.sessions.1.minutes': 'minutes must be a whole number of minutes from 0 to 1440',
    });
  });
});
