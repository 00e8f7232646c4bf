import { isImageUrl, isInsecureHttpUrl, isMediaPath } from '../http/image-url';
import { mediaSrcSet, mediaVariants } from './media-variants';

const HASH = 'a'.repeat(40) + '0123456789abcdef01234567';

describe('uploaded image paths', () => {
  it.each([
    `/media/${HASH}.jpg`,
    `/media/${HASH}.png`,
    `/media/${HASH}.webp`,
    `/media/${HASH}.avif`,
    `/media/${HASH}-640.webp`,
  ])('accepts %s', (path) => {
    expect(isMediaPath(path)).toBe(true);
    expect(isImageUrl(path)).toBe(true);
  });

  it.each([
    `/media/${HASH}.svg`,
    `/media/${HASH}.gif`,
    `/media/${HASH.slice(1)}.jpg`,
    `/media/${HASH.toUpperCase()}.jpg`,
    `/media/${HASH}-640.jpg`,
    `/media/../${HASH}.jpg`,
    `/media/x/${HASH}.jpg`,
    `/media/${HASH}.jpg?x=1`,
    `media/${HASH}.jpg`,
  ])('refuses %s', (path) => {
    expect(isMediaPath(path)).toBe(false);
    expect(isImageUrl(path)).toBe(false);
  });

  it('takes https addresses and refuses http ones, which the page would not load', () => {
    expect(isImageUrl('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageUrl('http://cdn.example.com/a.jpg')).toBe(false);
    expect(isInsecureHttpUrl('http://cdn.example.com/a.jpg')).toBe(true);
    expect(isInsecureHttpUrl('HTTP://cdn.example.com/a.jpg')).toBe(true);
    expect(isInsecureHttpUrl('https://cdn.example.com/a.jpg')).toBe(false);
    expect(isInsecureHttpUrl('ftp://cdn.example.com/a.jpg')).toBe(false);
  });
});

describe('mediaVariants / mediaSrcSet', () => {
  it('derives the three WebP copies of an uploaded original by name', () => {
    expect(mediaVariants(`/media/${HASH}.jpg`)).toEqual([
      { url: `/media/${HASH}-320.webp`, width: 320 },
      { url: `/media/${HASH}-640.webp`, width: 640 },
      { url: `/media/${HASH}-1280.webp`, width: 1280 },
    ]);
    expect(mediaSrcSet(` /media/${HASH}.png `)).toBe(
      `/media/${HASH}-320.webp 320w, /media/${HASH}-640.webp 640w, /media/${HASH}-1280.webp 1280w`,
    );
  });

  it.each([
    null,
    undefined,
    '',
    'https://cdn.example.com/a.jpg',
    '/assets/events/aaid-conference.webp',
    `/media/${HASH}-640.webp`,
    `/media/${HASH}.svg`,
  ])('has none for %j', (url) => {
    expect(mediaVariants(url)).toEqual([]);
    expect(mediaSrcSet(url)).toBeUndefined();
  });
});
