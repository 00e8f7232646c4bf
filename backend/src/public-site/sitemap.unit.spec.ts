import { pagePath } from '../shared/http/site-origin';
import { escapeXml, latest, robotsTxt, sitemapDocument, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute URLs with their lastmod in the sitemaps.org format', () => {
    const xml = sitemapXml('https://events.example.com', [
      { path: '/', lastmod: '2026-11-21T12:00:00.000Z' },
      { path: '/welcome' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://events.example.com/</loc><lastmod>2026-11-21T12:00:00.000Z</lastmod></url>',
        '<url><loc>https://events.example.com/welcome</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what it writes and leaves out a lastmod it cannot read', () => {
    const xml = sitemapXml('http://a.example', [
      { path: `/events/${encodeURIComponent('x&y')}?a=1&b=<2>`, lastmod: 'not a time' },
    ]);
    expect(xml).toContain('<loc>http://a.example/events/x%26y?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('sitemapDocument: one sitemap, or an index of files past the limit', () => {
  const origin = 'https://events.example.com';
  const entries = ['/', '/events', '/events/a', '/events/b', '/speakers/c'].map((path, index) => ({
    path,
    lastmod: index === 4 ? null : `2026-11-0${index + 1}T00:00:00.000Z`,
  }));
  const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('is the sitemap itself while the pages fit in one file, also as page 1', () => {
    expect(sitemapDocument(origin, entries, undefined, 5)).toBe(sitemapXml(origin, entries));
    expect(sitemapDocument(origin, entries, 1, 5)).toBe(sitemapXml(origin, entries));
    expect(sitemapDocument(origin, entries, 2, 5)).toBeNull();
  });

  it('is an index naming each file, with the latest lastmod of its pages, once they do not', () => {
    const index = sitemapDocument(origin, entries, undefined, 2)!;
    expect(index).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://events.example.com/sitemap.xml?page=1</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></sitemap>',
        '<sitemap><loc>https://events.example.com/sitemap.xml?page=2</loc><lastmod>2026-11-04T00:00:00.000Z</lastmod></sitemap>',
        '<sitemap><loc>https://events.example.com/sitemap.xml?page=3</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });

  it('gives every page in exactly one file, in order, and no file past the last', () => {
    const files = [1, 2, 3].map((page) => sitemapDocument(origin, entries, page, 2));
    expect(files.every((file) => file?.includes('<urlset '))).toBe(true);
    expect(files.flatMap(locs)).toEqual(entries.map((entry) => origin + entry.path));
    expect(sitemapDocument(origin, entries, 4, 2)).toBeNull();
  });

  it('holds at most 50,000 pages in a file by default', () => {
    const many = Array.from({ length: 50_001 }, (_, index) => ({ path: `/events/${index}` }));
    expect(locs(sitemapDocument(origin, many.slice(0, 50_000), undefined))).toHaveLength(50_000);
    expect(locs(sitemapDocument(origin, many, undefined))).toEqual([
      `${origin}/sitemap.xml?page=1`,
      `${origin}/sitemap.xml?page=2`,
    ]);
    expect(locs(sitemapDocument(origin, many, 2))).toEqual([`${origin}/events/50000`]);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });
});

describe('pagePath', () => {
  it('encodes the id as one path segment', () => {
    expect(pagePath('/speakers', 'a/b c&d')).toBe('/speakers/a%2Fb%20c%26d');
  });
});

describe('latest', () => {
  it('is the latest readable time, or null', () => {
    expect(latest(['2026-01-02T00:00:00.000Z', null, '2026-03-01T00:00:00.000Z', 'garbage', undefined])).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(latest([])).toBeNull();
    expect(latest([null, 'garbage'])).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('allows the site, keeps crawlers out of the admin area and the API, and names the sitemap', () => {
    expect(robotsTxt('https://events.example.com')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        '',
        'Sitemap: https://events.example.com/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
