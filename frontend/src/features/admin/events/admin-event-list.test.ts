import { listStateParams, readListState } from './admin-event-list';

describe('the admin events list state in the URL', () => {
  it('reads defaults for missing or unknown values and leaves defaults out when written', () => {
    expect(readListState(new URLSearchParams('show=bogus&sort=nope&page=-2'))).toEqual({
      q: '',
      show: 'all',
      sort: 'changed',
      page: 1,
    });
    const state = readListState(new URLSearchParams('q=perio&show=past&sort=title&page=3'));
    expect(state).toEqual({ q: 'perio', show: 'past', sort: 'title', page: 3 });
    expect(listStateParams(state).toString()).toBe('q=perio&show=past&sort=title&page=3');
    expect(listStateParams({ q: ' ', show: 'all', sort: 'changed', page: 1 }).toString()).toBe('');
  });

  it('cuts a search longer than the server takes, and reads a page past its limit as the first', () => {
    const long = 'x'.repeat(250);
    expect(readListState(new URLSearchParams({ q: long, page: '100001' }))).toMatchObject({
      q: 'x'.repeat(200),
      page: 1,
    });
  });
});
