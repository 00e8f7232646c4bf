import { originFrom, siteOrigin } from './site-origin';

describe('the origin of absolute links and of kept public answers', () => {
  it('is SITE_URL whenever it is set, whatever the request says', () => {
    expect(originFrom({ siteUrl: 'https://events.example.com', trustProxy: 1 }, 'evil.example', 'http')).toBe(
      'https://events.example.com',
    );
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy', () => {
    expect(originFrom({ siteUrl: null, trustProxy: 1 }, 'events.test', 'https, http')).toBe('https://events.test');
    expect(originFrom({ siteUrl: null, trustProxy: false }, 'events.test', 'https')).toBe('http://events.test');
  });

  it('reads the Host header itself, never X-Forwarded-Host, so the sitemap and the cache key agree', () => {
    const request = {
      headers: { host: 'events.test', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    };
    expect(siteOrigin({ siteUrl: null, trustProxy: 1 }, request)).toBe('https://events.test');
  });
});
