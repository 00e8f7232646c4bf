import type { EventFields } from '@dental/contracts';
import type { EventDomainEvent } from './event.decider';
import {
  dateChangeText,
  followerChangesOf,
  publicChangesOf,
  statusChangeText,
  type LoggedEventDomainEvent,
} from './event-changes';

const eventId = 'e-1';
const fields: EventFields = {
  title: 'Gulf Coast Implant Course',
  description: 'A weekend of implant surgery.',
  date: 'May 4-5, 2027',
  location: 'Convention Center',
  city: 'Mobile, AL',
  image: '',
  registrationUrl: null,
  agenda: [{ date: '2027-05-04', sessions: [{ time: '1:00 PM', title: 'Afternoon Lab', location: 'Room 101' }] }],
  startDate: '2027-05-04',
  endDate: '2027-05-05',
};

let position = 0;
const logged = (domainEvent: EventDomainEvent, minute = position): LoggedEventDomainEvent => {
  position += 1;
  return {
    ...domainEvent,
    position,
    occurredAt: new Date(Date.UTC(2027, 0, 1, 12, minute)).toISOString(),
    actor: 'admin@example.com',
  };
};
const created = (isHidden = false) =>
  logged({ type: 'EventCreated', data: { eventId, ...fields, isHidden, sourceSubmissionId: null } });
const updated = (changes: Partial<EventFields>) => logged({ type: 'EventUpdated', data: { eventId, changes } });
const status = (value: 'cancelled' | 'postponed' | 'moved_online' | 'scheduled', note: string | null = null) =>
  logged({ type: 'EventStatusChanged', data: { eventId, status: value, statusNote: note, previousStartDate: null } });
const flag = (type: 'EventHidden' | 'EventShown' | 'EventTrashed' | 'EventRestored') =>
  logged({ type, data: { eventId } });

describe('an event’s public changes', () => {
  it('names each change of a public event with its new value, oldest first, with when it happened', () => {
    const changes = publicChangesOf([
      created(),
      updated({ location: 'Harbor Ballroom, 9 Dock St', title: 'A new title' }),
      updated({
        agenda: [{ date: '2027-05-04', sessions: [{ time: '2:00 PM', title: 'Afternoon Lab', location: 'Room 101' }] }],
      }),
      updated({ date: 'May 18-19, 2027', startDate: '2027-05-18', endDate: '2027-05-19' }),
      status('cancelled', 'Hurricane'),
    ]);
    expect(changes.map(({ kind, text }) => [kind, text])).toEqual([
      ['location', 'Location: Harbor Ballroom, 9 Dock St'],
      ['session', 'Afternoon Lab: now 2:00 PM'],
      ['date', 'Date: now May 18–19, 2027 (was May 4–5, 2027)'],
      ['status', 'Cancelled (Hurricane)'],
    ]);
    expect(changes[1]).toMatchObject({ sessionChange: 'moved', previousSessionKey: expect.any(String) });
    expect(changes[3]).toMatchObject({ status: 'cancelled', at: expect.stringMatching(/^2027-01-01T12:/) });
    expect(changes[0]).not.toHaveProperty('urgent');
  });

  it('leaves out what changed while the event was hidden or in the trash, and an edit that changed nothing public', () => {
    const changes = publicChangesOf([
      created(true),
      updated({ location: 'Hidden Hall' }),
      flag('EventShown'),
      updated({ description: 'Longer text' }),
      flag('EventTrashed'),
      status('cancelled'),
      flag('EventRestored'),
      updated({ city: 'Biloxi, MS' }),
    ]);
    expect(changes.map(({ text }) => text)).toEqual(['City: Biloxi, MS']);
  });

  it('tells followers of a registration link too, and marks a cancellation and a postponement urgent', () => {
    const changes = followerChangesOf([
      created(),
      updated({ registrationUrl: 'https://register.example.org' }),
      status('postponed'),
      status('moved_online'),
    ]);
    expect(changes.map(({ kind, urgent }) => [kind, urgent])).toEqual([
      ['registration', false],
      ['status', true],
      ['status', false],
    ]);
    expect(publicChangesOf([created(), updated({ registrationUrl: 'https://register.example.org' })])).toEqual([]);
  });

  it('tells a new date in one line with the date it replaces, the rescheduling it caused included', () => {
    const dateEdit = updated({ date: 'May 6-8, 2027', startDate: '2027-05-06', endDate: '2027-05-08' });
    const rescheduled = logged({
      type: 'EventStatusChanged',
      data: { eventId, status: 'rescheduled', statusNote: null, previousStartDate: '2027-05-04' },
    });
    // The same command: recorded together, at the same time.
    const together = { ...rescheduled, occurredAt: dateEdit.occurredAt };
    const backEdit = updated({ date: 'May 4-5, 2027', startDate: '2027-05-04', endDate: '2027-05-05' });
    const scheduledAgain = { ...status('scheduled'), occurredAt: backEdit.occurredAt };
    const changes = followerChangesOf([created(), dateEdit, together, backEdit, scheduledAgain]);
    expect(changes.map(({ kind, text }) => [kind, text])).toEqual([
      ['date', 'Date: now May 6–8, 2027 (was May 4–5, 2027)'],
      ['date', 'Date: now May 4–5, 2027 (was May 6–8, 2027)'],
    ]);
    // A status an admin sets on their own is still told.
    expect(followerChangesOf([created(), dateEdit, status('cancelled', 'Hurricane')]).map(({ text }) => text)).toEqual([
      'Date: now May 6–8, 2027 (was May 4–5, 2027)',
      'Cancelled (Hurricane)',
    ]);
    expect(dateChangeText('Spring 2027', '')).toBe('Date: now Spring 2027');
  });

  it('words every status', () => {
    expect(statusChangeText('postponed', null, null)).toBe('Postponed: a new date will follow');
    expect(statusChangeText('rescheduled', null, '2027-05-04')).toBe('Rescheduled from May 4, 2027');
    expect(statusChangeText('moved_online', ' Stream link by e-mail ', null)).toBe(
      'Moved online (Stream link by e-mail)',
    );
    expect(statusChangeText('scheduled', null, null)).toBe('Scheduled again');
  });
});
