import { newsFeedTitle } from './news-feed';

describe('newsFeedTitle', () => {
  it("names the site's newly listed events", () => {
    expect(newsFeedTitle('Gulf Coast Dental CE')).toBe('Gulf Coast Dental CE: newly listed events');
  });
});
