import { isPublicEvent, listPublicEvents } from './public-events';

describe('isPublicEvent', () => {
  it.each([
    [{ isHidden: false, trashedAt: null }, true],
    [{ isHidden: false }, true],
    [{ isHidden: true, trashedAt: null }, false],
    [{ isHidden: false, trashedAt: '2026-03-01T10:00:00Z' }, false],
    [{ isHidden: true, trashedAt: '2026-03-01T10:00:00Z' }, false],
  ])('%j is public: %s', (event, expected) => {
    expect(isPublicEvent(event)).toBe(expected);
  });
});

describe('listPublicEvents (the /events page)', () => {
  it('lists non-hidden, non-trashed events ascending by date', () => {
    const events = [
      { id: 'late', date: '2026-10-01', isHidden: false, trashedAt: null },
      { id: 'hidden', date: '2026-01-01', isHidden: true, trashedAt: null },
      { id: 'trashed', date: '2026-02-01', isHidden: false, trashedAt: '2026-01-05T00:00:00Z' },
      { id: 'early', date: 'April 2-4, 2026', isHidden: false, trashedAt: null },
    ];
    expect(listPublicEvents(events).map((e) => e.id)).toEqual(['early', 'late']);
  });
});
