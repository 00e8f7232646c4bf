import {
  ADMIN_EVENT_SORTS,
  adminEventOrder,
  adminEventSearchText,
  sortAdminEvents,
  featuredSlotsUsed,
  listAdminEvents,
  soonestFirst,
  staleFeatureReason,
  type AdminEventListState,
  type AdminEventOrder,
  type AdminListedEventFields,
} from './admin-event-list';

const today = new Date(2026, 10, 24);

/** What the list's rules read of an event, and its id: nothing else is needed here. */
type Listed = AdminListedEventFields & { id: string };

function listing(id: string, overrides: Partial<Listed> = {}): Listed {
  return {
    id,
    title: `Event ${id}`,
    date: '2027-03-11',
    location: 'Hall',
    city: 'Dallas, TX',
    startDate: null,
    endDate: null,
    isHidden: false,
    isFeatured: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('featured means upcoming', () => {
  it('names why a featured event no longer holds a place', () => {
    expect(staleFeatureReason(listing('a', { isFeatured: true, date: 'May 1-2, 2026' }), today)).toBe('past');
    expect(staleFeatureReason(listing('b', { isFeatured: true, isHidden: true }), today)).toBe('hidden');
    expect(staleFeatureReason(listing('c', { isFeatured: true }), today)).toBeNull();
    expect(staleFeatureReason(listing('d', { date: '2025-01-01' }), today)).toBeNull();
  });

  it('counts only the places in use', () => {
    const events = [
      listing('a', { isFeatured: true }),
      listing('b', { isFeatured: true, date: '2025-08-15' }),
      listing('c', { isFeatured: true, isHidden: true }),
      listing('d'),
    ];
    expect(featuredSlotsUsed(events, today)).toEqual({ used: 1, limit: 6, stale: 2 });
  });
});

describe('search, filters, order and pages', () => {
  const events = [
    listing('perio', {
      title: 'Great Lakes Periodontal Symposium',
      date: 'May 1-2, 2026',
      updatedAt: '2026-05-01T00:00:00.000Z',
    }),
    listing('mtl', {
      title: 'Montréal Restorative Congress',
      date: '2027-10-22',
      city: 'Montreal, QC',
      updatedAt: '2026-11-01T00:00:00.000Z',
    }),
    listing('hidden', {
      title: 'Alpine Hidden Course',
      isHidden: true,
      date: 'TBD',
      updatedAt: '2026-02-01T00:00:00.000Z',
    }),
    listing('feat', {
      title: 'Biscayne Smile Design',
      isFeatured: true,
      date: 'January 21-23, 2027',
      updatedAt: '2026-03-01T00:00:00.000Z',
    }),
  ];
  const ids = (state: Partial<AdminEventListState>) =>
    listAdminEvents(events, { q: '', show: 'all', sort: 'changed', page: 1, ...state }, today).items.map(
      (event) => event.id,
    );

  it('finds words in any order, without accents or case', () => {
    expect(ids({ q: 'montreal congress' })).toEqual(['mtl']);
    expect(ids({ q: 'CONGRESS qc' })).toEqual(['mtl']);
    expect(ids({ q: 'congress dallas' })).toEqual([]);
    expect(ids({ q: 'montreal' })).toEqual(['mtl']);
  });

  it('keeps what each filter names; an unreadable date is not past', () => {
    expect(ids({ show: 'past' })).toEqual(['perio']);
    expect(ids({ show: 'upcoming' })).toEqual(['mtl', 'feat', 'hidden']);
    expect(ids({ show: 'hidden' })).toEqual(['hidden']);
    expect(ids({ show: 'featured' })).toEqual(['feat']);
  });

  it('orders by last change (newest first), by date, or by title', () => {
    expect(ids({})).toEqual(['mtl', 'perio', 'feat', 'hidden']);
    expect(ids({ sort: 'date' })).toEqual(['hidden', 'perio', 'feat', 'mtl']);
    expect(ids({ sort: 'title' })).toEqual(['hidden', 'feat', 'perio', 'mtl']);
  });

  it('cuts pages and shows the last page when asked for one past the end', () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      listing(String(index).padStart(2, '0'), { title: `Course ${String(index).padStart(2, '0')}` }),
    );
    const second = listAdminEvents(many, { q: '', show: 'all', sort: 'title', page: 2 }, today);
    expect(second).toMatchObject({ total: 45, page: 2, pages: 3 });
    expect(second.items.map((event) => event.id)).toEqual(many.slice(20, 40).map((event) => event.id));
    expect(listAdminEvents(many, { q: '', show: 'all', sort: 'title', page: 9 }, today)).toMatchObject({
      page: 3,
      items: many.slice(40),
    });
  });

  it('orders titles without case or accents, and events with equal times by id, whatever order they came in', () => {
    const titled = [
      listing('e', { title: 'école dentaire', updatedAt: '2026-01-01T00:00:00.000Z' }),
      listing('z', { title: 'Zygoma', updatedAt: '2026-01-01T00:00:00.000Z' }),
      listing('a', { title: 'apex', updatedAt: '2026-01-01T00:00:00.000Z' }),
      listing('E', { title: 'Endo', updatedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    const state: AdminEventListState = { q: '', show: 'all', sort: 'title', page: 1 };
    expect(listAdminEvents(titled, state, today).items.map((event) => event.id)).toEqual(['a', 'e', 'E', 'z']);
    for (const order of [titled, [...titled].reverse()])
      expect(listAdminEvents(order, { ...state, sort: 'changed' }, today).items.map((event) => event.id)).toEqual([
        'E',
        'a',
        'e',
        'z',
      ]);
  });

  it('puts one event in its place as sorting the whole list does, in every order', () => {
    const dates = ['2027-03-11', 'March 3-5, 2027', 'TBD', '2026-12-01', '2027-03-11'];
    const titles = ['Apex', 'apex', 'École', 'Zygoma', 'endo'];
    const times = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'];
    const many = Array.from({ length: 40 }, (_, index) =>
      listing(`id${(index * 7) % 40}`, {
        date: dates[index % dates.length],
        title: titles[index % titles.length],
        updatedAt: times[index % times.length],
      }),
    );
    for (const sort of ADMIN_EVENT_SORTS.filter((sort): sort is AdminEventOrder => sort !== 'soonest')) {
      const order = adminEventOrder<Listed>(sort);
      const placed: Listed[] = [];
      for (const event of many) placed.splice(placed.filter((other) => order(other, event) < 0).length, 0, event);
      expect(placed.map((event) => event.id)).toEqual(sortAdminEvents(many, sort).map((event) => event.id));
    }
  });

  it("puts events not over yet first, soonest first, then past ones, the latest first ('soonest')", () => {
    const dated = [
      listing('old', { date: '2024-05-01' }),
      listing('next-year', { date: '2027-06-01' }),
      listing('last-month', { date: '2026-10-20' }),
      listing('tomorrow', { date: '2026-11-25' }),
      // Began yesterday, ends tomorrow: not over yet.
      listing('now', { date: 'November 23-25, 2026' }),
      listing('unreadable', { date: 'TBD (Spring 2027)' }),
      listing('also-last-month', { date: '2026-10-20' }),
    ];
    const ids = (listed: Listed[]) => listed.map((event) => event.id);
    // The date order is the spec's: a date that cannot be read sorts as January 1, 2025, and is
    // not past. Past events come from the end of that order, so ties go by id backwards.
    expect(ids(soonestFirst(dated, today))).toEqual([
      'unreadable',
      'now',
      'tomorrow',
      'next-year',
      'last-month',
      'also-last-month',
      'old',
    ]);
    const state: AdminEventListState = { q: '', show: 'all', sort: 'soonest', page: 1 };
    expect(ids(listAdminEvents(dated, state, today).items)).toEqual(ids(soonestFirst(dated, today)));
    expect(ids(listAdminEvents(dated, { ...state, show: 'past' }, today).items)).toEqual([
      'last-month',
      'also-last-month',
      'old',
    ]);
    // Two days later, what ended the day before is past.
    // (A range sorts as the first of its month, so 'now' is the earlier of the two.)
    expect(ids(soonestFirst(dated, new Date(2026, 10, 26)))).toEqual([
      'unreadable',
      'next-year',
      'tomorrow',
      'now',
      'last-month',
      'also-last-month',
      'old',
    ]);
  });

  it('searches the text a caller keeps for each event', () => {
    const kept = new Map(events.map((event) => [event, adminEventSearchText(event)]));
    const state: AdminEventListState = { q: 'perio', show: 'all', sort: 'changed', page: 1 };
    const asked: string[] = [];
    const found = listAdminEvents(events, state, today, 20, (event) => {
      asked.push(event.id);
      return kept.get(event) ?? '';
    });
    expect(found.items.map((event) => event.id)).toEqual(['perio']);
    expect(asked.sort()).toEqual(events.map((event) => event.id).sort());
  });
});
