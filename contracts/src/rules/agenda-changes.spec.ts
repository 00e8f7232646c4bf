import type { AgendaSession } from '../entities';
import { agendaChanges, planChangeMark, sessionChangeText } from './agenda-changes';

const event = (sessions: AgendaSession[]) => ({
  startDate: '2027-05-06',
  endDate: '2027-05-07',
  agenda: [
    { date: '2027-05-06', sessions },
    { date: '2027-05-07', sessions: [{ time: '9:00 AM', title: 'Closing Panel' }] },
  ],
});

const lab: AgendaSession = { time: '1:00 PM', title: 'Afternoon Lab', location: 'Room 101', speaker: 'Dr. Ana Ortiz' };
const keynote: AgendaSession = { time: '9:00 AM', title: 'Keynote' };

describe('agendaChanges', () => {
  it('finds nothing when only what a visitor does not rely on changed', () => {
    const before = event([keynote, lab]);
    const after = event([
      { ...keynote, description: 'Now with slides' },
      { ...lab, time: '1 pm' },
    ]);
    expect(agendaChanges(before, after)).toEqual([]);
  });

  it('notices a session moved to another time, with its key before and after', () => {
    const [change] = agendaChanges(event([keynote, lab]), event([keynote, { ...lab, time: '2:00 PM' }]));
    expect(change).toMatchObject({ kind: 'moved', title: 'Afternoon Lab', time: '2:00 PM', day: '2027-05-06' });
    expect(change.previous).toMatchObject({ time: '1:00 PM' });
    expect(change.key).not.toBe(change.previousKey);
    expect(sessionChangeText(change)).toBe('Afternoon Lab: now 2:00 PM');
    expect(planChangeMark(change)).toBe('Moved to 2:00 PM');
  });

  it('names the day when a session moved to another day', () => {
    const before = event([keynote, lab]);
    const after = {
      ...before,
      agenda: [
        { date: '2027-05-06', sessions: [keynote] },
        {
          date: '2027-05-07',
          sessions: [
            { time: '9:00 AM', title: 'Closing Panel' },
            { ...lab, time: '2:00 PM' },
          ],
        },
      ],
    };
    const [change] = agendaChanges(before, after);
    expect(sessionChangeText(change)).toBe('Afternoon Lab: now Friday, May 7, 2027 at 2:00 PM');
  });

  it('notices a new room and new speakers of the same session', () => {
    const changes = agendaChanges(
      event([lab]),
      event([{ ...lab, location: 'Harbor Ballroom', speaker: 'Dr. Ana Ortiz & Dr. Ben Lee' }]),
    );
    expect(changes.map(sessionChangeText)).toEqual([
      'Afternoon Lab: now in Harbor Ballroom',
      'Afternoon Lab: now with Dr. Ana Ortiz and Dr. Ben Lee',
    ]);
  });

  it('notices a cancelled session and one back on, and nothing else of a cancelled one', () => {
    const cancelled = agendaChanges(
      event([keynote, lab]),
      event([keynote, { ...lab, status: 'cancelled', location: 'Room 9' }]),
    );
    expect(cancelled.map((change) => [change.kind, sessionChangeText(change), planChangeMark(change)])).toEqual([
      ['cancelled', 'Afternoon Lab: cancelled', 'Cancelled'],
    ]);
    const back = agendaChanges(event([{ ...lab, status: 'cancelled' }]), event([lab]));
    expect(back.map(sessionChangeText)).toEqual(['Afternoon Lab: back on the agenda']);
  });

  it('tells added and removed sessions apart from edited ones', () => {
    const changes = agendaChanges(
      event([keynote, lab]),
      event([keynote, { time: '3:00 PM', title: 'Evening Reception' }]),
    );
    expect(changes.map(sessionChangeText)).toEqual([
      'Added: Evening Reception (Thursday, May 6, 2027 at 3:00 PM)',
      'Removed: Afternoon Lab',
    ]);
    expect(changes.map((change) => planChangeMark(change))).toEqual([null, null]);
  });

  it('reads an agenda added where there was none as sessions added', () => {
    const changes = agendaChanges({ agenda: null }, { agenda: [keynote] });
    expect(changes.map(sessionChangeText)).toEqual(['Added: Keynote (9:00 AM)']);
  });

  it('pairs two sessions of one title by their day', () => {
    const before = {
      agenda: [
        { date: '2027-05-06', sessions: [{ time: '9:00 AM', title: 'Hands-on Lab' }] },
        { date: '2027-05-07', sessions: [{ time: '9:00 AM', title: 'Hands-on Lab' }] },
      ],
    };
    const after = {
      agenda: [
        { date: '2027-05-06', sessions: [{ time: '9:00 AM', title: 'Hands-on Lab' }] },
        { date: '2027-05-07', sessions: [{ time: '10:00 AM', title: 'Hands-on Lab' }] },
      ],
    };
    const changes = agendaChanges(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'moved', day: '2027-05-07', time: '10:00 AM' });
  });
});
