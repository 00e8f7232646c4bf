import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_EVENT_IMAGES, BUNDLED_EVENT_IMAGE_WIDTHS, bundledEventImageFile } from '@dental/contracts';

const PUBLIC_DIRECTORY = join(__dirname, '../../../public');

/** The WebP renditions are generated from the SVG sources (scripts/render-event-images.mjs) and committed. */
describe('bundled event images', () => {
  it.each(BUNDLED_EVENT_IMAGES.map(({ key }) => key))('%s has its SVG source and a WebP file at every width', (key) => {
    expect(existsSync(join(PUBLIC_DIRECTORY, `assets/events/${key}.svg`))).toBe(true);
    for (const width of BUNDLED_EVENT_IMAGE_WIDTHS) {
      const file = readFileSync(join(PUBLIC_DIRECTORY, bundledEventImageFile(key, width)));
      // RIFF....WEBP, then the VP8 width field: the file really is a WebP of that width.
      expect(file.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(file.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webpWidth(file)).toBe(width);
    }
  });
});

/** The canvas width of a WebP file (lossy VP8, lossless VP8L or extended VP8X). */
function webpWidth(file: Buffer): number {
  const chunk = file.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8X') return 1 + file.readUIntLE(24, 3);
  if (chunk === 'VP8L') return 1 + (file.readUInt16LE(21) & 0x3fff);
  if (chunk === 'VP8 ') return file.readUInt16LE(26) & 0x3fff;
  throw new Error(`Unknown WebP chunk ${chunk}`);
}
