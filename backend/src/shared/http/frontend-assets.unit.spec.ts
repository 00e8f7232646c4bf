import { isImmutableAsset } from './frontend-assets';

describe('built frontend caching', () => {
  it.each([
    ['/assets/index-CK1WnroS.js', true],
    ['/assets/EventDetailPage-CCMyw-Pq.js', true],
    ['/assets/index-DKMXzSWf.css', true],
    ['/assets/events/gnyap-2024-meeting.svg', false],
    ['/attached_assets/speakers/sarah-chen.svg', false],
    ['/media/hero-loop.webm', false],
    ['/index.html', false],
  ])('%s immutable: %s', (path, immutable) => {
    expect(isImmutableAsset(path)).toBe(immutable);
  });
});
