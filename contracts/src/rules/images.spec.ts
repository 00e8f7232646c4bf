import { BUNDLED_EVENT_IMAGES } from '../http/event-requests';
import {
  BUNDLED_EVENT_IMAGE_PATHS,
  BUNDLED_EVENT_IMAGE_WIDTHS,
  bundledEventImageFile,
  bundledImageSrcSet,
  hasRealImage,
  resolveImage,
} from './images';

const bundled = {
  'esthetic-days': '/assets/events/esthetic-days.webp',
  'Esthetic Days': '/assets/events/esthetic-days.webp',
};

describe('resolveImage (spec section 3)', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://example.org/img.png?x=1', 'http://example.org/img.png?x=1'],
    ['/attached_assets/gnyap_2024.png', '/attached_assets/gnyap_2024.png'],
    ['esthetic-days', '/assets/events/esthetic-days.webp'],
    ['Esthetic Days', '/assets/events/esthetic-days.webp'],
    ['  esthetic-days  ', '/assets/events/esthetic-days.webp'],
    ['mystery-image.png', 'mystery-image.png'],
    ['/images/local.jpg', '/images/local.jpg'],
  ])('%j resolves to %j', (value, expected) => {
    expect(resolveImage(value, bundled)).toBe(expected);
  });

  it.each(['', '   ', null, undefined])('%j means no image', (value) => {
    expect(resolveImage(value, bundled)).toBeNull();
  });

  it('does not mistake inherited object keys for bundled names', () => {
    expect(resolveImage('constructor', bundled)).toBe('constructor');
    expect(resolveImage('toString', bundled)).toBe('toString');
  });

  it('uses the bundled event images when no map is given', () => {
    expect(resolveImage('aaid-conference')).toBe('/assets/events/aaid-conference.webp');
    expect(resolveImage("Becker's Roundtable")).toBe('/assets/events/beckers-roundtable.webp');
  });
});

describe('BUNDLED_EVENT_IMAGE_PATHS', () => {
  it('maps every bundled key and every label to its widest rendition, /assets/events/<key>.webp', () => {
    for (const { key, label } of BUNDLED_EVENT_IMAGES) {
      expect(BUNDLED_EVENT_IMAGE_PATHS[key]).toBe(`/assets/events/${key}.webp`);
      expect(BUNDLED_EVENT_IMAGE_PATHS[label]).toBe(`/assets/events/${key}.webp`);
    }
  });

  it('holds exactly the six images of the edit-event screen, by key and by label', () => {
    expect(Object.keys(BUNDLED_EVENT_IMAGE_PATHS)).toHaveLength(12);
    expect(BUNDLED_EVENT_IMAGE_PATHS['GNYAP with Crest']).toBe('/assets/events/gnyap-with-crest.webp');
  });
});

describe('bundledEventImageFile', () => {
  it('names the widest rendition <key>.webp and the others <key>-<width>.webp', () => {
    expect(BUNDLED_EVENT_IMAGE_WIDTHS).toEqual([640, 960, 1280]);
    expect(bundledEventImageFile('aaid-conference')).toBe('/assets/events/aaid-conference.webp');
    expect(bundledEventImageFile('aaid-conference', 1280)).toBe('/assets/events/aaid-conference.webp');
    expect(bundledEventImageFile('aaid-conference', 640)).toBe('/assets/events/aaid-conference-640.webp');
  });
});

describe('bundledImageSrcSet', () => {
  it('lists every width of a bundled image, narrowest first', () => {
    expect(bundledImageSrcSet('/assets/events/esthetic-days.webp')).toBe(
      '/assets/events/esthetic-days-640.webp 640w, /assets/events/esthetic-days-960.webp 960w, /assets/events/esthetic-days.webp 1280w',
    );
  });

  it('lists every width of an attached event banner the same way', () => {
    expect(bundledImageSrcSet('/attached_assets/events/lone-star-2027.webp')).toBe(
      '/attached_assets/events/lone-star-2027-640.webp 640w, /attached_assets/events/lone-star-2027-960.webp 960w, /attached_assets/events/lone-star-2027.webp 1280w',
    );
  });

  it.each([
    'https://cdn.example.com/esthetic-days.webp',
    '/assets/events/esthetic-days.svg',
    '/assets/events/unknown-key.webp',
    '/attached_assets/gnyap_2024.png',
    '/attached_assets/events/lone-star.png',
    '/attached_assets/events/lone-star-640.webp',
    '/attached_assets/speakers/lone-star.webp',
    'mystery-image.png',
  ])('has none for %j', (src) => {
    expect(bundledImageSrcSet(src)).toBeUndefined();
  });
});

describe('hasRealImage (spec section 5: not empty, not a placeholder)', () => {
  it.each([
    ['https://cdn.example.com/sarah.jpg', true],
    ['/attached_assets/chen.png', true],
    ['headshot.jpg', true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['https://via.placeholder.com/150', false],
    ['/images/speaker-PLACEHOLDER.png', false],
  ])('%j: %s', (image, expected) => {
    expect(hasRealImage(image)).toBe(expected);
  });
});
