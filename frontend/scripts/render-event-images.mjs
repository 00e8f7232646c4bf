/**
 * Renders the bundled event artwork (public/assets/events/*.svg, the source) to WebP files next to it:
 * <key>.webp at 1280 px wide, <key>-960.webp and <key>-640.webp (the widths of
 * BUNDLED_EVENT_IMAGE_WIDTHS in contracts/src/rules/images.ts; a unit test checks every file exists).
 *
 * Why: a browser lays out and paints an SVG <img> on the page's main thread (text shaping included),
 * about 15 ms per image on a phone, while a raster image is decoded off the main thread. The site
 * shows the WebP files; the SVGs stay the editable source. Run after changing an SVG:
 *   node frontend/scripts/render-event-images.mjs
 * Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const EVENTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../public/assets/events');
const RENDITIONS = [
  { width: 1280, suffix: '' },
  { width: 960, suffix: '-960' },
  { width: 640, suffix: '-640' },
];
const WEBP_QUALITY = 0.82;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  for (const file of (await readdir(EVENTS_DIR)).filter((name) => name.endsWith('.svg')).sort()) {
    const svg = await readFile(join(EVENTS_DIR, file), 'utf8');
    for (const { width, suffix } of RENDITIONS) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality: WEBP_QUALITY },
      );
      const out = join(EVENTS_DIR, file.replace(/\.svg$/, `${suffix}.webp`));
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      await writeFile(out, bytes);
      console.log(`${out} ${width}px ${bytes.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
