import { renderToString } from 'react-dom/server';
import { browserStoredValue, type BrowserStoredValue } from './browser-stored-value';

const KEY = 'dental-events:test-value';

/** A browser's localStorage and its 'storage' event, enough for the helper. */
function fakeWindow(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const storageListeners = new Set<(event: { key: string | null }) => void>();
  const browser = {
    refuseWrites: false,
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (browser.refuseWrites) throw new Error('QuotaExceededError');
        values.set(key, value);
      },
      removeItem: (key: string) => void values.delete(key),
    },
    addEventListener: (_type: 'storage', listener: (event: { key: string | null }) => void) =>
      storageListeners.add(listener),
    removeEventListener: (_type: 'storage', listener: (event: { key: string | null }) => void) =>
      storageListeners.delete(listener),
    /** Another tab wrote `key`. */
    otherTabWrote: (key: string | null, value?: string) => {
      if (key !== null && value !== undefined) values.set(key, value);
      for (const listener of storageListeners) listener({ key });
    },
    listening: () => storageListeners.size,
    raw: (key: string) => values.get(key),
  };
  (globalThis as { window?: unknown }).window = browser;
  return browser;
}

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

/** A count kept in storage as `{ n }`: anything else reads as 0. */
const counter = (): BrowserStoredValue<number> =>
  browserStoredValue(KEY, (stored) => {
    const n = (stored as { n?: unknown } | undefined)?.n;
    return typeof n === 'number' ? n : 0;
  });

describe('a value kept in this browser', () => {
  it('is not read while a page renders on the server: the first render shows none', () => {
    const value = counter();
    function Shown() {
      return <p>{String(value.use())}</p>;
    }
    expect(renderToString(<Shown />)).toBe('<p>undefined</p>');
  });

  it('is read by its first subscriber, which is told, and by an action before anyone subscribed', () => {
    fakeWindow({ [KEY]: JSON.stringify({ n: 3 }) });
    const value = counter();
    const told = jest.fn();
    value.subscribe(told);
    expect(told).toHaveBeenCalledTimes(1);
    expect(value.current()).toBe(3);

    fakeWindow({ [KEY]: JSON.stringify({ n: 5 }) });
    expect(counter().current()).toBe(5);
  });

  it('reads what is not its own, or not JSON, as the read function’s nothing', () => {
    fakeWindow({ [KEY]: '{not json' });
    expect(counter().current()).toBe(0);
    fakeWindow({ [KEY]: JSON.stringify('n') });
    expect(counter().current()).toBe(0);
  });

  it('keeps what it is given, tells every subscriber, and says when the browser refused', () => {
    const browser = fakeWindow();
    const value = counter();
    const first = jest.fn();
    const second = jest.fn();
    value.subscribe(first);
    value.subscribe(second);
    first.mockClear();
    second.mockClear();
    expect(value.keep({ n: 7 })).toBe(true);
    value.set(7);
    expect(JSON.parse(browser.raw(KEY)!)).toEqual({ n: 7 });
    expect(value.current()).toBe(7);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    browser.refuseWrites = true;
    expect(value.keep({ n: 8 })).toBe(false);
    expect(JSON.parse(browser.raw(KEY)!)).toEqual({ n: 7 });
    expect(value.keep(null)).toBe(true);
    expect(browser.raw(KEY)).toBeUndefined();
  });

  it('follows another tab’s change of its key, or a cleared storage, and stops listening with its last subscriber', () => {
    const browser = fakeWindow({ [KEY]: JSON.stringify({ n: 1 }) });
    const value = counter();
    const told = jest.fn();
    const unsubscribe = value.subscribe(told);
    expect(browser.listening()).toBe(1);
    told.mockClear();

    browser.otherTabWrote('dental-events:something-else', '{}');
    expect(told).not.toHaveBeenCalled();
    browser.otherTabWrote(KEY, JSON.stringify({ n: 4 }));
    expect(value.current()).toBe(4);
    expect(told).toHaveBeenCalledTimes(1);
    browser.otherTabWrote(null);
    expect(told).toHaveBeenCalledTimes(2);

    unsubscribe();
    expect(browser.listening()).toBe(0);
  });
});
