/**
 * Renders the bundled event artwork (public/assets/events/*.svg, the source) and the demo events' banners
 * (public/attached_assets/events/*.svg) to WebP files next to them:
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

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../public');
/** The bundled images, and the demo events' banners (drawn by draw-demo-banners.mjs). */
const IMAGE_DIRS = ['assets/events', 'attached_assets/events'].map((dir) => join(PUBLIC_DIR, dir));
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
  const sources = [];
  for (const dir of IMAGE_DIRS)
    for (const name of (await readdir(dir)).filter((name) => name.endsWith('.svg')).sort())
      sources.push(join(dir, name));
  for (const file of sources) {
    const svg = await readFile(file, 'utf8');
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
      const out = file.replace(/\.svg$/, `${suffix}.webp`);
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      await writeFile(out, bytes);
      console.log(`${out} ${width}px ${bytes.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
