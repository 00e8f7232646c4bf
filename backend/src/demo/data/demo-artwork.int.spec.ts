import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUNDLED_EVENT_IMAGES, BUNDLED_EVENT_IMAGE_WIDTHS, bundledImageSrcSet, resolveImage } from '@dental/contracts';
import { demoEvents, demoSpeakers, demoSponsors } from './demo-data';

/**
 * The demo data points at artwork the frontend serves from its public folder; every referenced
 * file must exist and stay a small, self-contained vector drawing.
 */

const PUBLIC_DIR = resolve(__dirname, '../../../../frontend/public');
const MAX_BYTES = 6 * 1024;

function readSvg(relativePath: string): string {
  const file = resolve(PUBLIC_DIR, relativePath.replace(/^\//, ''));
  expect({ file: relativePath, exists: existsSync(file) }).toEqual({ file: relativePath, exists: true });
  expect({ file: relativePath, small: statSync(file).size < MAX_BYTES }).toEqual({ file: relativePath, small: true });
  return readFileSync(file, 'utf8');
}

function expectSelfContained(svg: string): void {
  expect(svg.trimStart().startsWith('<svg')).toBe(true);
  expect(svg).not.toMatch(/<image\b/i);
  expect(svg).not.toMatch(/data:/i);
  expect(svg).not.toMatch(/(?:xlink:)?href="(?!#)/i);
  expect(svg).not.toMatch(/url\((?!#)/i);
  expect(svg).not.toMatch(/<script\b|@import/i);
}

describe('demo artwork', () => {
  it.each(BUNDLED_EVENT_IMAGES.map((image) => [image.key, image.label]))('has a 16:9 banner for %s', (key, label) => {
    const svg = readSvg(`/assets/events/${key}.svg`);
    expectSelfContained(svg);
    expect(svg).toContain('viewBox="0 0 1200 675"');
    expect(svg).toMatch(/<linearGradient|<radialGradient/);
    expect(svg).toContain(`aria-label="${label}"`);
  });

  it.each(demoEvents.map((event) => [event.key, event]))(
    'has a banner of its own for %s, drawn from an SVG source and rendered at every width',
    (_key, event) => {
      const src = resolveImage(event.image) ?? '';
      const svg = readSvg(src.replace(/\.webp$/, '.svg'));
      expectSelfContained(svg);
      expect(svg).toContain('viewBox="0 0 1200 675"');
      const renditions = (bundledImageSrcSet(src) ?? '').split(', ').map((entry) => entry.split(' ')[0]);
      expect(renditions).toHaveLength(BUNDLED_EVENT_IMAGE_WIDTHS.length);
      for (const rendition of renditions) {
        const bytes = readFileSync(resolve(PUBLIC_DIR, rendition.replace(/^\//, '')));
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      // A year on a banner is the year the event takes place in, never another edition's.
      const eventYears = event.date.match(/\b20\d\d\b/g) ?? [];
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>|aria-label="([^"]*)"/g)].map((m) => m[1] ?? m[2]);
      const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
      expect(withoutAccents(words.join(' '))).toContain(event.city.split(' ')[0]);
      for (const year of words.join(' ').match(/\b(?:19|20)\d\d\b/g) ?? []) expect(eventYears).toContain(year);
    },
  );

  it('draws each event banner differently', () => {
    const drawings = demoEvents.map((event) => readSvg(event.image.replace(/\.webp$/, '.svg')));
    expect(new Set(drawings).size).toBe(demoEvents.length);
    const emblems = drawings.map((svg) => svg.slice(svg.indexOf('<g transform')));
    expect(new Set(emblems).size).toBe(demoEvents.length);
  });

  it('has a logo of its own for every sponsor, drawn as a small self-contained SVG', () => {
    const drawings = demoSponsors.map((sponsor) => readSvg(sponsor.logo));
    for (const svg of drawings) {
      expectSelfContained(svg);
      expect(svg).toContain('viewBox="4 12 392 116"');
    }
    expect(new Set(drawings).size).toBe(demoSponsors.length);
  });

  it('has a square headshot for every speaker photo the data uses, and a placeholder', () => {
    const images = new Set(
      demoSpeakers.map((speaker) => speaker.image).filter((image) => image.startsWith('/attached_assets/')),
    );
    images.add('/attached_assets/speakers/placeholder.svg');
    for (const image of images) {
      const svg = readSvg(image);
      expectSelfContained(svg);
      expect(svg).toContain('viewBox="0 0 400 400"');
    }
  });

  it('has the brand logo and the favicon', () => {
    for (const file of ['/assets/brand/logo.svg', '/favicon.svg']) expectSelfContained(readSvg(file));
  });
});
