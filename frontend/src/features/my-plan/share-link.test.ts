import { decodeSharedPlan, encodeSharedPlan } from './share-link';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const EVENT_A = '0b6f7c52-3c1e-4a8e-9d2b-5f1a2c3d4e5f';
const EVENT_B = 'toronto-perio-symposium';

describe('share links', () => {
  it('round-trips the events and keys of a plan, grouped by event in plan order', () => {
    const code = encodeSharedPlan([
      { eventId: EVENT_A, key: 'k1' },
      { eventId: EVENT_B, key: 'x9-2' },
      { eventId: EVENT_A, key: 'k2' },
      { eventId: EVENT_A, key: 'k1' },
    ]);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedPlan(code)).toEqual([
      { eventId: EVENT_A, keys: ['k1', 'k2'] },
      { eventId: EVENT_B, keys: ['x9-2'] },
    ]);
  });

  it('writes compact JSON: ids and keys only, never titles', () => {
    const code = encodeSharedPlan([{ eventId: EVENT_B, key: 'abc123' }]);
    expect(Buffer.from(code, 'base64url').toString('utf8')).toBe(`{"v":1,"p":[["${EVENT_B}",["abc123"]]]}`);
  });

  it.each<[string, string | null | undefined]>([
    ['nothing', null],
    ['an empty code', ''],
    ['characters outside base64url', 'eyJ2IjoxfQ=='],
    ['a length no bytes give', 'abcde'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
    ['text that is not JSON', base64Url('not json')],
    ['a list instead of an object', base64Url('[]')],
    ['another version', base64Url(`{"v":2,"p":[["${EVENT_A}",["k1"]]]}`)],
    ['extra fields', base64Url(`{"v":1,"p":[["${EVENT_A}",["k1"]]],"title":"<img src=x onerror=alert(1)>"}`)],
    ['no events', base64Url('{"v":1,"p":[]}')],
    ['an event id that could change a path', base64Url('{"v":1,"p":[["../admin",["k1"]]]}')],
    ['an event with no keys', base64Url(`{"v":1,"p":[["${EVENT_A}",[]]]}`)],
    ['a key of another shape', base64Url(`{"v":1,"p":[["${EVENT_A}",["<b>x</b>"]]]}`)],
    ['a key that is not text', base64Url(`{"v":1,"p":[["${EVENT_A}",[42]]]}`)],
    ['a repeated key', base64Url(`{"v":1,"p":[["${EVENT_A}",["k1","k1"]]]}`)],
    ['a repeated event', base64Url(`{"v":1,"p":[["${EVENT_A}",["k1"]],["${EVENT_A}",["k2"]]]}`)],
    ['an entry with a third part', base64Url(`{"v":1,"p":[["${EVENT_A}",["k1"],"note"]]}`)],
    [
      'more sessions than a plan holds',
      base64Url(`{"v":1,"p":[["${EVENT_A}",[${Array.from({ length: 301 }, (_, index) => `"k${index}"`).join(',')}]]]}`),
    ],
    ['a code too long to be a plan', 'A'.repeat(12_004)],
  ])('refuses %s as a whole', (_case, code) => {
    expect(decodeSharedPlan(code)).toBeNull();
  });

  it('reads a code without padding, as links carry it', () => {
    const code = base64Url(`{"v":1,"p":[["${EVENT_A}",["k1"]]]}`);
    expect(code).not.toContain('=');
    expect(decodeSharedPlan(code)).toEqual([{ eventId: EVENT_A, keys: ['k1'] }]);
  });
});
