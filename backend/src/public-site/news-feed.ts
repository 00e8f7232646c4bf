import { Feed } from 'feed';
import { eventStatusBadge, newsFeedTitle, type EventListing } from '@dental/contracts';
import { creditsLine, subjectNames } from '../events';
import { stripInvalidXml } from './sitemap';

/** Entries in /feed.xml at most: the newest listings, enough for a reader that calls once a week. */
export const NEWS_FEED_LIMIT = 50;

/**
 * Listings, the newest first by when they were listed (createdAt), at most `limit`. A listing
 * whose status says it changed (cancelled, postponed, rescheduled, moved online) is news again
 * at its last change (updatedAt), so a subscriber hears of it (decision 0060).
 */
export function newestListings<
  T extends Pick<EventListing, 'createdAt'> & Partial<Pick<EventListing, 'updatedAt' | 'status'>>,
>(events: Iterable<T>, limit = NEWS_FEED_LIMIT): T[] {
  const time = (event: T) => {
    const listed = Date.parse(event.createdAt);
    const changed = event.status && event.status !== 'scheduled' && event.updatedAt ? Date.parse(event.updatedAt) : NaN;
    const value = Number.isNaN(changed) ? listed : Math.max(changed, Number.isNaN(listed) ? -Infinity : listed);
    return Number.isNaN(value) ? -Infinity : value;
  };
  // Array.prototype.sort is stable: listings made at the same moment keep the order given.
  return [...events].sort((a, b) => time(b) - time(a)).slice(0, limit);
}

export interface NewsFeedOptions {
  siteName: string;
  tagline: string;
  /** The site's origin, already checked to be one ('https://events.example.com'). */
  origin: string;
  /** The feed's own address, absolute. */
  self: string;
  /** When the newest change to what the feed lists was made; the feed's <updated>. */
  updated: Date;
}

export interface NewsEntry {
  event: EventListing;
  /** The event's public page, absolute. */
  url: string;
}

/**
 * An Atom 1.0 feed of listings, in the order given. The `feed` package writes an entry's title
 * and summary as type="html" in CDATA, so every text from a listing is HTML-escaped here: a reader
 * shows it as the organiser typed it and never runs it as markup (and an escaped '>' cannot close
 * the CDATA section early). An entry's id is its page's address, which never changes.
 */
export function atomFeed(entries: Iterable<NewsEntry>, options: NewsFeedOptions): string {
  const feed = new Feed({
    id: options.self,
    title: stripInvalidXml(newsFeedTitle(options.siteName)),
    description: stripInvalidXml(options.tagline),
    link: `${options.origin}/events`,
    feedLinks: { atom: options.self },
    author: { name: stripInvalidXml(options.siteName), link: `${options.origin}/` },
    updated: options.updated,
    generator: stripInvalidXml(options.siteName),
    // Atom's <rights> is optional and the site states none.
    copyright: '',
  });
  for (const { event, url } of entries) {
    const statusBadge = eventStatusBadge(event);
    feed.addItem({
      title: html(statusBadge ? `${statusBadge.label}: ${event.title}` : event.title),
      id: url,
      link: url,
      date: validDate(event.updatedAt) ?? options.updated,
      published: validDate(event.createdAt) ?? undefined,
      description: summaryHtml(event),
      category: subjectNames(event).map((name) => ({ name, term: name })),
    });
  }
  return feed.atom1();
}

/** The description, then a line with the date as written, the city and the credits when known. */
function summaryHtml(event: EventListing): string {
  const facts = [event.date.trim(), event.city.trim(), creditsLine(event)].filter(Boolean).map((fact) => html(fact!));
  const description = event.description.trim();
  const status = eventStatusBadge(event);
  return [
    status ? `<p><strong>${html(status.label)}</strong>${status.note ? ` ${html(status.note)}` : ''}</p>` : '',
    description ? `<p>${html(description).replace(/\r\n|\r|\n/g, '<br>')}</p>` : '',
    facts.length > 0 ? `<p>${facts.join(' · ')}</p>` : '',
  ].join('');
}

/** Text as HTML that shows exactly that text, with nothing XML cannot hold. */
function html(text: string): string {
  return stripInvalidXml(text).replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function validDate(time: string | null | undefined): Date | null {
  const value = time ? Date.parse(time) : NaN;
  return Number.isNaN(value) ? null : new Date(value);
}
