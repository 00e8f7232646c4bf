import { calendarFeedPath, calendarFeedUrls } from './calendar-feed-url';

describe('the calendar feed address', () => {
  it('is /calendar.ics alone without filters', () => {
    expect(calendarFeedPath({})).toBe('/calendar.ics');
    expect(calendarFeedPath(new URLSearchParams())).toBe('/calendar.ics');
    expect(calendarFeedPath({ q: '', city: '  ', month: null, region: undefined, topic: [] })).toBe('/calendar.ics');
  });

  it('carries the filters of the page, repeatable ones once per value, in name order', () => {
    expect(calendarFeedPath({ topic: ['690', '490'], region: 'TX' })).toBe(
      '/calendar.ics?region=TX&topic=690&topic=490',
    );
    expect(calendarFeedPath(new URLSearchParams('topic=690&region=TX&topic=490'))).toBe(
      '/calendar.ics?region=TX&topic=690&topic=490',
    );
    expect(calendarFeedPath({ near: 'Dallas, TX', radiusMiles: '50', q: ' sinus lift ' })).toBe(
      '/calendar.ics?near=Dallas%2C+TX&q=sinus+lift&radiusMiles=50',
    );
  });

  it('leaves out what picks a page or a list rather than events', () => {
    expect(
      calendarFeedPath(new URLSearchParams('page=3&pastPage=2&pageSize=12&upcoming=true&sort=credits&format=virtual')),
    ).toBe('/calendar.ics?format=virtual');
  });

  it('is offered on the same host as https (or http) to copy and as webcal:// to subscribe', () => {
    expect(calendarFeedUrls('https://events.example.com', { region: 'TX' })).toEqual({
      url: 'https://events.example.com/calendar.ics?region=TX',
      webcal: 'webcal://events.example.com/calendar.ics?region=TX',
    });
    expect(calendarFeedUrls('http://localhost:5173/', {})).toEqual({
      url: 'http://localhost:5173/calendar.ics',
      webcal: 'webcal://localhost:5173/calendar.ics',
    });
  });

  it('escapes what a visitor typed, so it stays one parameter', () => {
    const { url } = calendarFeedUrls('https://events.example.com', { q: 'a&b=c#d' });
    expect(new URL(url).searchParams.get('q')).toBe('a&b=c#d');
    expect([...new URL(url).searchParams.keys()]).toEqual(['q']);
  });
});
