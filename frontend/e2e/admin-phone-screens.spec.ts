import type { Page } from '@playwright/test';
import { isPhone } from './support/fixtures';
import {
  adminApi,
  adminScreenshot,
  expect,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
} from './admin-fixtures';
import { linkFromMail, uniqueEmail } from './admin-mail-fixtures';

/**
 * What a phone changes on each admin screen, one test per screen: opened at 390 px with the
 * worker's admin session, the page is no wider than the screen (adminScreenshot checks it and takes
 * docs/screenshots/admin-<screen>-390.png), every control is within the screen's width or in a box
 * that scrolls sideways, and axe finds nothing serious at that width. The screen's flow runs once,
 * in the desktop project (@desktop-only), and checks everything else (decisions 0065 and 0074).
 */
type PhoneScreen = {
  screen: string;
  /** The screen's address, or how to reach it when it needs an id or a link from a mail. */
  path: string | ((page: Page) => Promise<string>);
  heading: string | RegExp;
  /** A screen for someone not signed in (the login form, a link from a mail). */
  signedOut?: true;
};

/** The demo event with the richest agenda, as the event editor's own test opens it. */
async function richEventEditPath(page: Page): Promise<string> {
  const events = await adminApi.events(page);
  const rich = events.find((event) => event.title.startsWith('Lone Star')) ?? events.find((event) => event.agenda)!;
  return `/admin/events/${rich.id}/edit`;
}

const SCREENS: PhoneScreen[] = [
  { screen: 'login', path: '/admin', heading: 'Admin Login', signedOut: true },
  { screen: 'dashboard', path: '/admin', heading: 'Admin Dashboard' },
  { screen: 'events', path: '/admin/events?sort=date', heading: 'Manage Events' },
  { screen: 'event-edit', path: richEventEditPath, heading: 'Edit Event' },
  { screen: 'trash', path: '/admin/trash', heading: 'Trash' },
  { screen: 'analytics', path: '/admin/analytics', heading: 'Analytics' },
  { screen: 'speakers', path: '/admin/speakers', heading: 'Manage Speakers' },
  {
    screen: 'speaker-edit',
    path: async (page) => {
      const speakers = await adminApi.speakers(page);
      return `/admin/speakers/edit/${(speakers.find((item) => item.abstract && item.image) ?? speakers[0]).id}`;
    },
    heading: 'Edit Speaker',
  },
  { screen: 'sponsors', path: '/admin/sponsors', heading: 'Manage Sponsors' },
  { screen: 'submissions', path: '/admin/submissions', heading: 'Event Submissions' },
  { screen: 'audit-history', path: '/admin/audit', heading: 'Audit Log' },
  { screen: 'settings', path: '/admin/settings', heading: 'Site Settings' },
  { screen: 'content', path: '/admin/content', heading: 'Content' },
  { screen: 'accounts', path: '/admin/accounts', heading: 'Accounts' },
  {
    screen: 'accept-invitation',
    path: async (page) => {
      const email = uniqueEmail('phone-invitee');
      const invited = await page.request.post('/api/accounts/invitations', { data: { email, role: 'editor' } });
      expect(invited.status(), `invite ${email}: ${await invited.text()}`).toBe(201);
      return linkFromMail(page.request, email, 'invitation');
    },
    heading: 'Accept Invitation',
    signedOut: true,
  },
  { screen: 'change-password', path: '/admin/password', heading: 'Change Password' },
  { screen: 'sent-mail', path: '/admin/sent-mail', heading: 'Sent Mail' },
  { screen: 'renewal-requirements', path: '/admin/ce-requirements', heading: 'Renewal requirements' },
  { screen: 'rule-set-form', path: '/admin/ce-requirements/new', heading: 'Add Rule Set' },
];

test.describe('admin screens on a phone', () => {
  for (const { screen, path, heading, signedOut } of SCREENS) {
    test(`${screen} fits a phone and a window zoomed to 320 px, and keeps its controls within reach @screenshot`, async ({
      page,
    }) => {
      test.skip(!isPhone(page), "the screen's own flow checks it at desktop width and takes that picture");
      await signInByApi(page);
      const address = typeof path === 'string' ? path : await path(page);
      if (signedOut) {
        await page.context().clearCookies();
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      } else await openAdmin(page, address, heading);
      await adminScreenshot(page, screen);
      expect(await controlsOutOfReach(page), 'controls past the edges of the screen').toEqual([]);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A desktop window zoomed to 400 % is 320 px wide (WCAG's reflow, decision 0139): still nothing sideways.
      await page.setViewportSize({ width: 320, height: 700 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: 'page width at 320 px' })
        .toBeLessThanOrEqual(320);
      expect(await controlsOutOfReach(page), 'controls past the edges at 320 px').toEqual([]);
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
      // A stand-in no one reaches: e.g. the invisible checkbox a switch keeps for forms (aria-hidden,
      // not focusable, no pointer events), placed beside the switch.
      if (control.closest('[aria-hidden="true"]') && getComputedStyle(control).pointerEvents === 'none') continue;
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
