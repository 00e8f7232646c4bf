import {
  DASHBOARD_LISTED,
  agendaHasItems,
  bySpeakerOrder,
  disclosureMissing,
  eventDateSortKey,
  listingTiming,
  type EventListing,
  type EventSubmission,
  type Speaker,
} from '@dental/contracts';
import { AttentionIndex, type AttentionInput } from './attention';

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
    trashedAt: null,
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

/** Whole events as the first request reads them: without looking at the agenda, but whether it shows an item. */
const asRead = (events: readonly EventListing[]) =>
  events.map((one) => ({ event: one, hasAgenda: agendaHasItems(one.agenda) }));

/** What needs attention in whole lists, as the first request reads them. */
const whatNeedsAttention = ({
  events = [],
  today: day,
  ...input
}: Partial<Omit<AttentionInput, 'events'>> & { events?: EventListing[]; today: Date }) =>
  AttentionIndex.of({
    speakers: [],
    pendingSubmissions: [],
    trashedSponsors: [],
    ...input,
    events: asRead(events),
  }).answer(day);

describe('what needs attention', () => {
  it('counts featured places held, and names the featured events that are over or hidden, in date order', () => {
    const answer = whatNeedsAttention({
      events: [
        event('up', { isFeatured: true }),
        event('over', { isFeatured: true, date: '2026-03-10' }),
        event('hidden', { isFeatured: true, isHidden: true }),
        event('both', { isFeatured: true, isHidden: true, date: '2026-03-10' }),
        event('plain'),
      ],
      today,
    });
    expect(answer.featured).toEqual({
      used: 1,
      limit: 6,
      stale: [
        { id: 'both', title: 'both', reason: 'past' },
        { id: 'over', title: 'over', reason: 'past' },
        { id: 'hidden', title: 'hidden', reason: 'hidden' },
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
      today,
    });
    // As the admin events list orders them by date: a date it cannot read comes first.
    expect(answer.eventsWithoutAgenda.map((item) => item.id)).toEqual(['undated', 'bare']);
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

  it(`names the first ${DASHBOARD_LISTED} of a long list, in date order and events of one date by id, and counts them all`, () => {
    const events = Array.from({ length: DASHBOARD_LISTED + 50 }, (_, index) =>
      event(`e${String(index).padStart(3, '0')}`, { agenda: null, image: index % 2 === 0 ? '' : 'aaid-conference' }),
    );
    const speakers = events.flatMap(({ id }) => [speaker(`${id}-a`, id, { disclosure: '' }), speaker(`${id}-b`, id)]);
    // The store lists them in any order.
    const answer = whatNeedsAttention({ events: [...events].reverse(), speakers, today });
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
      id: `e0${DASHBOARD_LISTED - 1}-a`,
      name: `e0${DASHBOARD_LISTED - 1}-a`,
      eventId: `e0${DASHBOARD_LISTED - 1}`,
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
    const answer = whatNeedsAttention({ events, speakers: shuffled, today });
    expect(answer.counts.speakersWithoutPhoto).toBe(DASHBOARD_LISTED + 30);
    expect(answer.speakersWithoutPhoto.map((item) => item.id)).toEqual(
      speakers.slice(0, DASHBOARD_LISTED).map((item) => item.id),
    );
    expect(answer.trash.speakers).toBe(1);
  });

  it('gives the soonest purge over the three trashes, 14 days after each was trashed, and the oldest pending submission', () => {
    const answer = whatNeedsAttention({
      events: [event('gone', { trashedAt: '2026-11-19T00:00:00.000Z' }), event('kept')],
      speakers: [speaker('a', 'kept', { trashedAt: '2026-11-20T00:00:00.000Z' })],
      pendingSubmissions: [
        { submittedAt: '2026-11-20T10:00:00.000Z' },
        { submittedAt: '2026-11-18T10:00:00.000Z' },
      ] as EventSubmission[],
      trashedSponsors: [
        { id: 'p1', purgeAt: '2026-12-01T00:00:00.000Z' },
        { id: 'p2', purgeAt: '2026-12-04T00:00:00.000Z' },
      ],
      today,
    });
    expect(answer.pendingSubmissions).toEqual({ count: 2, oldestSubmittedAt: '2026-11-18T10:00:00.000Z' });
    expect(answer.trash).toEqual({ events: 1, speakers: 1, sponsors: 2, nextPurgeAt: '2026-12-01T00:00:00.000Z' });
  });

  describe('kept item by item', () => {
    let state = 11;
    const below = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 16) % n;
    };
    const pick = <T>(items: readonly T[]) => items[below(items.length)];
    const dates = ['2026-11-20', '2026-11-22', '2026-11-25', 'December 1-3, 2026', '2027-01-15', 'TBD', '2026-11-22'];

    /** The lists worked out from whole lists by sorting them, as the dashboard did before it kept them. */
    function recounted(events: readonly EventListing[], speakers: readonly Speaker[], now: Date) {
      const current = events
        .filter((one) => one.trashedAt === null && listingTiming(one, now) !== 'past')
        .sort((a, b) => eventDateSortKey(a.date) - eventDateSortKey(b.date) || (a.id < b.id ? -1 : 1));
      const currentIds = new Set(current.map((one) => one.id));
      const ofCurrent = speakers
        .filter((one) => one.trashedAt === null && currentIds.has(one.eventId))
        .sort(bySpeakerOrder);
      const lists = {
        eventsWithoutAgenda: current
          .filter((one) => !agendaHasItems(one.agenda))
          .map(({ id, title }) => ({ id, title })),
        eventsWithoutImage: current.filter((one) => one.image === '').map(({ id, title }) => ({ id, title })),
        speakersWithoutPhoto: ofCurrent
          .filter((one) => one.image === '')
          .map(({ id, name, eventId }) => ({ id, name, eventId })),
        speakersWithoutDisclosure: ofCurrent
          .filter(disclosureMissing)
          .map(({ id, name, eventId }) => ({ id, name, eventId })),
      };
      return {
        named: Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, list.slice(0, DASHBOARD_LISTED)])),
        counts: Object.fromEntries(Object.entries(lists).map(([key, list]) => [key, list.length])),
      };
    }

    it('answers after each change as whole lists read afresh do, and as sorting them does, over days that pass', () => {
      const index = AttentionIndex.of({ events: [], speakers: [], pendingSubmissions: [], trashedSponsors: [] });
      const events = new Map<string, EventListing>();
      const speakers = new Map<string, Speaker>();
      let now = new Date(2026, 10, 21, 9);
      for (let step = 0; step < 1500; step += 1) {
        const roll = below(100);
        if (roll < 15 || events.size === 0) {
          const id = `e${below(60)}`;
          const next = event(id, {
            title: `Event ${below(1000)}`,
            date: pick(dates),
            agenda: below(2) === 0 ? null : [{ date: '2026-12-01', sessions: [{ title: 'Talk' }] }],
            image: below(3) === 0 ? '' : 'aaid-conference',
            isFeatured: below(4) === 0,
            isHidden: below(5) === 0,
            trashedAt: below(6) === 0 ? '2026-11-20T10:00:00.000Z' : null,
          });
          events.set(id, next);
          index.putEvent(id, next);
        } else if (roll < 18) {
          const id = pick([...events.keys()]);
          events.delete(id);
          index.putEvent(id, null);
        } else if (roll < 95) {
          const id = `s${below(400)}`;
          const before = speakers.get(id);
          const next = speaker(id, pick([...events.keys(), 'purged-event']), {
            name: `Speaker ${below(50)}`,
            image: below(2) === 0 ? '' : '/attached_assets/a.svg',
            disclosure: below(2) === 0 ? '' : 'None.',
            trashedAt: below(8) === 0 ? '2026-11-21T10:00:00.000Z' : null,
            // A record keeps when it was added; a few are added at the same moment as another.
            createdAt: before?.createdAt ?? (below(10) === 0 ? '2026-01-01T00:00:00.000Z' : undefined),
          });
          speakers.set(id, next);
          index.putSpeaker(id, next);
        } else if (roll < 98 && speakers.size > 0) {
          const id = pick([...speakers.keys()]);
          speakers.delete(id);
          index.putSpeaker(id, null);
        } else {
          now = new Date(now.getTime() + below(3) * 86_400_000 + 3_600_000);
        }
        if (step % 25 !== 0) continue;
        const live = index.answer(now);
        const lists = { events: [...events.values()], speakers: [...speakers.values()] };
        expect(live).toEqual(
          AttentionIndex.of({
            events: asRead(lists.events),
            speakers: lists.speakers,
            pendingSubmissions: [],
            trashedSponsors: [],
          }).answer(now),
        );
        const { named, counts } = recounted(lists.events, lists.speakers, now);
        expect(live.counts).toEqual(counts);
        expect({
          eventsWithoutAgenda: live.eventsWithoutAgenda,
          eventsWithoutImage: live.eventsWithoutImage,
          speakersWithoutPhoto: live.speakersWithoutPhoto,
          speakersWithoutDisclosure: live.speakersWithoutDisclosure,
        }).toEqual(named);
        expect(live.trash.events).toBe(lists.events.filter((one) => one.trashedAt !== null).length);
        expect(live.trash.speakers).toBe(lists.speakers.filter((one) => one.trashedAt !== null).length);
      }
    });
  });
});
