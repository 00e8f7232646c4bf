import { emptySession, toEditableAgenda, toStoredAgenda, validateAgenda } from './agenda-model';

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
          sessions: [{ time: '1:00 PM', title: 'Scanners', speakers: [{ name: 'Dr. Lee Park', lectureTitle: 'Digital Impressions' }, 'Dr. Kim Ortiz'] }],
        },
      ],
    },
  ];

  it('writes an untouched agenda back exactly as stored, in each of the four shapes', () => {
    const sessionsList = [{ time: '8:00 AM', title: 'Registration', type: 'break' }, { title: 'Talk', speakers: ['A. Person'] }];
    const daysObject = { days: [{ day: 'Friday', sessions: [{ title: 'Talk' }] }], source: 'scraped' };
    const byDate = { '2026-05-02': [{ title: 'Day two' }], '2026-05-01': [{ title: 'Day one', track: 'Main' }] };
    for (const agenda of [daysList, sessionsList, daysObject, byDate]) {
      expect(toStoredAgenda(toEditableAgenda(agenda as never))).toEqual(agenda);
    }
  });

  it('keeps speaker objects (lecture titles) for names still listed and adds new names as text', () => {
    const editable = toEditableAgenda(daysList as never);
    const forum = editable.days[0].sessions[2];
    expect(forum.sessions[0].speakers).toBe('Dr. Lee Park, Dr. Kim Ortiz');
    forum.sessions[0] = { ...forum.sessions[0], speakers: 'Dr. Lee Park, Dr. New Name' };
    const stored = toStoredAgenda(editable) as unknown as Array<{ sessions: Array<{ sessions?: Array<{ speakers?: unknown[] }> }> }>;
    expect(stored[0].sessions[2].sessions?.[0].speakers).toEqual([{ name: 'Dr. Lee Park', lectureTitle: 'Digital Impressions' }, 'Dr. New Name']);
  });

  it('leaves a single speaker string as typed and drops empty fields', () => {
    const editable = toEditableAgenda(daysList as never);
    editable.days[0].sessions[0] = { ...editable.days[0].sessions[0], location: '  ' };
    const stored = toStoredAgenda(editable) as unknown as Array<{ sessions: Array<Record<string, unknown>> }>;
    expect(stored[0].sessions[0]).toEqual({ time: '9:00 AM', title: 'Opening', speaker: 'Dr. Ana Ruiz & Dr. Ben Cole' });
  });

  it('stores nothing for an agenda without days', () => {
    expect(toStoredAgenda(toEditableAgenda(null))).toBeNull();
  });

  it('reports an untitled session by its place, with the contracts message', () => {
    const editable = toEditableAgenda(daysList as never);
    editable.days[0].sessions[2].sessions.push(emptySession());
    expect(validateAgenda(editable)).toEqual({ '0.sessions.2.sessions.1.title': 'Session title is required' });
  });

  it('falls back to a days list when a date-keyed agenda gets an unnamed day', () => {
    const editable = toEditableAgenda({ '2026-05-01': [{ title: 'Day one' }] } as never);
    editable.days.push({ ...editable.days[0], key: 'x', label: '' });
    expect(Array.isArray(toStoredAgenda(editable))).toBe(true);
  });
});
