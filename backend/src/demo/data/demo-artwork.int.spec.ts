import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BUNDLED_EVENT_IMAGES } from '@dental/contracts';
import { demoSpeakers } from './demo-data';

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
