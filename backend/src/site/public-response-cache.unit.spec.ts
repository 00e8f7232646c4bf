import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { PublicResponseCache } from './public-response-cache';

const body = (size: number, fill = 'x') => Buffer.from(fill.repeat(size));

describe('PublicResponseCache', () => {
  it('serves an answer only for the generation it was made in', () => {
    const cache = new PublicResponseCache(1_000_000);
    cache.set('/events', '7|2026-11-23', 200, { 'content-type': 'text/html' }, body(10));
    expect(cache.get('/events', '7|2026-11-23')?.body.toString()).toBe('x'.repeat(10));
    expect(cache.get('/events', '8|2026-11-23')).toBeUndefined();
    // An answer of an older generation is dropped, not kept beside the new one.
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 1, misses: 1 });
  });

  it('keeps a rendered page of an older generation for peek, never for get, and reuses its compressed copies when the bytes are the same', () => {
    const cache = new PublicResponseCache(1_000_000);
    const sources = [{ key: '/api/site-settings', status: 200, etag: '"settings"' }];
    const page = cache.set('/events/1', '7|2026-11-23', 200, {}, body(5000), sources);
    const brotli = page.bodyIn('br');
    expect(cache.get('/events/1', '8|2026-11-23')).toBeUndefined();
    expect(cache.peek('/events/1')).toBe(page);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 1 });

    const bytes = cache.stats().bytes;
    const again = cache.set('/events/1', '8|2026-11-23', 200, {}, body(5000), sources);
    expect(cache.get('/events/1', '8|2026-11-23')).toBe(again);
    expect(again.etag).toBe(page.etag);
    expect(again.bodyIn('br')).toBe(brotli);
    expect(cache.stats().bytes).toBe(bytes);

    // Other bytes: nothing is carried over.
    const changed = cache.set('/events/1', '9|2026-11-23', 200, {}, body(5000, 'y'), sources);
    expect(brotliDecompressSync(changed.bodyIn('br')).toString()).toBe('y'.repeat(5000));
  });

  it('keeps memory under its bound by dropping the least recently used answers', () => {
    const cache = new PublicResponseCache(3_500);
    cache.set('/a', 'g', 200, {}, body(1000));
    cache.set('/b', 'g', 200, {}, body(1000));
    cache.set('/c', 'g', 200, {}, body(1000));
    expect(cache.get('/a', 'g')).toBeDefined(); // /a is now the most recently used
    cache.set('/d', 'g', 200, {}, body(1000));
    expect(cache.get('/b', 'g')).toBeUndefined();
    expect(cache.get('/a', 'g')).toBeDefined();
    expect(cache.get('/c', 'g')).toBeDefined();
    expect(cache.get('/d', 'g')).toBeDefined();
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_500);
    expect(cache.stats().evictions).toBe(1);
  });

  it('counts compressed copies in its memory, made once per answer', () => {
    const cache = new PublicResponseCache(1_000_000);
    const answer = cache.set('/page', 'g', 200, {}, body(20_000, 'ab'));
    const before = cache.stats().bytes;
    const brotli = answer.bodyIn('br');
    expect(answer.bodyIn('br')).toBe(brotli);
    expect(brotliDecompressSync(brotli).equals(answer.body)).toBe(true);
    expect(gunzipSync(answer.bodyIn('gzip')).equals(answer.body)).toBe(true);
    expect(cache.stats().bytes).toBe(before + brotli.length + answer.bodyIn('gzip').length);
  });

  it("makes an answer's brotli copy quickly at first, and once more at the better quality when it is asked for again", () => {
    const cache = new PublicResponseCache(1_000_000);
    const json = Buffer.from(
      JSON.stringify(
        Array.from({ length: 80 }, (_, n) => ({ id: `event-${n}`, title: `Implant course ${n * 7}`, city: 'Dallas' })),
      ),
    );
    const atQuality = (quality: number) =>
      brotliCompressSync(json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length },
      });
    const answer = cache.set('/api/events/search?q=implant', 'g', 200, {}, json);
    const bytes = cache.stats().bytes;

    const first = answer.bodyIn('br');
    expect(first.equals(atQuality(3))).toBe(true);
    expect(answer.bodyIn('br')).toBe(first);
    expect(answer.headerListFor('br')).toContain(String(first.length));

    const again = answer.bodyIn('br', true);
    expect(again.equals(atQuality(5))).toBe(true);
    expect(again).not.toBe(first);
    expect(brotliDecompressSync(again).equals(json)).toBe(true);
    // Made once: later requests get the same copy, with its own length in the headers.
    expect(answer.bodyIn('br', true)).toBe(again);
    expect(answer.bodyIn('br')).toBe(again);
    const headers = answer.headerListFor('br');
    expect(headers[headers.indexOf('content-length') + 1]).toBe(String(again.length));
    expect(cache.stats().bytes).toBe(bytes + again.length);
  });

  it('chooses brotli, then gzip, and sends small answers as they are', () => {
    const cache = new PublicResponseCache(1_000_000);
    const large = cache.set('/large', 'g', 200, {}, body(5000));
    const small = cache.set('/small', 'g', 200, {}, body(100));
    expect(large.codingFor('gzip, deflate, br')).toBe('br');
    expect(large.codingFor('gzip')).toBe('gzip');
    expect(large.codingFor(undefined)).toBe('identity');
    expect(small.codingFor('br')).toBe('identity');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const answer = new PublicResponseCache(1_000_000).set('/x', 'g', 200, {}, body(10));
    expect(answer.matches(answer.etag)).toBe(true);
    expect(answer.matches(`"other", W/${answer.etag}`)).toBe(true);
    expect(answer.matches('*')).toBe(true);
    expect(answer.matches('"other"')).toBe(false);
    expect(answer.matches(undefined)).toBe(false);
  });
});
