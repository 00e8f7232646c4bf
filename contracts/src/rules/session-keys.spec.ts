import { keyedSessions, sessionKey } from './session-keys';

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
