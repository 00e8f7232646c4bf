import type { Page } from '@playwright/test';
import { isPhone } from './support/fixtures';
import { adminScreenshot, expect, openAdmin, seriousAxeViolations, test } from './admin-fixtures';

/**
 * What a phone changes on each admin screen, one test per screen: opened at 390 px with the
 * worker's admin session, the page is no wider than the screen (adminScreenshot checks it and takes
 * docs/screenshots/admin-<screen>-390.png), every control is within the screen's width or in a box
 * that scrolls sideways, and axe finds nothing serious at that width. The screen's flow runs once,
 * in the desktop project (@desktop-only), and checks everything else (decision 0065).
 */
type PhoneScreen = { screen: string; path: string; heading: string | RegExp };

const SCREENS: PhoneScreen[] = [
  { screen: 'events', path: '/admin/events?sort=date', heading: 'Manage Events' },
  { screen: 'analytics', path: '/admin/analytics', heading: 'Analytics' },
  { screen: 'speakers', path: '/admin/speakers', heading: 'Manage Speakers' },
  { screen: 'sponsors', path: '/admin/sponsors', heading: 'Manage Sponsors' },
  { screen: 'submissions', path: '/admin/submissions', heading: 'Event Submissions' },
  { screen: 'sent-mail', path: '/admin/sent-mail', heading: 'Sent Mail' },
  { screen: 'renewal-requirements', path: '/admin/ce-requirements', heading: 'Renewal requirements' },
  { screen: 'rule-set-form', path: '/admin/ce-requirements/new', heading: 'Add Rule Set' },
];

test.describe('admin screens on a phone', () => {
  for (const { screen, path, heading } of SCREENS) {
    test(`${screen} fits a phone and keeps its controls within reach @screenshot`, async ({ page }) => {
      test.skip(!isPhone(page), "the screen's own flow checks it at desktop width and takes that picture");
      await openAdmin(page, path, heading);
      await adminScreenshot(page, screen);
      expect(await controlsOutOfReach(page), 'controls past the edges of the screen').toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

/**
 * Visible buttons, links and form fields that reach past the left or right edge of the viewport,
 * described for the failure message. One inside a box that scrolls or clips sideways is left out:
 * it is reached by scrolling that box.
 */
async function controlsOutOfReach(page: Page): Promise<string[]> {
  return page.locator('a[href], button, input, select, textarea, [role="button"]').evaluateAll((controls) => {
    const width = window.innerWidth;
    const found: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      let inScrollingBox = false;
      for (let ancestor = control.parentElement; ancestor; ancestor = ancestor.parentElement) {
        if (ancestor !== document.body && getComputedStyle(ancestor).overflowX !== 'visible') inScrollingBox = true;
      }
      if (inScrollingBox) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      found.push(
        `<${control.tagName.toLowerCase()}> "${name}" from ${Math.round(box.left)} to ${Math.round(box.right)}px`,
      );
    }
    return found;
  });
}
