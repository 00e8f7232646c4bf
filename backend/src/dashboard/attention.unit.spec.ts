import { DASHBOARD_LISTED, type EventListing, type Speaker } from '@dental/contracts';
import { firstOf, whatNeedsAttention } from './attention';

const event = (id: string, overrides: Partial<EventListing> = {}) =>
  ({
    id,
    title: id,
    date: '2027-03-10',
    image: 'aaid-conference',
    agenda: [{ date: '2027-03-10', sessions: [{ title: 'Opening' }] }],
    isHidden: false,
    isFeatured: false,
    startDate: null,
    endDate: null,
    ...overrides,
  }) as unknown as EventListing;
let added = 0;
/** Each speaker added a second after the one before, as the admin speakers list orders them. */
const speaker = (id: string, eventId: string, overrides: Partial<Speaker> = {}) =>
  ({
    id,
    name: id,
    eventId,
    image: '/attached_assets/a.svg',
    disclosure: 'None.',
    trashedAt: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + 1000 * added++).toISOString(),
    ...overrides,
  }) as unknown as Speaker;
const today = new Date(2026, 10, 21, 12);
const none = { events: [], speakers: [], sponsors: [] };

describe('what needs attention', () => {
  it('counts featured places held, and names the featured events that are over or hidden', () => {
    const answer = whatNeedsAttention({
      events: [
        event('up', { isFeatured: true }),
        event('over', { isFeatured: true, date: '2026-03-10' }),
        event('hidden', { isFeatured: true, isHidden: true }),
        event('both', { isFeatured: true, isHidden: true, date: '2026-03-10' }),
        event('plain'),
      ],
      speakers: [],
      pendingSubmissions: [],
      trash: none,
      today,
    });
    expect(answer.featured).toEqual({
      used: 1,
      limit: 6,
      stale: [
        { id: 'over', title: 'over', reason: 'past' },
        { id: 'hidden', title: 'hidden', reason: 'hidden' },
        { id: 'both', title: 'both', reason: 'past' },
      ],
    });
  });

  it('leaves events that are over, and their speakers, out of the lists of missing things', () => {
    const answer = whatNeedsAttention({
      events: [
        event('bare', { agenda: null, image: '' }),
        event('over', { agenda: null, image: '', date: '2026-03-10' }),
        event('undated', { agenda: [], date: 'TBD' }),
      ],
      speakers: [
        speaker('a', 'bare', { image: '', disclosure: '' }),
        speaker('b', 'over', { image: '', disclosure: '' }),
        speaker('c', 'undated', { disclosure: '  ' }),
      ],
      pendingSubmissions: [],
      trash: none,
      today,
    });
    expect(answer.eventsWithoutAgenda.map((item) => item.id)).toEqual(['bare', 'undated']);
    expect(answer.eventsWithoutImage.map((item) => item.id)).toEqual(['bare']);
    expect(answer.speakersWithoutPhoto).toEqual([{ id: 'a', name: 'a', eventId: 'bare' }]);
    expect(answer.speakersWithoutDisclosure.map((item) => item.id)).toEqual(['a', 'c']);
    expect(answer.counts).toEqual({
      eventsWithoutAgenda: 2,
      eventsWithoutImage: 1,
      speakersWithoutPhoto: 1,
      speakersWithoutDisclosure: 2,
    });
  });

  it(`names the first ${DASHBOARD_LISTED} of a long list, in the list's order, and counts them all`, () => {
    const events = Array.from({ length: DASHBOARD_LISTED + 50 }, (_, index) =>
      event(`e${index}`, { agenda: null, image: index % 2 === 0 ? '' : 'aaid-conference' }),
    );
    const speakers = events.flatMap(({ id }) => [speaker(`${id}-a`, id, { disclosure: '' }), speaker(`${id}-b`, id)]);
    const answer = whatNeedsAttention({ events, speakers, pendingSubmissions: [], trash: none, today });
    expect(answer.counts).toEqual({
      eventsWithoutAgenda: DASHBOARD_LISTED + 50,
      eventsWithoutImage: (DASHBOARD_LISTED + 50) / 2,
      speakersWithoutPhoto: 0,
      speakersWithoutDisclosure: DASHBOARD_LISTED + 50,
    });
    expect(answer.eventsWithoutAgenda.map((item) => item.id)).toEqual(
      events.slice(0, DASHBOARD_LISTED).map((item) => item.id),
    );
    expect(answer.eventsWithoutImage).toHaveLength((DASHBOARD_LISTED + 50) / 2);
    expect(answer.speakersWithoutDisclosure).toHaveLength(DASHBOARD_LISTED);
    expect(answer.speakersWithoutDisclosure[DASHBOARD_LISTED - 1]).toEqual({
      id: `e${DASHBOARD_LISTED - 1}-a`,
      name: `e${DASHBOARD_LISTED - 1}-a`,
      eventId: `e${DASHBOARD_LISTED - 1}`,
    });
  });

  it("names speakers given in any order in the admin list's order, and leaves those in the trash out", () => {
    const events = [event('e1'), event('e2')];
    const speakers = Array.from({ length: DASHBOARD_LISTED + 30 }, (_, index) =>
      speaker(`s${index}`, index % 2 === 0 ? 'e1' : 'e2', { image: '' }),
    );
    const trashed = speaker('gone', 'e1', { image: '', trashedAt: '2026-11-20T10:00:00.000Z' });
    // Every seventh first, then the others backwards: nothing like the order they were added in.
    const shuffled = [
      trashed,
      ...speakers.filter((_, i) => i % 7 === 0),
      ...speakers.filter((_, i) => i % 7 !== 0).reverse(),
    ];
    const answer = whatNeedsAttention({ events, speakers: shuffled, pendingSubmissions: [], trash: none, today });
    expect(answer.counts.speakersWithoutPhoto).toBe(DASHBOARD_LISTED + 30);
    expect(answer.speakersWithoutPhoto.map((item) => item.id)).toEqual(
      speakers.slice(0, DASHBOARD_LISTED).map((item) => item.id),
    );
  });

  it('picks the first ones in order as sorting everything would, ties included', () => {
    let state = 7;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 16) % n;
    };
    for (let round = 0; round < 20; round += 1) {
      const items = Array.from({ length: below(3 * DASHBOARD_LISTED) }, (_, id) => ({ id, key: below(40) }));
      const order = (a: { key: number }, b: { key: number }) => a.key - b.key;
      const matches = (item: { id: number }) => item.id % 3 !== 0;
      const { listed, count } = firstOf(items, matches, (item) => item, order);
      // A stable sort keeps items of one key in their given order, as the selection does.
      const sorted = items.filter(matches).sort(order);
      expect(count).toBe(sorted.length);
      expect(listed).toEqual(sorted.slice(0, DASHBOARD_LISTED));
    }
  });

  it('gives the soonest purge over the three trashes and the oldest pending submission', () => {
    const answer = whatNeedsAttention({
      events: [],
      speakers: [],
      pendingSubmissions: [
        { submittedAt: '2026-11-20T10:00:00.000Z' },
        { submittedAt: '2026-11-18T10:00:00.000Z' },
      ] as never,
      trash: {
        events: [{ purgeAt: '2026-12-03T00:00:00.000Z' }],
        speakers: [],
        sponsors: [{ purgeAt: '2026-12-01T00:00:00.000Z' }, { purgeAt: '2026-12-04T00:00:00.000Z' }],
      },
      today,
    });
    expect(answer.pendingSubmissions).toEqual({ count: 2, oldestSubmittedAt: '2026-11-18T10:00:00.000Z' });
    expect(answer.trash).toEqual({ events: 1, speakers: 0, sponsors: 2, nextPurgeAt: '2026-12-01T00:00:00.000Z' });
  });
});
