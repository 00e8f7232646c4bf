import type { EventListing } from '@dental/contracts';
import { readModelTexts } from '../shared/string-pool';
import { eventSummary } from './public-event';

const event = {
  id: 'e1',
  title: 'Boston Implant Summit 2026',
  description: 'Two days on implants for the whole team.',
  date: 'May 1-2, 2026',
  location: 'Hall A',
  city: 'Boston',
  image: 'boston-summit',
  timezone: 'America/New_York',
  region: 'MA',
  commercialSupport: null,
  registrationUrl: 'https://register.example.com/boston-2026',
  topics: ['690', '010'],
  audiences: ['dentist', 'hygienist'],
  agenda: [{ date: '2026-05-01', sessions: [{ title: 'Implant Failures' }] }],
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as EventListing;

/** The event as another parse of the file gives it: equal texts and lists, none of them the same object. */
const parsedAgain = (changes: Partial<EventListing> = {}) =>
  JSON.parse(JSON.stringify({ ...event, id: 'e2', title: 'Boston Implant Summit 2027', ...changes })) as EventListing;

describe('eventSummary', () => {
  afterEach(() => jest.restoreAllMocks());

  it('leaves out the agenda and takes the texts that repeat across events from the pool, not the title or addresses', () => {
    // Which copy a string is cannot be seen from JavaScript: what is asked of the pool can.
    const shared = jest.spyOn(readModelTexts, 'shared');
    const { agenda, ...rest } = event;
    expect(eventSummary(event)).toEqual(rest);
    expect(agenda).not.toBeNull();
    const asked = shared.mock.calls.map(([text]) => text);
    for (const text of [event.description, event.date, event.location, event.city, event.image, event.timezone])
      expect(asked).toContain(text);
    for (const text of [event.title, event.registrationUrl, event.createdAt]) expect(asked).not.toContain(text);
  });

  it("gives events with the same subjects and audiences one list each, never the event's own, which stays as it was", () => {
    const summary = eventSummary(event);
    expect(summary.topics).not.toBe(event.topics);
    expect(event.topics).toEqual(['690', '010']);
    const again = eventSummary(parsedAgain());
    expect(again.topics).toBe(summary.topics);
    expect(again.audiences).toBe(summary.audiences);
    // Other lists, the same codes in another order among them, are lists of their own.
    const reordered = eventSummary(parsedAgain({ topics: ['010', '690'] }));
    expect(reordered.topics).toEqual(['010', '690']);
    expect(reordered.topics).not.toBe(summary.topics);
    expect(eventSummary(parsedAgain({ topics: ['690'] })).topics).toEqual(['690']);
  });
});
