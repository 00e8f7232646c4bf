import { createRequire } from 'node:module';
import type { SponsorTierNames } from '@dental/contracts';
import {
  ADMIN_PASSWORD,
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
  unique,
} from './admin-fixtures';

// The contracts are CommonJS: their values are required (types are imported as usual).
const { soonestFirst } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');

test.describe('admin sponsors', () => {
  test('the sponsors screen shows tier counts, global sponsors and the events with their tiers, ten a page @screenshot @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/sponsors', 'Manage Sponsors');
    const sponsors = await adminApi.sponsors(page);
    const stats = page.getByRole('region', { name: 'Sponsor statistics' });
    await expect(stats).toContainText(`Total Sponsors${sponsors.length}`);
    for (const [label, tier] of [
      ['Platinum', 'platinum'],
      ['Gold', 'gold'],
      ['Silver', 'silver'],
    ] as const) {
      await expect(stats).toContainText(`${label}${sponsors.filter((sponsor) => sponsor.tier === tier).length}`);
    }
    await expect(page.getByRole('heading', { name: 'Global Site Sponsors' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Global Sponsors', exact: true })).toBeVisible();
    // Ten event cards a page: events not over yet, soonest first, then past ones, the latest first
    // (decisions 0096, 0110), as the event menu lists them.
    const events = soonestFirst(await adminApi.events(page), new Date());
    const cards = page.getByRole('button', { name: /^Edit Tier Names for / });
    await expect(cards).toHaveCount(Math.min(events.length, 10));
    for (const [index, event] of events.slice(0, 10).entries())
      await expect(cards.nth(index)).toHaveAccessibleName(`Edit Tier Names for ${event.title}`);
    if (events.length > 10)
      await expect(
        page.getByRole('navigation', { name: 'Event pages' }).getByRole('link', {
          name: String(Math.ceil(events.length / 10)),
        }),
      ).toBeVisible();
    await adminScreenshot(page, 'sponsors');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('add a sponsor, put it in a tier of an event, rename the tiers, make it global, edit and delete it @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const eventTitle = unique('Sponsor Test Congress');
    const event = await adminApi.createEvent(page, eventTitle);
    const name = unique('Lumen Dental Labs');
    // The event cards come ten a page: the admin opens the event's.
    await page.goto(`/admin/sponsors?eventId=${event.id}`);

    // Add New Sponsor: required fields, then saved with no event (the global sponsor pool).
    await page.getByRole('button', { name: 'Add New Sponsor' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Sponsor' });
    await expect(add.getByRole('combobox', { name: 'Sponsor tier' })).toHaveValue('silver');
    await add.getByRole('button', { name: 'Add Sponsor' }).click();
    await expect(add.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'Company name is required',
    );
    await expect(add.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Description is required',
    );
    await expect(add.getByRole('textbox', { name: 'Logo URL' })).toHaveAccessibleDescription('Logo is required');
    await add.getByRole('textbox', { name: 'Company name' }).fill(name);
    await add
      .getByRole('textbox', { name: 'Description' })
      .fill('Milled zirconia and e.max restorations with a five-day turnaround.');
    await add.getByRole('textbox', { name: 'Logo URL' }).fill('LUMEN');
    await add.getByRole('textbox', { name: 'Website' }).fill('https://lumen.example.com');
    await add.getByRole('textbox', { name: 'Telephone' }).fill('(555) 010-2233');
    await add.getByRole('textbox', { name: 'Instagram' }).fill('lumen');
    await add.getByRole('button', { name: 'Add Sponsor' }).click();
    await expect(add.getByRole('textbox', { name: 'Instagram' })).toHaveAccessibleDescription(
      "Instagram must be '@name' or a full URL",
    );
    await add.getByRole('textbox', { name: 'Instagram' }).fill('@lumenlabs');
    await add.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectToast(page, 'Success', 'Sponsor added successfully!');
    await expect(add).toBeHidden();
    await expect(page.getByRole('region', { name: 'Global Sponsors' }).getByRole('article', { name })).toBeVisible();

    // Select sponsors for the event's gold tier.
    const eventCard = page.getByRole('region', { name: eventTitle });
    await eventCard.getByRole('button', { name: `Add gold sponsors to ${eventTitle}` }).click();
    const picker = page.getByRole('dialog', { name: 'Add Sponsors to Gold Sponsors' });
    await expect(picker.getByRole('button', { name: 'Add Selected (0)' })).toBeDisabled();
    await picker.getByRole('textbox', { name: 'Search sponsors by name' }).fill('no sponsor is called this');
    await expect(picker.getByText('No available sponsors found')).toBeVisible();
    await picker.getByRole('textbox', { name: 'Search sponsors by name' }).fill(name);
    await picker.getByRole('checkbox', { name: new RegExp(name) }).check();
    await picker.getByRole('button', { name: 'Add Selected (1)' }).click();
    await expectToast(page, 'Success', `1 sponsor(s) added to gold tier for ${eventTitle}`);
    await expect(
      eventCard.getByRole('group', { name: `${eventTitle}: Gold Sponsors` }).getByRole('article', { name }),
    ).toBeVisible();
    const assigned = (await adminApi.sponsors(page)).find((sponsor) => sponsor.name === name)!;
    expect(assigned).toMatchObject({ eventId: event.id, tier: 'gold' });

    // Edit Sponsor Tier Names: three calls, and the card shows the new heading.
    await eventCard.getByRole('button', { name: `Edit Tier Names for ${eventTitle}` }).click();
    const names = page.getByRole('dialog', { name: 'Edit Sponsor Tier Names' });
    await expect(names.getByRole('textbox', { name: 'Gold tier name' })).toHaveValue('Gold Sponsors');
    await names.getByRole('textbox', { name: 'Gold tier name' }).fill('Gold Partners');
    await names.getByRole('button', { name: 'Save Tier Names' }).click();
    await expectToast(page, 'Success', 'Sponsor tier names updated successfully!');
    await expect(
      eventCard.getByRole('group', { name: `${eventTitle}: Gold Partners` }).getByRole('article', { name }),
    ).toBeVisible();
    const tiers = (await (await page.request.get(`/api/sponsor-tiers/${event.id}`)).json()) as SponsorTierNames;
    expect(tiers.names).toEqual({ platinum: 'Platinum Sponsors', gold: 'Gold Partners', silver: 'Silver Sponsors' });

    // Add Existing Sponsor to Global Site Sponsors.
    await page.getByRole('button', { name: 'Add Existing Sponsor' }).click();
    const globalPicker = page.getByRole('dialog', { name: 'Add Existing Sponsor to Global Site Sponsors' });
    await globalPicker.getByRole('combobox', { name: 'Filter by tier' }).selectOption('gold');
    await globalPicker.getByRole('textbox', { name: 'Search by name or description' }).fill('five-day turnaround');
    await globalPicker.getByRole('button', { name: `Add ${name} to global site sponsors` }).click();
    await expectToast(page, 'Success', 'Sponsor added to global site sponsors!');
    await expect(globalPicker.getByText('No available sponsors found')).toBeVisible();
    await globalPicker.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('region', { name: 'Global Site Sponsors' }).getByRole('article', { name }),
    ).toBeVisible();

    // Edit and delete buttons act.
    const anyCard = page.getByRole('region', { name: 'Global Site Sponsors' }).getByRole('article', { name });
    await anyCard.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
    await edit
      .getByRole('textbox', { name: 'Description' })
      .fill('Milled zirconia restorations, now with next-day shipping.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Sponsor updated successfully!');
    await expect(anyCard).toContainText('next-day shipping');

    // Delete moves the sponsor to the trash, after the password (admin-sponsor-placement.spec.ts restores one).
    await anyCard.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Sponsor Deletion' });
    await confirm.getByLabel('Enter your password to confirm:').fill(ADMIN_PASSWORD);
    await confirm.getByRole('button', { name: 'Move to Trash' }).click();
    await expectToast(page, 'Success', 'Sponsor moved to trash');
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });
});
