import { normaliseAgenda } from './agenda';
import { agendaWithSessionKeys, keyedAgenda, keyedSessions, sessionKey } from './session-keys';

describe('sessionKey', () => {
  it('stays the same when the time is retyped or the title respaced', () => {
    expect(sessionKey('2027-03-11', '9 am', 'Guided  Implant Surgery ')).toBe(
      sessionKey('2027-03-11', '9:00 AM', 'guided implant surgery'),
    );
  });

  it('changes with the day, the time or the title', () => {
    const key = sessionKey('2027-03-11', '9:00 AM', 'Guided Implant Surgery');
    expect(sessionKey('2027-03-12', '9:00 AM', 'Guided Implant Surgery')).not.toBe(key);
    expect(sessionKey('2027-03-11', '9:30 AM', 'Guided Implant Surgery')).not.toBe(key);
    expect(sessionKey('2027-03-11', '9:00 AM', 'Guided Implant Surgery II')).not.toBe(key);
  });
});

describe('keyedSessions', () => {
  it('keys each choosable session by its day, time and title, leaving breaks out', () => {
    const sessions = keyedSessions({
      startDate: '2027-03-11',
      endDate: '2027-03-12',
      agenda: [
        {
          date: 'Day 2',
          sessions: [
            { time: '9:00 AM', title: 'Guided Implant Surgery' },
            { time: '10:30 AM', title: 'Coffee', type: 'break' },
            { time: '11:00 AM', title: 'Sleep Apnea' },
          ],
        },
      ],
    });
    expect(sessions.map(({ session, day, until }) => [session.title, day, until])).toEqual([
      ['Guided Implant Surgery', '2027-03-12', 10 * 60 + 30],
      ['Sleep Apnea', '2027-03-12', null],
    ]);
    expect(sessions[0].key).toBe(sessionKey('2027-03-12', '9:00 AM', 'Guided Implant Surgery'));
  });
});

describe('agendaWithSessionKeys', () => {
  it('writes each choosable session’s key into a copy of the agenda, in its own shape', () => {
    const event = {
      startDate: '2027-03-11',
      endDate: '2027-03-11',
      agenda: {
        'March 11, 2027': [
          { time: '9:00 AM', title: 'Guided Implant Surgery', minutes: 90 },
          { time: '10:30 AM', title: 'Coffee', type: 'break' },
          {
            time: '1:30 PM',
            title: 'Hands-on Workshops',
            sessions: [{ title: 'Lab A' }, { title: 'Lab B', delivery: 'in_person' as const }],
          },
        ],
      },
    };
    const keyed = agendaWithSessionKeys(event) as Record<string, Array<Record<string, unknown>>>;
    const keys = keyedSessions(event).map(({ key }) => key);
    const day = keyed['March 11, 2027'];
    expect(day[0]).toMatchObject({ title: 'Guided Implant Surgery', minutes: 90, key: keys[0] });
    expect(day[1].key).toBeUndefined();
    expect((day[2].sessions as Array<Record<string, unknown>>).map((session) => session.key)).toEqual([
      keys[1],
      keys[2],
    ]);
    expect(day[2].key).toBeUndefined();
    expect(event.agenda['March 11, 2027'][0]).not.toHaveProperty('key');
  });
});

describe('keyedAgenda', () => {
  interface Entry {
    time: string;
    title: string;
    topics?: string[];
    speakers?: Array<{ name: string }>;
    key?: string;
  }
  const event: { startDate: string; endDate: string; agenda: Array<{ date: string; sessions: Entry[] }> } = {
    startDate: '2027-03-11',
    endDate: '2027-03-12',
    agenda: [
      { date: 'March 11, 2027', sessions: [{ time: '9:00 AM', title: 'Occlusion', topics: ['180'] }] },
      {
        date: 'March 12, 2027',
        sessions: [
          { time: '8:00 AM', title: 'Sleep Apnea', speakers: [{ name: 'Dr. Ana Ruiz' }] },
          { time: '8:00 AM', title: 'Sleep Apnea', speakers: [{ name: 'Dr. Ana Ruiz' }] },
        ],
      },
    ],
  };

  it('gives a copy with each session’s key, and the agenda as normaliseAgenda reads it', () => {
    const { agenda, normalised } = keyedAgenda(event);
    const keys = keyedSessions(event).map(({ key }) => key);
    const keyedEntries = (agenda as typeof event.agenda).flatMap((day) => day.sessions);
    expect(keyedEntries.map((entry) => entry.key)).toEqual(keys);
    const [first, second] = event.agenda;
    expect(agenda).toEqual([
      { ...first, sessions: [{ ...first.sessions[0], key: keys[0] }] },
      {
        ...second,
        sessions: [
          { ...second.sessions[0], key: keys[1] },
          { ...second.sessions[1], key: keys[2] },
        ],
      },
    ]);
    expect(normalised).toEqual(normaliseAgenda(event.agenda));
    // The same session twice on a day gets two keys, each written into its own entry of the copy.
    const secondDay = (agenda as typeof event.agenda)[1].sessions;
    expect(secondDay[0].key).toBeDefined();
    expect(secondDay[1].key).toBeDefined();
    expect(secondDay[0].key).not.toBe(secondDay[1].key);
  });

  it('copies the agenda to the last nested value, leaving the event’s own untouched', () => {
    const { agenda } = keyedAgenda(event);
    const copied = agenda as typeof event.agenda;
    expect(copied[0]).not.toBe(event.agenda[0]);
    expect(copied[0].sessions[0].topics).not.toBe(event.agenda[0].sessions[0].topics);
    expect(copied[1].sessions[0].speakers![0]).not.toBe(event.agenda[1].sessions[0].speakers![0]);
    copied[0].sessions[0].topics!.push('250');
    expect(event.agenda[0].sessions[0].topics).toEqual(['180']);
    expect(event.agenda[1].sessions[0]).not.toHaveProperty('key');
  });

  it('gives no copy for an event without an agenda', () => {
    expect(keyedAgenda({ agenda: null })).toEqual({ agenda: null, normalised: normaliseAgenda(null) });
  });
});
