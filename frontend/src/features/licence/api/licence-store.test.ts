import type { CeRuleSet } from '@dental/contracts';

type Store = typeof import('./licence-store');

const STORAGE_KEY = 'dental-events:licence';

function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    raw: (key: string) => values.get(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;

/** A fresh store module (it keeps the licence in module state) over the given storage. */
function loadStore(initial?: Record<string, string>): Store {
  storage = fakeStorage(initial);
  (globalThis as { window?: unknown }).window = {
    localStorage: storage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  let store!: Store;
  jest.isolateModules(() => {
    store = jest.requireActual('./licence-store');
  });
  return store;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const ruleSet = (id: string, region: string, role: CeRuleSet['role']): CeRuleSet => ({
  id,
  name: id,
  country: region === 'ON' ? 'CA' : 'US',
  region,
  role,
  cycleYears: 2,
  unit: 'hours',
  total: 24,
  rules: [],
  sources: [{ title: 'Board', url: 'https://board.example.org' }],
  verifiedOn: '2026-11-27',
  notes: '',
});

describe('the chosen licence', () => {
  it('reads only a stored place and role it knows', () => {
    const { readLicence } = loadStore();
    expect(readLicence({ v: 1, region: 'tx', role: 'hygienist' })).toEqual({ region: 'TX', role: 'hygienist' });
    expect(readLicence({ v: 1, region: 'ZZ', role: 'dentist' })).toBeNull();
    expect(readLicence({ v: 1, region: 'TX', role: 'astronaut' })).toBeNull();
    expect(readLicence({ v: 2, region: 'TX', role: 'dentist' })).toBeNull();
    expect(readLicence('TX')).toBeNull();
  });

  it('finds the rule set listed for its place and role, and none for another', () => {
    const { ruleSetForLicence } = loadStore();
    const sets = [ruleSet('tx-dentist', 'TX', 'dentist'), ruleSet('tx-hygienist', 'TX', 'hygienist')];
    expect(ruleSetForLicence(sets, { region: 'TX', role: 'hygienist' })?.id).toBe('tx-hygienist');
    expect(ruleSetForLicence(sets, { region: 'CA', role: 'dentist' })).toBeNull();
    expect(ruleSetForLicence(sets, null)).toBeNull();
  });

  it('is kept in storage when chosen', () => {
    const store = loadStore();
    store.chooseLicence({ region: 'ON', role: 'dentist' });
    expect(JSON.parse(storage.raw(STORAGE_KEY)!)).toEqual({ v: 1, region: 'ON', role: 'dentist' });
  });

  it('forgets a licence when cleared', () => {
    const store = loadStore({ [STORAGE_KEY]: JSON.stringify({ v: 1, region: 'TX', role: 'dentist' }) });
    store.chooseLicence(null);
    expect(storage.raw(STORAGE_KEY)).toBeUndefined();
  });
});
