import type { Page } from '@playwright/test';
import type { Sponsor, SponsorTier } from '@dental/contracts';
import {
  chooseEvent,
  ADMIN_PASSWORD,
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
} from './admin-fixtures';
import { photograph, screenshotPath } from './support/fixtures';

const tagWord = (label: string) => `${label}${Date.now().toString(36)}`;

async function createSponsor(
  page: Page,
  name: string,
  placement: { eventId?: string | null; tier?: SponsorTier; isGlobalSponsor?: boolean } = {},
): Promise<Sponsor> {
  const response = await page.request.post('/api/sponsors', {
    data: {
      name,
      description: `${name} makes things dentists use every day.`,
      logo: name.slice(0, 4).toUpperCase(),
      tier: placement.tier ?? 'silver',
      eventId: placement.eventId ?? null,
      isGlobalSponsor: placement.isGlobalSponsor ?? false,
    },
  });
  expect(response.ok(), `POST /api/sponsors: ${response.status()}`).toBeTruthy();
  return (await response.json()) as Sponsor;
}

/** docs/screenshots/admin-<screen>-<width>.png of what the screen shows now, an open dialog included. */
async function dialogScreenshot(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
  await photograph(page, { path: screenshotPath(`admin-${screen}-${width}.png`), animations: 'disabled' });
}

const sponsorById = async (page: Page, id: string) =>
  (await adminApi.sponsors(page)).find((sponsor) => sponsor.id === id);

