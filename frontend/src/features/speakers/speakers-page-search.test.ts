import { speakersPageSearch } from './speakers-page-search';

describe('speakersPageSearch', () => {
  it('reads the search, event, subject and page from the URL as the API takes them', () => {
    expect(speakersPageSearch(new URLSearchParams('q=%20ruiz%20&event=ev-1&topic=690&page=2'))).toEqual({
      search: ' ruiz ',
      eventId: 'ev-1',
      topic: '690',
      page: 2,
      params: { q: 'ruiz', eventId: 'ev-1', topic: '690', page: '2' },
    });
  });

  it('sends nothing for the defaults', () =>
    expect(speakersPageSearch(new URLSearchParams('event=all')).params).toEqual({
      q: '',
      eventId: '',
      topic: '',
      page: '',
    }));

  it('leaves out a subject that is no AGD code rather than have the API refuse the page', () =>
    expect(speakersPageSearch(new URLSearchParams('topic=999')).topic).toBe(''));
});
