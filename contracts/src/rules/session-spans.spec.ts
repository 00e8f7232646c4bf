import { sessionSpan, type SpanFacts } from './session-spans';

function item(change: Partial<SpanFacts>): SpanFacts {
  return { timezone: 'America/Chicago', time: '9:00 AM', day: '2027-03-11', until: null, credits: null, ...change };
}

describe('sessionSpan', () => {
  it('an end stated in the time wins', () => {
    expect(sessionSpan(item({ time: '1:30-3:00 PM', until: 17 * 60, credits: 1 }))).toMatchObject({
      start: Date.UTC(2027, 2, 11, 19, 30),
      end: Date.UTC(2027, 2, 11, 21),
      endFrom: 'stated',
      absolute: true,
    });
  });

  it('else the start of what follows it, else its credits as hours, else an hour', () => {
    expect(sessionSpan(item({ until: 10 * 60 + 30, credits: 3 }))).toMatchObject({
      endMinutes: 10 * 60 + 30,
      endFrom: 'next-session',
    });
    expect(sessionSpan(item({ credits: 3.5 }))).toMatchObject({ endMinutes: 12 * 60 + 30, endFrom: 'credits' });
    expect(sessionSpan(item({}))).toMatchObject({ endMinutes: 10 * 60, endFrom: 'default' });
  });

  it('none without a day or a readable time', () => {
    expect(sessionSpan(item({ day: null }))).toBeNull();
    expect(sessionSpan(item({ time: 'Morning' }))).toBeNull();
    expect(sessionSpan(item({ time: null }))).toBeNull();
  });

  it('without a zone, wall-clock times that are not instants', () => {
    expect(sessionSpan(item({ timezone: null }))).toMatchObject({ start: Date.UTC(2027, 2, 11, 9), absolute: false });
  });
});
