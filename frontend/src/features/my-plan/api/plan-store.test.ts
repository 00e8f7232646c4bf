import type { PlanItem } from './plan-item';

type Store = typeof import('./plan-store');

const STORAGE_KEY = 'dental-events:my-ce-plan';

/** A browser's localStorage, which can be told to refuse writes (full, or turned off). */
function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    refuseWrites: false,
    getItem: (key: string) => values.get(key) ?? null,
    setItem(key: string, value: string) {
      if (this.refuseWrites) throw new Error('QuotaExceededError');
      values.set(key, value);
    },
    raw: (key: string) => values.get(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;

/** A fresh store module (it keeps the plan in module state) over the given storage. */
function loadStore(initial?: Record<string, string>): Store {
  storage = fakeStorage(initial);
  (globalThis as { window?: unknown }).window = {
    localStorage: storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  let store!: Store;
  jest.isolateModules(() => {
    store = jest.requireActual('./plan-store');
  });
  return store;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const item = (key: string, change: Partial<PlanItem> = {}): PlanItem => ({
  eventId: 'evt-1',
  eventTitle: 'Summit',
  timezone: 'America/Chicago',
  key,
  title: `Session ${key}`,
  time: '9:00 AM',
  day: '2027-03-11',
  until: null,
  credits: 1,
  creditType: 'lecture',
  topics: [],
  place: null,
  ...change,
});

const stored = (): unknown => JSON.parse(storage.raw(STORAGE_KEY) ?? 'null');

describe('the plan kept in the browser', () => {
  it('toggling adds a session, then removes it, and every change is stored', () => {
    const store = loadStore();
    store.togglePlanItem(item('a1'));
    store.togglePlanItem(item('b2'));
    expect(stored()).toEqual({ v: 1, items: [item('a1'), item('b2')], attended: [] });
    store.togglePlanItem(item('a1'));
    expect(store.currentPlan()).toEqual({ items: [item('b2')], attended: new Set(), saved: true });
    store.removePlanItem(item('b2'));
    expect(stored()).toEqual({ v: 1, items: [], attended: [] });
  });

  it('reads what was stored, dropping what is not a plan item', () => {
    const store = loadStore({
      [STORAGE_KEY]: JSON.stringify({ v: 1, items: [item('a1'), { eventId: '../x', key: 'a2' }, item('a1')] }),
    });
    expect(store.currentPlan().items).toEqual([item('a1')]);
  });

  it.each([
    ['not JSON', '{items'],
    ['another version', JSON.stringify({ v: 9, items: [item('a1')] })],
    ['a list', '[]'],
  ])('starts empty from storage holding %s', (_case, raw) => {
    expect(loadStore({ [STORAGE_KEY]: raw }).currentPlan().items).toEqual([]);
  });

  it('adding several keeps those already planned once', () => {
    const store = loadStore();
    store.togglePlanItem(item('a1'));
    expect(store.addPlanItems([item('a1'), item('b2'), item('b2'), item('c3')])).toBe(2);
    expect(store.currentPlan().items.map((kept) => kept.key)).toEqual(['a1', 'b2', 'c3']);
    expect(store.addPlanItems([item('c3')])).toBe(0);
  });

  it('refreshing replaces items with their current copies, under a new key too, never listing a session twice', () => {
    const store = loadStore();
    store.addPlanItems([item('a1'), item('b2'), item('c3')]);
    store.refreshPlanItems([
      { stored: item('a1'), item: item('a1', { credits: 2 }) },
      // Its time was edited: a new key.
      { stored: item('b2'), item: item('n9', { time: '10:00 AM' }) },
      // Now the same session as one already planned.
      { stored: item('c3'), item: item('a1', { credits: 2 }) },
    ]);
    expect(store.currentPlan().items).toEqual([item('a1', { credits: 2 }), item('n9', { time: '10:00 AM' })]);
  });

  it('refreshing with nothing new writes nothing', () => {
    const store = loadStore();
    store.addPlanItems([item('a1')]);
    const before = storage.raw(STORAGE_KEY);
    storage.refuseWrites = true;
    store.refreshPlanItems([{ stored: item('a1'), item: item('a1') }]);
    expect(store.currentPlan().saved).toBe(true);
    expect(storage.raw(STORAGE_KEY)).toBe(before);
  });

  it('says so when the browser refuses to keep a change, and keeps it for the page', () => {
    const store = loadStore();
    storage.refuseWrites = true;
    store.togglePlanItem(item('a1'));
    expect(store.currentPlan()).toEqual({ items: [item('a1')], attended: new Set(), saved: false });
  });

  it('marks planned sessions attended apart from planned, stores the marks, and drops a mark with its session', () => {
    const store = loadStore();
    store.addPlanItems([item('a1'), item('b2')]);
    store.toggleAttended(item('b2'));
    expect(store.currentPlan().attended.has(store.planItemId(item('b2')))).toBe(true);
    expect(store.currentPlan().attended.has(store.planItemId(item('a1')))).toBe(false);
    expect(stored()).toEqual({ v: 1, items: [item('a1'), item('b2')], attended: ['evt-1/b2'] });
    // A session not in the plan cannot be marked.
    store.toggleAttended(item('z9'));
    expect([...store.currentPlan().attended]).toEqual(['evt-1/b2']);
    // Pressed again: planned, not attended.
    store.toggleAttended(item('b2'));
    expect(store.currentPlan().attended).toEqual(new Set());
    store.toggleAttended(item('a1'));
    store.removePlanItem(item('a1'));
    expect(stored()).toEqual({ v: 1, items: [item('b2')], attended: [] });
  });

  it('reads only attended marks that name a planned session', () => {
    const store = loadStore({
      [STORAGE_KEY]: JSON.stringify({ v: 1, items: [item('a1')], attended: ['evt-1/a1', 'evt-1/zz', 42, '../x/a1'] }),
    });
    expect(store.currentPlan().attended).toEqual(new Set(['evt-1/a1']));
    // A plan stored before attended marks existed reads as none attended.
    expect(loadStore({ [STORAGE_KEY]: JSON.stringify({ v: 1, items: [item('a1')] }) }).currentPlan().attended).toEqual(
      new Set(),
    );
  });

  it('a session refreshed under a new key stays attended', () => {
    const store = loadStore();
    store.addPlanItems([item('a1'), item('b2')]);
    store.toggleAttended(item('b2'));
    store.refreshPlanItems([{ stored: item('b2'), item: item('n9', { time: '10:00 AM' }) }]);
    expect(store.currentPlan().attended).toEqual(new Set(['evt-1/n9']));
  });
});
