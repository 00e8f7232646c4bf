import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  expect,
  loadLazyContent,
  photograph,
  publicEvents,
  test,
  waitForContent,
  waitForNetworkQuiet,
} from './support/fixtures';

/**
 * Every public page at phone, tablet and desktop widths, and at 320 px (a zoomed desktop window):
 * nothing sticks out sideways (no horizontal scrolling, no visible box past the viewport's edges),
 * the header shows the whole site name, and a full-page screenshot of each is left in
 * frontend/test-results/screenshots/<page>-<width>.png to look at. Some pages add checks of their own (the agenda's speaker rows, long words on cards).
 *
 * Runs in the 'desktop' project only (@desktop-only); each test loads its page once and resizes the
 * viewport through the widths, as a visitor resizing a window would (decision 0065).
 */
// The built contracts package is CommonJS: its named exports are reached through require.
const { normaliseAgenda } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');

// 320 px is a desktop window of 1280 zoomed to 400 %, where WCAG's reflow criterion (1.4.10) asks
// that nothing be lost or scroll sideways; 360 and 390 are common phones.
const WIDTHS = [320, 360, 390, 800, 1024, 1280] as const;
const SCREENSHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const LONG_WORD = 'Temporomandibularjointdysfunctionrehabilitation';

type LayoutPage = {
  name: string;
  path: () => string;
  /**
   * Runs at each width once the page has laid itself out for it, before anything is measured or
   * photographed; so it must leave the page as it is when it has run already.
   */
  prepare?: (page: Page) => Promise<void>;
  /** Checks of this page's own, after the common ones. */
  check?: (page: Page) => Promise<void>;
  /** Failures the page is expected to report (the not-found page's own 404). */
  expectedProblems?: RegExp;
};

let workshopEventPath = '';

const PAGES: LayoutPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'events', path: () => '/events' },
  {
    name: 'event-workshops',
    path: () => workshopEventPath,
    // A workshop group's panel is where the agenda is most crowded: open the largest.
    prepare: async (page) => {
      const toggles = page
        .locator('[data-agenda-kind="workshop-group"]')
        .getByRole('button', { name: /\d+ Concurrent Workshops & Seminars/ });
      const sizes = (await toggles.allTextContents()).map((text) => Number(/(\d+) Concurrent/.exec(text)?.[1] ?? 0));
      const toggle = toggles.nth(sizes.indexOf(Math.max(...sizes)));
      // Prepared again at each width: a panel already open stays open.
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    },
    check: async (page) => {
      expect
        .soft(await crowdedSpeakerRows(page), 'agenda speaker rows with a squashed photo or buttons over the text')
        .toEqual([]);
    },
  },
  { name: 'speakers', path: () => '/speakers' },
  {
    // Organisers type names and titles; a word longer than a card is wide must wrap inside it.
    name: 'speakers-long-words',
    path: () => '/speakers',
    prepare: async (page) => {
      await page
        .locator('main article')
        .first()
        .evaluate((card, word) => {
          const link = card.querySelector('h3 a, h4 a');
          if (link) link.textContent = `Dr. ${word}`;
          card.querySelectorAll('p').forEach((paragraph) => (paragraph.textContent = `${word} ${word.slice(0, 20)}`));
        }, LONG_WORD);
    },
    check: async (page) => {
      expect.soft(await textOutside(page, 'main article'), 'text running out of the first speaker card').toEqual([]);
    },
  },
  { name: 'sponsors', path: () => '/sponsors' },
  { name: 'submit-event', path: () => '/submit-event' },
  { name: 'speakersphere', path: () => '/speakersphere' },
  { name: 'welcome', path: () => '/welcome' },
  // Empty here; e2e/my-plan.spec.ts photographs a full plan at the same widths.
  { name: 'my-plan', path: () => '/my-plan' },
  { name: 'not-found', path: () => '/this-page-does-not-exist', expectedProblems: /404.*\/this-page-does-not-exist/ },
];

test.describe('layout at every width', { tag: '@desktop-only' }, () => {
  test.beforeAll(async ({ request }) => {
    const events = await publicEvents(request);
    // The event with the largest workshop group: the most crowded agenda there is.
    const largestGroup = (agenda: unknown) =>
      Math.max(
        0,
        ...normaliseAgenda(agenda).days.flatMap((day) =>
          day.items.map((item) => (item.kind === 'workshop-group' ? item.sessions.length : 0)),
        ),
      );
    const [withGroups] = [...events].sort((a, b) => largestGroup(b.agenda) - largestGroup(a.agenda));
    expect(withGroups && largestGroup(withGroups.agenda), 'an event whose agenda has a workshop group').toBeGreaterThan(
      0,
    );
    workshopEventPath = `/events/${withGroups.id}`;
  });

  for (const layoutPage of PAGES) {
    test(`${layoutPage.name} fits the viewport at every width`, async ({ page, pageProblems }) => {
      // Five widths in one test: each costs a layout, a scroll through and the checks, not a load.
      test.slow();
      if (layoutPage.expectedProblems) pageProblems.allow(layoutPage.expectedProblems);
      // Loaded once, at the narrowest width; the page then follows the viewport as a resized window does.
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(layoutPage.path());
      await waitForContent(page);
      for (const width of WIDTHS) {
        await test.step(`at ${width}px`, async () => {
          await resizeTo(page, width);
          await layoutPage.prepare?.(page);
          // Renders everything (lazy images, content-visibility boxes) so what is measured is what is shown.
          await loadLazyContent(page);

          mkdirSync(SCREENSHOT_DIR, { recursive: true });
          await photograph(page, {
            path: resolve(SCREENSHOT_DIR, `${layoutPage.name}-${width}.png`),
            fullPage: true,
            animations: 'disabled',
            scale: 'css',
          });

          // Soft: one run names every defect of the page at every width.
          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          expect
            .soft(overflow.scrollWidth, `the page scrolls sideways at ${width}px`)
            .toBeLessThanOrEqual(overflow.innerWidth);
          expect.soft(await boxesPastTheViewport(page), `boxes past the viewport's edges at ${width}px`).toEqual([]);
          // The name is clamped to two lines: a third would be cut off.
          const siteName = page.getByRole('banner').getByRole('link').first().locator('span').first();
          expect
            .soft(
              await siteName.evaluate((name) => name.scrollHeight <= name.clientHeight),
              `the header's site name is cut at ${width}px`,
            )
            .toBe(true);
          await layoutPage.check?.(page);
        });
      }
    });
  }
});

