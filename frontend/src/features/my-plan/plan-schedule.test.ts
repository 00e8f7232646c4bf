import type { PlanItem } from './api/plan-item';
import { findOverlaps, planDays, planTotals, scheduleItems } from './plan-schedule';

let counter = 0;
function item(change: Partial<PlanItem>): PlanItem {
  counter += 1;
  return {
    eventId: 'dallas',
    eventTitle: 'Dallas Summit',
    timezone: 'America/Chicago',
    key: `k${counter}`,
    title: `Session ${counter}`,
    time: '9:00 AM',
    day: '2027-03-11',
    until: null,
    credits: null,
    creditType: null,
    topics: [],
    place: null,
    ...change,
  };
}

const overlapTitles = (items: PlanItem[]) =>
  findOverlaps(scheduleItems(items)).map(({ first, second }) => [first.item.title, second.item.title]);

describe('findOverlaps', () => {
  it('sessions at the same time of the same event overlap', () => {
    expect(
      overlapTitles([
        item({ title: 'A', time: '11:15 AM', until: 12 * 60 + 30 }),
        item({ title: 'B', time: '11:15 AM', until: 12 * 60 + 30 }),
      ]),
    ).toEqual([['A', 'B']]);
  });

  it('back-to-back sessions do not', () => {
    expect(
      overlapTitles([item({ title: 'A', time: '9:00-10:30 AM' }), item({ title: 'B', time: '10:30 AM' })]),
    ).toEqual([]);
  });

  it('a session starting inside a longer one does', () => {
    expect(
      overlapTitles([
        item({ title: 'Workshop', time: '1:30 PM', until: 17 * 60 }),
        item({ title: 'Lecture', time: '3:00-4:00 PM' }),
      ]),
    ).toEqual([['Workshop', 'Lecture']]);
  });

  it('compares events in different zones as instants', () => {
    // 10:00 AM in Toronto (EDT) is 9:00 AM in Chicago (CDT).
    const toronto = item({
      eventId: 'toronto',
      title: 'Toronto 10 AM',
      timezone: 'America/Toronto',
      day: '2027-06-10',
      time: '10:00-11:00 AM',
    });
    const chicagoSame = item({ title: 'Chicago 9 AM', day: '2027-06-10', time: '9:00-10:00 AM' });
    const chicagoLater = item({ title: 'Chicago 10 AM', day: '2027-06-10', time: '10:00-11:00 AM' });
    expect(overlapTitles([toronto, chicagoSame, chicagoLater])).toEqual([['Toronto 10 AM', 'Chicago 9 AM']]);
  });

  it('the same wall-clock time in two zones is not the same time', () => {
    const vancouver = item({
      eventId: 'vancouver',
      title: 'Vancouver',
      timezone: 'America/Vancouver',
      time: '9:00-10:00 AM',
    });
    expect(overlapTitles([vancouver, item({ title: 'Dallas', time: '9:00-10:00 AM' })])).toEqual([]);
  });

  it('an event without a zone is compared only with itself', () => {
    const floating = [
      item({ eventId: 'nozone', timezone: null, title: 'X' }),
      item({ eventId: 'nozone', timezone: null, title: 'Y' }),
    ];
    expect(
      overlapTitles([
        ...floating,
        item({ title: 'Dallas 9 AM' }),
        item({ eventId: 'other', timezone: null, title: 'Z' }),
      ]),
    ).toEqual([['X', 'Y']]);
  });

  it('sessions whose time cannot be read are never said to overlap', () => {
    expect(overlapTitles([item({ time: 'Morning' }), item({ time: 'Morning' })])).toEqual([]);
  });
});

describe('planDays', () => {
  it('groups by day, orders by instant across zones, untimed sessions after timed ones and unknown days last', () => {
    const days = planDays(
      scheduleItems([
        item({ title: 'Dallas afternoon', time: '2:00 PM' }),
        item({ title: 'No day', day: null }),
        item({ title: 'Dallas morning', time: 'Morning' }),
        item({
          eventId: 'nyc',
          eventTitle: 'NYC',
          title: 'New York 9:30',
          timezone: 'America/New_York',
          time: '9:30 AM',
        }),
        item({ title: 'Dallas 9:00', time: '9:00 AM' }),
        item({ title: 'Earlier day', day: '2027-03-10', time: '5:00 PM' }),
      ]),
    );
    expect(days.map((day) => [day.day, day.items.map((entry) => entry.item.title)])).toEqual([
      ['2027-03-10', ['Earlier day']],
      // 9:30 in New York is 8:30 in Dallas.
      ['2027-03-11', ['New York 9:30', 'Dallas 9:00', 'Dallas afternoon', 'Dallas morning']],
      [null, ['No day']],
    ]);
  });

  it('labels times with the zone on their day', () => {
    const [day] = planDays(scheduleItems([item({ time: '1:30-3:00 PM' })]));
    expect(day.items[0].label).toMatchObject({ time: '1:30 PM \u2013 3:00 PM', zone: 'CST' });
  });
});