test.describe('sponsor placement', () => {
  test('the assign dialog says where each sponsor is, asks before moving one, and the toast names both events @screenshot @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const tag = tagWord('Pl');
    const from = await adminApi.createEvent(page, `Great Lakes Periodontal Symposium ${tag}`);
    const to = await adminApi.createEvent(page, `Gulf Coast Dental Forum ${tag}`);
    const moving = await createSponsor(page, `Periogen Biologics ${tag}`, { eventId: from.id, tier: 'gold' });
    const free = await createSponsor(page, `Harbor Floss ${tag}`);
    const global = await createSponsor(page, `Orbit Cloud ${tag}`, { isGlobalSponsor: true, tier: 'gold' });

    // The event cards come ten a page: the admin opens the target event's.
    await openAdmin(page, `/admin/sponsors?eventId=${to.id}`, 'Manage Sponsors');
    const target = page.getByRole('region', { name: to.title });

    // Gold tier: each sponsor with where it is now; one that sits nowhere is simply added.
    await target.getByRole('button', { name: `Add gold sponsors to ${to.title}` }).click();
    const picker = page.getByRole('dialog', { name: 'Add Sponsors to Gold Sponsors' });
    await picker.getByRole('textbox', { name: 'Search sponsors by name' }).fill(tag);
    await expect(picker.getByRole('checkbox')).toHaveCount(3);
    await expect(picker.getByRole('checkbox', { name: new RegExp(moving.name) })).toHaveAccessibleDescription(
      `Gold at ${from.title}`,
    );
    await expect(picker.getByRole('checkbox', { name: new RegExp(global.name) })).toHaveAccessibleDescription('Global');
    await expect(picker.getByRole('checkbox', { name: new RegExp(free.name) })).toHaveAccessibleDescription('');
    await dialogScreenshot(page, 'sponsor-assign');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picker.getByRole('checkbox', { name: new RegExp(free.name) }).check();
    await picker.getByRole('button', { name: 'Add Selected (1)' }).click();
    await expectToast(page, 'Success', `1 sponsor(s) added to gold tier for ${to.title}`);
    await expect(picker).toBeHidden();
    expect(await sponsorById(page, free.id)).toMatchObject({ eventId: to.id, tier: 'gold' });

    // Silver tier: the sponsor of another event is moved only after a confirmation.
    await target.getByRole('button', { name: `Add silver sponsors to ${to.title}` }).click();
    const silver = page.getByRole('dialog', { name: 'Add Sponsors to Silver Sponsors' });
    await silver.getByRole('textbox', { name: 'Search sponsors by name' }).fill(tag);
    await silver.getByRole('checkbox', { name: new RegExp(moving.name) }).check();
    await silver.getByRole('button', { name: 'Add Selected (1)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Move this sponsor?' });
    await expect(confirm).toContainText(`${moving.name}: from Gold at ${from.title} to Silver at ${to.title}`);
    // Back keeps the choice; nothing has moved yet.
    await confirm.getByRole('button', { name: 'Back' }).click();
    await expect(silver.getByRole('checkbox', { name: new RegExp(moving.name) })).toBeChecked();
    expect(await sponsorById(page, moving.id)).toMatchObject({ eventId: from.id, tier: 'gold' });
    await silver.getByRole('button', { name: 'Add Selected (1)' }).click();
    await dialogScreenshot(page, 'sponsor-move');
    await page
      .getByRole('dialog', { name: 'Move this sponsor?' })
      .getByRole('button', { name: 'Move Sponsor' })
      .click();
    await expectToast(page, 'Success', `Moved ${moving.name} from ${from.title} to Silver at ${to.title}.`);
    expect(await sponsorById(page, moving.id)).toMatchObject({ eventId: to.id, tier: 'silver' });
    await expect(
      target.getByRole('group', { name: `${to.title}: Silver Sponsors` }).getByRole('article', { name: moving.name }),
    ).toBeVisible();
    await chooseEvent(page, 'Filter by event', from);
    await expect(page).toHaveURL(`/admin/sponsors?eventId=${from.id}`);
    const source = page.getByRole('region', { name: from.title });
    await expect(source.getByRole('group', { name: `${from.title}: Gold Sponsors` })).toContainText(
      'No gold sponsors yet',
    );
    await expect(source.getByRole('article', { name: moving.name })).toHaveCount(0);
  });

  test('Remove from event and Remove from global ask first and say what happened @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const tag = tagWord('Rm');
    const event = await adminApi.createEvent(page, `Prairie Endo Day ${tag}`);
    const sponsor = await createSponsor(page, `Northstar Files ${tag}`, {
      eventId: event.id,
      tier: 'platinum',
      isGlobalSponsor: true,
    });

    await openAdmin(page, `/admin/sponsors?eventId=${event.id}`, 'Manage Sponsors');
    // In the global panel the card says which event it is also on.
    await expect(
      page.getByRole('region', { name: 'Global Site Sponsors' }).getByRole('article', { name: sponsor.name }),
    ).toContainText(`Platinum at ${event.title}`);
    const onEvent = page.getByRole('region', { name: event.title }).getByRole('article', { name: sponsor.name });
    await onEvent.getByRole('button', { name: `Remove from event: ${sponsor.name}` }).click();
    const removeEvent = page.getByRole('dialog', { name: 'Remove from Event?' });
    await expect(removeEvent).toContainText(
      `${sponsor.name} will no longer be shown at ${event.title}. The sponsor stays in your list and among the global site sponsors`,
    );
    await removeEvent.getByRole('button', { name: 'Cancel' }).click();
    expect(await sponsorById(page, sponsor.id)).toMatchObject({ eventId: event.id });

    await onEvent.getByRole('button', { name: `Remove from event: ${sponsor.name}` }).click();
    await page.getByRole('dialog', { name: 'Remove from Event?' }).getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Success', `Removed ${sponsor.name} from ${event.title}`);
    await expect(
      page.getByRole('region', { name: event.title }).getByRole('article', { name: sponsor.name }),
    ).toHaveCount(0);
    expect(await sponsorById(page, sponsor.id)).toMatchObject({ eventId: null, isGlobalSponsor: true });

    const globalCard = page
      .getByRole('region', { name: 'Global Site Sponsors' })
      .getByRole('article', { name: sponsor.name });
    await expect(globalCard).not.toContainText(`Platinum at ${event.title}`);
    await globalCard.getByRole('button', { name: `Remove from global: ${sponsor.name}` }).click();
    const removeGlobal = page.getByRole('dialog', { name: 'Remove from Global Site Sponsors?' });
    await expect(removeGlobal).toContainText(`${sponsor.name} will no longer be shown across the site.`);
    await removeGlobal.getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Success', `Removed ${sponsor.name} from the global site sponsors`);
    expect(await sponsorById(page, sponsor.id)).toMatchObject({ eventId: null, isGlobalSponsor: false });
    await expect(
      page.getByRole('region', { name: 'Global Site Sponsors' }).getByRole('article', { name: sponsor.name }),
    ).toHaveCount(0);
    // Still a sponsor: now in the panel of sponsors with no event, with nothing left to remove.
    const unassigned = page
      .getByRole('region', { name: 'Global Sponsors', exact: true })
      .getByRole('article', { name: sponsor.name });
    await expect(unassigned).toBeVisible();
    await expect(unassigned.getByRole('button', { name: /^Remove from/ })).toHaveCount(0);
  });

  test('deleting a sponsor moves it to the trash after the password, and the trash restores it where it was @screenshot @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 403 .*\/trash$/);
    adminProblems.allow(/status of 403 \(Forbidden\)/);
    await signInByApi(page);
    const tag = tagWord('Tr');
    const event = await adminApi.createEvent(page, `Cascade Hygiene Forum ${tag}`);
    const sponsor = await createSponsor(page, `Evergreen Prophy ${tag}`, { eventId: event.id, tier: 'gold' });

    await openAdmin(page, `/admin/sponsors?eventId=${event.id}`, 'Manage Sponsors');
    const card = page.getByRole('region', { name: event.title }).getByRole('article', { name: sponsor.name });
    await card.getByRole('button', { name: `Delete ${sponsor.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Sponsor Deletion' });
    await expect(dialog).toContainText('The sponsor will be permanently deleted after 14 days.');
    await expect(dialog.getByRole('button', { name: 'Move to Trash' })).toBeDisabled();
    await dialog.getByLabel('Enter your password to confirm:').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Move to Trash' }).click();
    await expectToast(page, 'Error', 'Incorrect password');
    await expect(dialog).toBeVisible();
    expect(await sponsorById(page, sponsor.id)).toBeDefined();

    await dialog.getByLabel('Enter your password to confirm:').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Move to Trash' }).click();
    await expectToast(page, 'Success', 'Sponsor moved to trash');
    await expect(page.getByRole('article', { name: sponsor.name })).toHaveCount(0);
    expect(await sponsorById(page, sponsor.id)).toBeUndefined();
    const publicSponsors = (await (await page.request.get(`/api/sponsors?eventId=${event.id}`)).json()) as Sponsor[];
    expect(publicSponsors.map((listed) => listed.id)).not.toContain(sponsor.id);

    await page.goto('/admin/trash');
    const sponsors = page.getByRole('region', { name: 'Sponsors', exact: true });
    const row = sponsors.getByRole('listitem').filter({ hasText: sponsor.name });
    await expect(row).toContainText('14 days left');
    await expect(row).toContainText('Gold sponsor');
    await adminScreenshot(page, 'trash-sponsors');
    await row.getByRole('button', { name: `Restore ${sponsor.name}` }).click();
    await expectToast(page, 'Success', `${sponsor.name} restored from trash`);
    await expect(sponsors.getByRole('listitem').filter({ hasText: sponsor.name })).toHaveCount(0);
    expect(await sponsorById(page, sponsor.id)).toMatchObject({
      eventId: event.id,
      tier: 'gold',
      isGlobalSponsor: false,
    });
  });
});