/**
 * Gives the page this viewport width and waits until it has laid itself out for it: the resize
 * event handled, two frames painted (media queries, observers), and what the new width asks for
 * (a chunk, a larger image of a srcset) fetched.
 */
async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await expect.poll(() => page.evaluate(() => window.innerWidth), `the viewport is ${width}px wide`).toBe(width);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await waitForNetworkQuiet(page);
}

/**
 * Visible elements reaching past the left or right edge of the viewport, described for the
 * failure message; only the outermost of nested offenders is named. A box cut off by an ancestor
 * that clips or scrolls sideways (and itself fits, or is a one-pixel box hiding its content) is
 * not counted: what shows of it stays inside.
 */
async function boxesPastTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const TOLERANCE = 1;
    const fits = (rect: DOMRect) => rect.left >= -TOLERANCE && rect.right <= viewportWidth + TOLERANCE;
    const hidesOrFits = (rect: DOMRect) => rect.width <= 1 || rect.height <= 1 || fits(rect);
    const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const describe = (element: Element, rect: DOMRect) => {
      const classes =
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 6).join('.')}`
          : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes}> from ${Math.round(rect.left)} to ${Math.round(rect.right)}px${text ? ` "${text}"` : ''}`;
    };

    const offenders = new Set<Element>();
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const rect = element.getBoundingClientRect();
      // One-pixel boxes (screen-reader text, the form's hidden trap field) show nothing.
      if (hidesOrFits(rect)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      let counted = false;
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        // Cut off by a clipping ancestor, or inside a box already listed.
        if (offenders.has(ancestor) || (clipsSideways(ancestor) && hidesOrFits(ancestor.getBoundingClientRect()))) {
          counted = true;
          break;
        }
      }
      if (counted) continue;
      offenders.add(element);
      found.push(describe(element, rect));
    }
    return found.slice(0, 15);
  });
}

/**
 * Lines of text in the first `selector` box that run past its left or right side (a card with
 * overflow hidden would simply cut them off). Text inside a box that clips on purpose, such as a
 * truncated e-mail address or screen-reader text, is left out.
 */
async function textOutside(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .first()
    .evaluate((box) => {
      const bounds = box.getBoundingClientRect();
      const clippedOnPurpose = (node: Node) => {
        for (let element = node.parentElement; element && element !== box; element = element.parentElement) {
          if (getComputedStyle(element).overflowX !== 'visible') return true;
        }
        return false;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || clippedOnPurpose(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const outside = Array.from(range.getClientRects()).some(
          (line) => line.left < bounds.left - 1 || line.right > bounds.right + 1,
        );
        if (outside) found.push(node.textContent.trim().slice(0, 60));
      }
      return found;
    });
}

/**
 * Speaker rows of the agenda (every `Speakers` list on the page) whose photo is not a square of
 * its full size or whose buttons cover the photo or the name, profession and lecture text.
 */
async function crowdedSpeakerRows(page: Page): Promise<string[]> {
  return page.locator('ul[aria-label="Speakers"] > li').evaluateAll((rows) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const found: string[] = [];
    for (const row of rows) {
      if (row.getClientRects().length === 0) continue; // in a closed panel
      // A row is [photo + text] then [buttons].
      const [person, actions] = [row.firstElementChild, row.lastElementChild];
      const photo = person?.firstElementChild;
      const text = person?.lastElementChild;
      if (!photo || !text || !actions || actions === person) continue;
      const name = (text.querySelector('p')?.textContent ?? '').trim();
      const photoBox = photo.getBoundingClientRect();
      if (Math.abs(photoBox.width - photoBox.height) > 1 || photoBox.width < 40)
        found.push(`${name}: photo ${Math.round(photoBox.width)}x${Math.round(photoBox.height)}`);
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = Array.from(range.getClientRects());
      for (const button of Array.from(actions.children)) {
        const buttonBox = button.getBoundingClientRect();
        if (overlaps(buttonBox, photoBox) || lines.some((line) => overlaps(buttonBox, line)))
          found.push(`${name}: "${(button.textContent ?? '').trim()}" covers the photo or text`);
      }
    }
    return found;
  });
}