describe('planTotals', () => {
  it('adds credits by type and by subject, in the AGD order, counting a session under each of its subjects', () => {
    const totals = planTotals([
      item({ time: '8:00 AM', credits: 1.5, creditType: 'lecture', topics: ['690'] }),
      item({ time: '10:00 AM', credits: 3.5, creditType: 'participation', topics: ['690', '310'] }),
      item({ time: '2:00 PM', credits: 0.75, creditType: 'lecture', topics: ['010'] }),
      item({ time: '3:00 PM', credits: 2 }),
      item({ time: '5:00 PM', credits: null, topics: ['250'] }),
    ]);
    expect(totals).toEqual({
      credits: 7.75,
      listed: 7.75,
      lecture: 2.25,
      participation: 3.5,
      untyped: 2,
      withoutCredits: 1,
      setAside: [],
      cancelled: [],
      subjects: [
        { code: '010', name: 'Basic Sciences', credits: 0.75, sessions: 1 },
        { code: '310', name: 'Oral and Maxillofacial Surgery', credits: 3.5, sessions: 1 },
        { code: '690', name: 'Implants', credits: 5, sessions: 2 },
      ],
    });
  });

  it('two overlapping 1:30 PM labs of 3.5 credits count once: 3.5 can be earned of 7 listed', () => {
    const first = item({
      title: 'Lab A',
      time: '1:30-5:00 PM',
      credits: 3.5,
      creditType: 'participation',
      topics: ['250'],
    });
    const second = item({
      title: 'Lab B',
      time: '1:30-5:00 PM',
      credits: 3.5,
      creditType: 'participation',
      topics: ['690'],
    });
    const totals = planTotals([first, second]);
    expect(totals).toMatchObject({ credits: 3.5, listed: 7, participation: 3.5, setAside: [second] });
    // The subjects are those of the lab that counts.
    expect(totals.subjects.map(({ code, credits }) => [code, credits])).toEqual([['250', 3.5]]);
  });

  it('counts a cancelled session for nothing, and the lab it overlapped then counts in full', () => {
    const cancelled = item({ title: 'Lab A', time: '1:30-5:00 PM', credits: 5, cancelled: true, topics: ['250'] });
    const other = item({ title: 'Lab B', time: '1:30-5:00 PM', credits: 3.5, creditType: 'participation' });
    const totals = planTotals([cancelled, other]);
    expect(totals).toMatchObject({ credits: 3.5, listed: 3.5, setAside: [], cancelled: [cancelled] });
    expect(totals.subjects).toEqual([]);
  });

  it('of overlapping sessions, counts the set one can attend that is worth the most', () => {
    // A 9-12 course overlaps two back-to-back lectures that together are worth more.
    const course = item({ title: 'Course', time: '9:00 AM-12:00 PM', credits: 3 });
    const early = item({ title: 'Early', time: '9:00-10:30 AM', credits: 2 });
    const late = item({ title: 'Late', time: '10:30 AM-12:00 PM', credits: 2 });
    expect(planTotals([course, early, late])).toMatchObject({ credits: 4, listed: 7, setAside: [course] });
    // Worth less together: the course counts.
    const cheapLate = item({ title: 'Cheap late', time: '10:30 AM-12:00 PM', credits: 0.5 });
    expect(planTotals([course, early, cheapLate])).toMatchObject({ credits: 3, setAside: [early, cheapLate] });
  });

  it('compares sessions of events in different zones as instants, and untimed sessions with nothing', () => {
    const chicago = item({ time: '9:00-10:00 AM', credits: 1 });
    const toronto = item({ eventId: 'toronto', timezone: 'America/Toronto', time: '10:00-11:00 AM', credits: 2 });
    const untimed = item({ time: null, credits: 1.5 });
    // 10:00 in Toronto is 9:00 in Chicago: they overlap, and the Toronto hour is worth more.
    expect(planTotals([chicago, toronto, untimed])).toMatchObject({ credits: 3.5, listed: 4.5, setAside: [chicago] });
    // Events without a zone are compared only within themselves.
    const zoneless = item({ eventId: 'other', timezone: null, time: '9:00-10:00 AM', credits: 1 });
    expect(planTotals([chicago, zoneless])).toMatchObject({ credits: 2, setAside: [] });
  });

  it('an empty plan adds up to nothing', () => {
    expect(planTotals([])).toEqual({
      credits: 0,
      listed: 0,
      lecture: 0,
      participation: 0,
      untyped: 0,
      withoutCredits: 0,
      subjects: [],
      setAside: [],
      cancelled: [],
    });
  });
});
