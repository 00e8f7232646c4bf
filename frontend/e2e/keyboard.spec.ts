import type { SiteSettings } from '@dental/contracts';
import { expect, isPhone, publicEvents, publicSpeakers, test, waitForContent } from './support/fixtures';

test.describe('header', () => {
  test('Tab reaches the skip link, then every header link in order (desktop)', async ({ page }) => {
    test.skip(isPhone(page), 'the desktop header');
    await page.goto('/events');
    await waitForContent(page);
    const settings = (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;

    const expected = [
      'Skip to main content',
      settings.siteName,
      'Home',
      'Events',
      'Speakers',
      'Sponsors',
      'My Plan',
      /^SpeakerSphere/,
      'Admin area',
    ];
    await page.locator('body').focus();
    for (const name of expected) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if (typeof name === 'string') await expect(focused).toHaveAccessibleName(name);
      else await expect(focused).toHaveAccessibleName(name);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  });

  test('at a tablet’s width the header keeps every link, My Plan as an icon with its name @desktop-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/events');
    await waitForContent(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Events', 'Speakers', 'Sponsors', 'My Plan'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    const myPlan = nav.getByRole('link', { name: 'My Plan', exact: true });
    await expect(myPlan).toHaveText('');
    await expect(myPlan).toHaveAttribute('title', 'My Plan');
    await myPlan.click();
    await expect(page).toHaveURL(/\/my-plan$/);
    await expect(myPlan).toHaveAttribute('aria-current', 'page');
  });

  test('the skip link moves focus to the main content @desktop-only', async ({ page }) => {
    await page.goto('/sponsors');
    await waitForContent(page);
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('Home is current only on "/", the others on their path and below', async ({ page, request }) => {
    const [event] = await publicEvents(request);
    const currentLinks = () => page.locator('header a[aria-current="page"]');
    await page.goto('/');
    await waitForContent(page);
    await expect(currentLinks()).toHaveText(['Home', 'Home']);
    await page.goto(`/events/${event.id}`);
    await waitForContent(page);
    await expect(currentLinks()).toHaveText(['Events', 'Events']);
    await page.goto('/speakersphere');
    await waitForContent(page);
    await expect(currentLinks()).toHaveCount(0);
  });

  test('the phone menu toggle reports its state and the menu closes on navigation', async ({ page }) => {
    test.skip(!isPhone(page), 'the phone menu');
    await page.goto('/');
    await waitForContent(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('link', { name: 'Admin area' })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /^SpeakerSphere/ })).toHaveAttribute('target', '_blank');

    await menu.getByRole('link', { name: 'Speakers', exact: true }).click();
    await expect(page).toHaveURL(/\/speakers$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});

test.describe('abstract dialog', () => {
  test('opens with Enter, closes with Escape and gives focus back to its button @desktop-only', async ({
    page,
    request,
  }) => {
    const events = await publicEvents(request);
    const speakers = await publicSpeakers(request);
    // An event whose page shows at least one Abstract button.
    const event = events.find(
      (candidate) =>
        !candidate.hideAbstracts &&
        candidate.agenda &&
        speakers.some(
          (speaker) => speaker.eventId === candidate.id && !speaker.hideAbstract && speaker.abstract.trim() !== '',
        ),
    );
    test.skip(!event, 'no event with an abstract in the demo data');
    await page.goto(`/events/${event!.id}`);
    await waitForContent(page);

    const button = page.getByRole('button', { name: /^Abstract/ }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
