import { selectHomeFeaturedEvents } from './home-events';

interface TestEvent {
  id: string;
  date: string;
  isFeatured: boolean;
  isHidden: boolean;
  trashedAt: string | null;
}
const event = (id: string, date: string, flags: Partial<TestEvent> = {}): TestEvent => ({
  id,
  date,
  isFeatured: false,
  isHidden: false,
  trashedAt: null,
  ...flags,
});
const featured = (id: string, date: string, flags: Partial<TestEvent> = {}) =>
  event(id, date, { isFeatured: true, ...flags });
const ids = (events: TestEvent[]) => events.map((e) => e.id);
/** A day before every event below, so none of them is over. */
const BEFORE_ALL = new Date(2024, 0, 1);

describe('selectHomeFeaturedEvents (spec section 9)', () => {
  it('puts featured events first, then fills with the others by date', () => {
    const events = [
      event('n-jun', '2026-06-01'),
      featured('f-sep', '2026-09-01'),
      event('n-feb', '2026-02-01'),
      featured('f-may', '2026-05-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['f-may', 'f-sep', 'n-feb', 'n-jun']);
  });

  it('orders the featured events by date ascending too', () => {
    const events = [featured('c', 'November 2-4, 2026'), featured('a', '2026-01-20'), featured('b', 'June 5th, 2026')];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['a', 'b', 'c']);
  });

  it('shows at most 6', () => {
    const events = Array.from({ length: 10 }, (_, i) => event(`e${i}`, `2026-0${(i % 9) + 1}-15`));
    expect(selectHomeFeaturedEvents(events, BEFORE_ALL)).toHaveLength(6);
  });

  it('with 6 or more featured shows only the first 6 featured, by date, and no others', () => {
    const events = [
      event('plain-early', '2025-01-05'),
      ...['07', '03', '05', '01', '06', '02', '04'].map((month) => featured(`f${month}`, `2026-${month}-01`)),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['f01', 'f02', 'f03', 'f04', 'f05', 'f06']);
  });

  it('never shows hidden events, featured or not', () => {
    const events = [
      featured('f-hidden', '2026-01-01', { isHidden: true }),
      event('n-hidden', '2026-01-02', { isHidden: true }),
      event('visible', '2026-05-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['visible']);
  });

  it('does not let a hidden featured event take one of the 6 places', () => {
    const events = [
      ...Array.from({ length: 6 }, (_, i) => featured(`f${i}`, `2026-0${i + 1}-01`)),
      featured('hidden', '2025-12-01', { isHidden: true }),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
  });

  it('never shows trashed events', () => {
    const events = [
      featured('trashed', '2026-01-01', { trashedAt: '2026-01-02T00:00:00Z' }),
      event('kept', '2026-02-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['kept']);
  });

  it('sorts ranges as the first of their month, and unreadable dates after every dated event', () => {
    const events = [
      event('may-10', 'May 10, 2026'),
      event('may-range', 'May 20-22, 2026'),
      event('tbd', 'TBD'),
      event('2024', '2024-12-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['2024', 'may-range', 'may-10', 'tbd']);
  });

  it('honours a smaller limit', () => {
    const events = [featured('f', '2026-09-01'), event('a', '2026-01-01'), event('b', '2026-02-01')];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL, 2))).toEqual(['f', 'a']);
    expect(selectHomeFeaturedEvents(events, BEFORE_ALL, 0)).toEqual([]);
  });

  it('is empty for no events', () => {
    expect(selectHomeFeaturedEvents([], BEFORE_ALL)).toEqual([]);
  });

  it('never gives a place to an event that is over, featured or not; one under way keeps its place', () => {
    const today = new Date(2026, 2, 13);
    const events = [
      featured('f-over', 'March 1-3, 2026'),
      event('n-over', '2026-03-12'),
      event('n-now', 'March 12-14, 2026'),
      event('n-next', '2026-04-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, today))).toEqual(['n-now', 'n-next']);
  });

  it('puts events whose date cannot be read after the dated ones, featured first as always', () => {
    const events = [
      event('n-tbd', 'TBD'),
      featured('f-tbd', 'Spring 2027'),
      event('n-may', '2026-05-01'),
      featured('f-jun', '2026-06-01'),
    ];
    expect(ids(selectHomeFeaturedEvents(events, BEFORE_ALL))).toEqual(['f-jun', 'f-tbd', 'n-may', 'n-tbd']);
  });
});
