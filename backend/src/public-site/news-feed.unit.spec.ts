import { XMLParser } from 'fast-xml-parser';
import type { EventListing } from '@dental/contracts';
import { NEWS_FEED_LIMIT, atomFeed, newestListings, type NewsFeedOptions } from './news-feed';

const OPTIONS: NewsFeedOptions = {
  siteName: 'Dental Education Events',
  tagline: 'Premier professional dental education.',
  origin: 'https://events.example.com',
  self: 'https://events.example.com/feed.xml',
  updated: new Date('2026-11-02T11:30:00.000Z'),
};

const listing = (overrides: Partial<EventListing>) =>
  ({
    id: 'e1',
    title: 'Great Lakes Implant Symposium',
    description: 'Two days of implant dentistry.',
    date: 'March 12-14, 2027',
    city: 'Chicago, IL',
    agenda: null,
    topics: [],
    ceCredits: null,
    estimatedCeCredits: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T11:30:00.000Z',
    ...overrides,
  }) as EventListing;

/** The parts of a parsed Atom feed these tests read; an entry's html texts come with their type. */
interface AtomFeed {
  xmlns: string;
  id: string;
  updated: string;
  title: string;
  author: { name: string };
  entry: Array<{
    title: { '#text': string };
    summary: { '#text': string };
    category: Array<{ term: string }>;
  }>;
}
const parse = (text: string) =>
  (
    new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '',
      isArray: (name) => ['entry', 'link', 'category'].includes(name),
    }).parse(text) as { feed: AtomFeed }
  ).feed;

describe('newest listings', () => {
  it('come newest first by when they were listed, at most the limit, in the given order for the same moment', () => {
    const at = (id: string, createdAt: string) => ({ id, createdAt });
    const events = [
      at('old', '2026-01-01T00:00:00Z'),
      at('new', '2026-06-01T00:00:00Z'),
      at('tie-a', '2026-03-01T00:00:00Z'),
      at('tie-b', '2026-03-01T00:00:00Z'),
      at('unreadable', 'soon'),
    ];
    expect(newestListings(events).map((event) => event.id)).toEqual(['new', 'tie-a', 'tie-b', 'old', 'unreadable']);
    expect(newestListings(events, 2).map((event) => event.id)).toEqual(['new', 'tie-a']);
    const many = Array.from({ length: NEWS_FEED_LIMIT + 5 }, (_, index) =>
      at(`e${index}`, new Date(Date.UTC(2026, 0, 1 + index)).toISOString()),
    );
    const newest = newestListings(many);
    expect(newest).toHaveLength(50);
    expect(newest[0].id).toBe(`e${NEWS_FEED_LIMIT + 4}`);
  });
});

describe('the Atom feed', () => {
  it('is Atom with a self link, and an entry per listing with its page, times, subjects and facts', () => {
    const event = listing({ topics: ['690'], agenda: [{ title: 'Flaps', topics: ['490'] }], estimatedCeCredits: 12 });
    const feed = parse(atomFeed([{ event, url: 'https://events.example.com/events/e1' }], OPTIONS));
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://events.example.com/feed.xml');
    expect(feed.updated).toBe('2026-11-02T11:30:00.000Z');
    expect(feed.author.name).toBe('Dental Education Events');
    const [entry] = feed.entry;
    expect(entry).toMatchObject({
      id: 'https://events.example.com/events/e1',
      link: [{ href: 'https://events.example.com/events/e1' }],
      updated: '2026-11-02T11:30:00.000Z',
      published: '2026-11-01T10:00:00.000Z',
    });
    expect(entry.category).toEqual([
      expect.objectContaining({ term: 'Implants' }),
      expect.objectContaining({ term: 'Periodontics' }),
    ]);
    expect(entry.summary['#text']).toBe(
      '<p>Two days of implant dentistry.</p><p>March 12-14, 2027 · Chicago, IL · About 12 CE credits</p>',
    );
  });

  it('escapes what organisers typed as HTML text, so a CDATA section cannot be closed early and nothing runs as markup', () => {
    const title = 'A ]]> B ]]> <img src=x onerror=alert(1)> & "Co"\u0001';
    const text = atomFeed(
      [{ event: listing({ title, description: '</summary><entry>' }), url: 'https://events.example.com/events/e1' }],
      { ...OPTIONS, siteName: 'Smith & <Jones>\u0002' },
    );
    const feed = parse(text);
    expect(feed.title).toBe('Smith & <Jones>: newly listed events');
    expect(feed.entry).toHaveLength(1);
    expect(feed.entry[0].title['#text']).toBe(
      'A ]]&gt; B ]]&gt; &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;',
    );
    expect(feed.entry[0].summary['#text']).toContain('<p>&lt;/summary&gt;&lt;entry&gt;</p>');
  });

  it('marks a changed event in its title and summary, and makes it news again at its last change', () => {
    const older = listing({
      id: 'older',
      status: 'cancelled',
      statusNote: 'Hurricane: refunds by e-mail',
      createdAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-11-20T09:00:00.000Z',
    });
    const newer = listing({ id: 'newer', status: 'scheduled', createdAt: '2026-11-10T10:00:00.000Z' });
    expect(newestListings([newer, older]).map((event) => event.id)).toEqual(['older', 'newer']);
    const [entry] = parse(atomFeed([{ event: older, url: 'https://events.example.com/events/older' }], OPTIONS)).entry;
    expect(entry.title['#text']).toBe('Cancelled: Great Lakes Implant Symposium');
    expect(entry.summary['#text']).toMatch(/^<p><strong>Cancelled<\/strong> Hurricane: refunds by e-mail<\/p>/);
  });
});
