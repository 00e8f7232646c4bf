/** The public site's pages that are always there, as the frontend's router names them. */
export const STATIC_PAGES = [
  '/',
  '/events',
  '/speakers',
  '/sponsors',
  '/submit-event',
  '/speakersphere',
  '/welcome',
] as const;

export interface SitemapEntry {
  /** Path on the site, already URL-encoded where it holds ids ('/events/abc'). */
  path: string;
  /** ISO time the page's content last changed; left out when unknown. */
  lastmod?: string | null;
}

/** What the sitemaps.org protocol allows in one sitemap file (the other limit, 50 MB, is far off at this many). */
export const URLS_PER_SITEMAP = 50_000;

/**
 * The answer at /sitemap.xml (no `page`) or /sitemap.xml?page=n. Up to `perFile` pages, the
 * sitemap itself, also at ?page=1. Past that, /sitemap.xml is a sitemap index naming
 * ?page=1…n, each a sitemap of the next `perFile` pages. Null for a page that does not exist.
 */
export function sitemapDocument(
  origin: string,
  entries: readonly SitemapEntry[],
  page: number | undefined,
  perFile: number = URLS_PER_SITEMAP,
): string | null {
  const files = Math.max(1, Math.ceil(entries.length / perFile));
  if (page === undefined) return files === 1 ? sitemapXml(origin, entries) : sitemapIndexXml(origin, entries, perFile);
  if (page > files) return null;
  return sitemapXml(origin, entries.slice((page - 1) * perFile, page * perFile));
}

/** A sitemap index naming each file's address, with the latest lastmod of the pages it lists. */
function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[], perFile: number): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let start = 0, page = 1; start < entries.length; start += perFile, page += 1) {
    const modified = w3cDatetime(latest(entries.slice(start, start + perFile).map((entry) => entry.lastmod)));
    lines.push(
      `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${page}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</sitemap>`,
    );
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs under `origin`; every text is XML-escaped. */
export function sitemapXml(origin: string, entries: Iterable<SitemapEntry>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const { path, lastmod } of entries) {
    const modified = w3cDatetime(lastmod);
    lines.push(
      `<url><loc>${escapeXml(origin + path)}</loc>${modified ? `<lastmod>${escapeXml(modified)}</lastmod>` : ''}</url>`,
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** Crawlers may read the public site, not the admin area or the API; the sitemap is named in full. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The latest of some ISO times (null for none or none readable). */
export function latest(times: Iterable<string | null | undefined>): string | null {
  let best: string | null = null;
  let bestTime = -Infinity;
  for (const time of times) {
    const value = time ? Date.parse(time) : NaN;
    if (!Number.isNaN(value) && value > bestTime) {
      best = time!;
      bestTime = value;
    }
  }
  return best;
}

export function escapeXml(text: string): string {
  return stripInvalidXml(text.replace(/[<>&'"]/g, (character) => XML_ENTITIES[character]));
}

/** Text without the characters XML 1.0 cannot hold (most C0 controls, U+FFFE, U+FFFF): one of them makes the whole document unreadable. */
export function stripInvalidXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what is removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** A lastmod as the W3C Datetime the protocol asks for; null when the time cannot be read. */
function w3cDatetime(time: string | null | undefined): string | null {
  if (!time) return null;
  const value = Date.parse(time);
  return Number.isNaN(value) ? null : new Date(value).toISOString();
}
