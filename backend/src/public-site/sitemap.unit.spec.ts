import { escapeXml, latest, pagePath, robotsTxt, sitemapXml } from './sitemap';

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
