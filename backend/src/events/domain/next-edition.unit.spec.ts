import type { EventFields } from '@dental/contracts';
import { nextEditionFields } from './next-edition';

const source: EventFields = {
  title: 'Great Lakes Implant Symposium',
  description: 'Two days of lectures.',
  date: 'December 14-15, 2026',
  location: 'Lakeside Convention Center',
  city: 'Chicago, IL',
  image: 'aaid-conference',
  registrationUrl: null,
  agenda: [
    { date: '2026-12-14', sessions: [{ time: '9:00 AM', title: 'Opening' }] },
    { date: '2026-12-15', sessions: [{ time: '9:00 AM', title: 'Workshops' }] },
  ],
  startDate: '2026-12-14',
  endDate: '2026-12-15',
  region: 'IL',
  country: 'US',
};

describe('next edition of an event', () => {
  it('takes the new date, drops the old days and moves ISO agenda days by as much as the event moves', () => {
    const next = nextEditionFields(source, 'December 13-14, 2027');
    expect(next).not.toHaveProperty('startDate');
    expect(next).not.toHaveProperty('endDate');
    expect(next).toMatchObject({
      title: source.title,
      date: 'December 13-14, 2027',
      city: 'Chicago, IL',
      region: 'IL',
    });
    expect(next.agenda).toEqual([
      { date: '2027-12-13', sessions: [{ time: '9:00 AM', title: 'Opening' }] },
      { date: '2027-12-14', sessions: [{ time: '9:00 AM', title: 'Workshops' }] },
    ]);
  });

  it('moves days in the {days} and keyed shapes, and leaves labels that are not dates alone', () => {
    const keyed = nextEditionFields(
      { ...source, agenda: { '2026-12-14': [{ time: '9:00 AM', title: 'Opening' }], 'Day 2': [] } },
      '2027-01-04',
    );
    expect(Object.keys(keyed.agenda as object)).toEqual(['2027-01-04', 'Day 2']);
    const days = nextEditionFields(
      {
        ...source,
        agenda: {
          days: [
            { date: '2026-12-15', sessions: [] },
            { day: 'Friday', sessions: [] },
          ],
        },
      },
      '2027-01-04',
    );
    expect(days.agenda).toEqual({
      days: [
        { date: '2027-01-05', sessions: [] },
        { day: 'Friday', sessions: [] },
      ],
    });
  });

  it('keeps the agenda as it is when either date cannot be read', () => {
    expect(nextEditionFields(source, 'Spring 2027').agenda).toBe(source.agenda);
    expect(nextEditionFields({ ...source, startDate: null }, '2027-12-13').agenda).toBe(source.agenda);
  });
});
