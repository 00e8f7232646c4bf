import { eventSearchPath, eventSearchQueryOptions } from './api/search-events';
import { eventsPageSearches, PAST_EVENTS_PAGE_SIZE } from './events-page-searches';

describe('the searches /events asks the server for', () => {
  it('gives both lists the same filters, each with its own page', () => {
    const searches = eventsPageSearches(
      new URLSearchParams('topic=690&topic=490&region=TX&page=2&pastPage=3&sort=credits'),
    );
    expect(eventSearchPath(searches.upcoming)).toBe(
      '/api/events/search?upcoming=true&region=TX&topic=490&topic=690&sort=credits&page=2',
    );
    expect(eventSearchPath(searches.past)).toBe(
      `/api/events/search?upcoming=false&region=TX&topic=490&topic=690&sort=credits&page=3&pageSize=${PAST_EVENTS_PAGE_SIZE}`,
    );
  });

  it('asks for the first pages without a page number, and nothing else without filters', () => {
    const searches = eventsPageSearches(new URLSearchParams('page=1&q='));
    expect(eventSearchPath(searches.upcoming)).toBe('/api/events/search?upcoming=true');
    expect(eventSearchPath(searches.past)).toBe(`/api/events/search?upcoming=false&pageSize=${PAST_EVENTS_PAGE_SIZE}`);
  });

  it('keys the same search the same way however the URL ordered it, so the server’s prefetch is found', () => {
    const key = (query: string) =>
      eventSearchQueryOptions(eventsPageSearches(new URLSearchParams(query)).upcoming).queryKey;
    expect(key('topic=690&audience=dentist&topic=490')).toEqual(key('audience=dentist&topic=490&topic=690'));
    expect(key('topic=690&topic=490')).toEqual(['/api/events', 'search', { upcoming: 'true', topic: '490,690' }]);
    expect(key('topic=690')).not.toEqual(key('topic=490'));
  });
});
