import { calendarSequence, eventStatusBadge } from './event-status';

describe('eventStatusBadge', () => {
  it('says nothing of a scheduled event, or of one listed before statuses existed', () => {
    expect(eventStatusBadge({ status: 'scheduled', statusNote: 'ignored', previousStartDate: null })).toBeNull();
    expect(eventStatusBadge({})).toBeNull();
  });

  it('names each other status in the words a visitor reads, with the note', () => {
    expect(eventStatusBadge({ status: 'cancelled', statusNote: ' Hurricane ', previousStartDate: null })).toEqual({
      label: 'Cancelled',
      note: 'Hurricane',
      tone: 'alarm',
    });
    expect(eventStatusBadge({ status: 'postponed', statusNote: null, previousStartDate: null })?.label).toBe(
      'Postponed',
    );
    expect(eventStatusBadge({ status: 'moved_online', statusNote: '', previousStartDate: null })).toEqual({
      label: 'Moved online',
      note: null,
      tone: 'notice',
    });
  });

  it('says which day a rescheduled event moved from, when it is known', () => {
    expect(eventStatusBadge({ status: 'rescheduled', statusNote: null, previousStartDate: '2027-05-04' })?.label).toBe(
      'Rescheduled from May 4',
    );
    expect(eventStatusBadge({ status: 'rescheduled', statusNote: null, previousStartDate: null })?.label).toBe(
      'Rescheduled',
    );
  });
});

describe('calendarSequence', () => {
  it('grows with every later change, and is 0 for an event never changed or with unreadable times', () => {
    const createdAt = '2026-11-01T10:00:00.000Z';
    expect(calendarSequence({ createdAt, updatedAt: createdAt })).toBe(0);
    const first = calendarSequence({ createdAt, updatedAt: '2026-11-01T10:00:05.000Z' });
    const later = calendarSequence({ createdAt, updatedAt: '2026-11-20T08:00:00.000Z' });
    expect(first).toBe(5);
    expect(later).toBeGreaterThan(first);
    expect(calendarSequence({ createdAt: 'x', updatedAt: createdAt })).toBe(0);
  });
});
