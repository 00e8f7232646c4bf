import { selectHomeFeaturedSpeakers } from './home-speakers';

const event = (id: string, date: string, isHidden = false) => ({
  id,
  date,
  isHidden,
  trashedAt: null as string | null,
});
const speaker = (id: string, eventId: string, image: string, isFeatured = false) => ({
  id,
  eventId,
  image,
  isFeatured,
  trashedAt: null as string | null,
});
const photo = (name: string) => `https://cdn.example.com/${name}.jpg`;

const summary = (groups: Array<{ event: { id: string }; speakers: Array<{ id: string }> }>) =>
  groups.map((group) => [group.event.id, group.speakers.map((s) => s.id)]);

describe('selectHomeFeaturedSpeakers (spec sections 5 and 9)', () => {
  it('shows featured speakers with images first, then non-featured ones, up to 3 per event', () => {
    const speakers = [
      speaker('plain-1', 'e1', photo('p1')),
      speaker('star-1', 'e1', photo('s1'), true),
      speaker('plain-2', 'e1', '/attached_assets/p2.png'),
      speaker('star-2', 'e1', photo('s2'), true),
      speaker('plain-3', 'e1', photo('p3')),
    ];
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([
      ['e1', ['star-1', 'star-2', 'plain-1']],
    ]);
  });

  it('shows only the first 3 featured when more are featured', () => {
    const speakers = ['a', 'b', 'c', 'd'].map((id) => speaker(id, 'e1', photo(id), true));
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([
      ['e1', ['a', 'b', 'c']],
    ]);
  });

  it('leaves out speakers without a real image, featured or not', () => {
    const speakers = [
      speaker('blank-star', 'e1', '', true),
      speaker('placeholder-star', 'e1', 'https://via.placeholder.com/150', true),
      speaker('blank', 'e1', '  '),
      speaker('placeholder', 'e1', '/attached_assets/placeholder.png'),
      speaker('real', 'e1', photo('real')),
    ];
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([['e1', ['real']]]);
  });

  it('takes non-featured speakers only when their image is an http(s) URL or an attached asset', () => {
    const speakers = [
      speaker('bundled-name', 'e1', 'sarah-chen.jpg'),
      speaker('relative', 'e1', '/images/tom.jpg'),
      speaker('http', 'e1', 'http://old.example.com/x.jpg'),
      speaker('asset', 'e1', '/attached_assets/y.png'),
    ];
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([
      ['e1', ['http', 'asset']],
    ]);
  });

  it('accepts any real image for featured speakers', () => {
    const speakers = [speaker('star', 'e1', 'sarah-chen.jpg', true)];
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([['e1', ['star']]]);
  });

  it('omits events with no such speakers', () => {
    const speakers = [speaker('a', 'e2', photo('a')), speaker('no-photo', 'e1', '')];
    expect(
      summary(
        selectHomeFeaturedSpeakers(
          [event('e1', '2026-05-01'), event('e2', '2026-06-01'), event('e3', '2026-07-01')],
          speakers,
        ),
      ),
    ).toEqual([['e2', ['a']]]);
  });

  it('orders events by the date sort rule (ranges as the 1st of the month, unreadable as 2025-01-01)', () => {
    const events = [event('may-10', 'May 10, 2026'), event('tbd', 'TBD'), event('may-range', 'May 20-22, 2026')];
    const speakers = events.map((e) => speaker(`s-${e.id}`, e.id, photo(e.id)));
    expect(summary(selectHomeFeaturedSpeakers(events, speakers)).map(([id]) => id)).toEqual([
      'tbd',
      'may-range',
      'may-10',
    ]);
  });

  it('skips hidden and trashed events', () => {
    const trashed = { ...event('trashed', '2026-04-01'), trashedAt: '2026-03-01T00:00:00Z' };
    const events = [event('hidden', '2026-03-01', true), trashed, event('shown', '2026-05-01')];
    const speakers = events.map((e) => speaker(`s-${e.id}`, e.id, photo(e.id), true));
    expect(summary(selectHomeFeaturedSpeakers(events, speakers))).toEqual([['shown', ['s-shown']]]);
  });

  it('skips trashed speakers', () => {
    const speakers = [
      { ...speaker('gone', 'e1', photo('gone'), true), trashedAt: '2026-03-01T00:00:00Z' },
      speaker('here', 'e1', photo('here')),
    ];
    expect(summary(selectHomeFeaturedSpeakers([event('e1', '2026-05-01')], speakers))).toEqual([['e1', ['here']]]);
  });

  it('never puts a speaker under another event', () => {
    const speakers = [speaker('a', 'e1', photo('a')), speaker('b', 'e2', photo('b'), true)];
    const groups = selectHomeFeaturedSpeakers([event('e1', '2026-05-01'), event('e2', '2026-06-01')], speakers);
    for (const group of groups) expect(group.speakers.every((s) => s.eventId === group.event.id)).toBe(true);
    expect(summary(groups)).toEqual([
      ['e1', ['a']],
      ['e2', ['b']],
    ]);
  });
});
