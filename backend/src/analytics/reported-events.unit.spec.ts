import type { EventFacts } from './analytics.projections';
import { ReportedEvents, reportedEvent } from './reported-events';

const facts = (overrides: Partial<EventFacts> = {}): EventFacts => ({
  title: 'Boston Implant Symposium',
  description: 'Two days of lectures.',
  date: '2027-03-12',
  location: 'Boston Convention Center',
  city: 'Boston',
  image: 'https://images.example.com/boston.jpg',
  registrationUrl: 'https://register.example.com/boston',
  hasAgenda: true,
  isHidden: false,
  isFeatured: false,
  inTrash: false,
  purged: false,
  ...overrides,
});

describe('what the analytics report reads of an event', () => {
  it('is listed with its date, city, flags and every listing field filled', () => {
    expect(reportedEvent(facts({ isHidden: true, isFeatured: true }))).toEqual({
      date: '2027-03-12',
      city: 'Boston',
      listed: true,
      hidden: true,
      featured: true,
      inTrash: false,
      hasAgenda: true,
      filledFields: 7,
    });
  });

  it('counts blank texts as unfilled, and an image only when it is a real picture', () => {
    const reported = reportedEvent(
      facts({ description: '   ', registrationUrl: null, image: '/attached_assets/events/placeholder.svg' }),
    );
    expect(reported?.filledFields).toBe(4);
    expect(reportedEvent(facts({ location: '', city: '' }))?.filledFields).toBe(5);
  });

  it('is in the trash, not listed, while trashed, and nothing once purged or without a title outside the trash', () => {
    expect(reportedEvent(facts({ inTrash: true }))).toMatchObject({ listed: false, inTrash: true });
    expect(reportedEvent(facts({ inTrash: true, title: '' }))).toMatchObject({ listed: false, inTrash: true });
    expect(reportedEvent(facts({ inTrash: true, purged: true }))).toBeNull();
    expect(reportedEvent(facts({ purged: true }))).toBeNull();
    expect(reportedEvent(facts({ title: '' }))).toBeNull();
  });
});

describe('reported events kept one event at a time', () => {
  it('replaces what is kept of an event with each change, and forgets one the report no longer counts', () => {
    const events = new ReportedEvents();
    events.put('e1', facts());
    events.put('e2', facts({ city: 'Denver' }));
    events.put('e1', facts({ city: 'Toronto', isFeatured: true }));
    expect(new Map(events.entries())).toEqual(
      new Map([
        ['e1', expect.objectContaining({ city: 'Toronto', featured: true })],
        ['e2', expect.objectContaining({ city: 'Denver', featured: false })],
      ]),
    );
    events.put('e2', facts({ purged: true }));
    events.put('e3', undefined);
    expect([...events.entries()].map(([id]) => id)).toEqual(['e1']);
    events.clear();
    expect([...events.entries()]).toEqual([]);
  });
});
