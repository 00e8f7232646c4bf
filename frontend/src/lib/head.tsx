import { API_PATHS, newsFeedTitle } from '@dental/contracts';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * Each page's head: title, description, canonical URL, Open Graph and Twitter card tags and an
 * optional JSON-LD block.
 *
 * On the server the page's components report their head while they render (HeadCollectorProvider), and
 * the server writes it into the HTML as tags (`renderHeadTags`), so link previews and crawlers that
 * run no JavaScript get it. In the browser the same hook keeps the tags up to date as the visitor
 * moves between pages, through DOM properties (never parsed as HTML), and restores the previous
 * values when a page goes away. Every page's head also links the news feed of newly listed events
 * (`rel="alternate"`); it is the same on every page, so the browser leaves it in place. JSON-LD
 * text escapes '<', '>' and '&' so that a value such as '</script>' can never end the script
 * element.
 */

export interface DocumentHead {
  title: string;
  description?: string;
  /** An absolute image URL for link previews. */
  image?: string | null;
  /** Open Graph type, 'website' unless given. */
  type?: string;
  jsonLd?: Record<string, unknown> | null;
  /** Path and query of the page's canonical URL; the current path when not given. */
  canonicalPath?: string;
  /** Set on pages that must not be indexed (the not-found pages). */
  noIndex?: boolean;
  /** The site's name from its settings: link previews show it, and the news feed link is titled with it. */
  siteName?: string;
}

/** How a page reports its head during a server render (the last one reported wins); absent in the browser. */
const HeadReportContext = createContext<((head: DocumentHead) => void) | null>(null);

export function HeadCollectorProvider({
  onHead,
  children,
}: {
  onHead: (head: DocumentHead) => void;
  children: ReactNode;
}) {
  return <HeadReportContext.Provider value={onHead}>{children}</HeadReportContext.Provider>;
}

const MANAGED = 'data-page-head';

/** JSON that cannot end the script element it is written into: '<', '>' and '&' become \u escapes. */
export function jsonForScriptElement(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The meta tags of a head, as [attribute, key, content]; one list for the server and the browser. */
function metaTags(
  head: DocumentHead,
  pageUrl: string,
): Array<['name' | 'property', string, string | null | undefined]> {
  return [
    ['name', 'description', head.description],
    ['name', 'robots', head.noIndex ? 'noindex' : null],
    ['property', 'og:title', head.title],
    ['property', 'og:description', head.description],
    ['property', 'og:type', head.type ?? 'website'],
    ['property', 'og:site_name', head.siteName],
    ['property', 'og:url', pageUrl],
    ['property', 'og:image', head.image],
    ['name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', head.title],
    ['name', 'twitter:description', head.description],
    ['name', 'twitter:image', head.image],
  ];
}

/** How the feed link is titled before the site's settings are known (a page that reports no site name). */
const UNNAMED_NEWS_FEED = 'Newly listed events';

/** The page's canonical URL: the origin with the page's own path (and only the query it names). */
export function canonicalUrl(head: Pick<DocumentHead, 'canonicalPath'>, origin: string, pathname: string): string {
  return new URL(head.canonicalPath ?? pathname, origin).href;
}

/** The head as HTML tags for the server's page, every value escaped. */
export function renderHeadTags(head: DocumentHead, origin: string, pathname: string): string {
  const url = canonicalUrl(head, origin, pathname);
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [attribute, key, content] of metaTags(head, url)) {
    if (content) tags.push(`<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${MANAGED}>`);
  }
  if (!head.noIndex) tags.push(`<link rel="canonical" href="${escapeHtml(url)}" ${MANAGED}>`);
  // Feed readers and browsers look for this link in any page of a site; it never changes between pages.
  tags.push(
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.siteName ? newsFeedTitle(head.siteName) : UNNAMED_NEWS_FEED)}" href="${escapeHtml(new URL(API_PATHS.newsFeed.path, origin).href)}">`,
  );
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json" ${MANAGED}>${jsonForScriptElement(head.jsonLd)}</script>`);
  return tags.join('');
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined | null): () => void {
  const selector = `meta[${attribute}="${key}"]`;
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  const created = !element;
  const previous = element?.getAttribute('content') ?? null;
  if (!content) {
    if (!element || !element.hasAttribute(MANAGED)) return () => undefined;
    const removed = element;
    removed.remove();
    return () => document.head.appendChild(removed);
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

function setCanonical(href: string | null): () => void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const previous = element?.getAttribute('href') ?? null;
  if (!href) {
    if (!element) return () => undefined;
    const removed = element;
    removed.remove();
    return () => document.head.appendChild(removed);
  }
  const created = !element;
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    element.setAttribute(MANAGED, '');
    document.head.appendChild(element);
  }
  element.setAttribute('href', href);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('href', previous);
  };
}

export function useDocumentHead(head: DocumentHead): void {
  const reportHead = useContext(HeadReportContext);
  // On the server, effects never run: the render reports the head instead.
  if (reportHead) reportHead(head);

  const { title, description, image, type, canonicalPath, noIndex, siteName } = head;
  const jsonText = head.jsonLd ? jsonForScriptElement(head.jsonLd) : null;

  useEffect(() => {
    const previousTitle = document.title;
    if (title) document.title = title;
    const url = canonicalUrl({ canonicalPath }, window.location.origin, window.location.pathname);
    const restore = [
      ...metaTags({ title, description, image, type, noIndex, siteName }, url).map(([attribute, key, content]) =>
        setMeta(attribute, key, content),
      ),
      setCanonical(noIndex ? null : url),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, image, type, canonicalPath, noIndex, siteName]);

  useEffect(() => {
    // The server's block, if any, is replaced rather than repeated.
    for (const old of document.head.querySelectorAll(`script[type="application/ld+json"][${MANAGED}]`)) old.remove();
    if (!jsonText) return undefined;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MANAGED, '');
    script.textContent = jsonText;
    document.head.appendChild(script);
    return () => script.remove();
  }, [jsonText]);
}
