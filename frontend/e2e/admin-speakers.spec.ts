import type { Request } from '@playwright/test';
import {
  chooseEvent,
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

const FEATURED_SPEAKERS_LIMIT_MESSAGE =
  'You can only have 3 featured speakers per event. Please unfeature a speaker first.';

test.describe('admin speakers', () => {
  test('speakers are grouped by event, searchable, with event toggles and totals @screenshot @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/speakers', 'Manage Speakers');
    const speakers = await adminApi.speakers(page);
    const stats = page.getByRole('region', { name: 'Speaker statistics' });
    await expect(stats).toContainText(`Total Speakers${speakers.length}`);
    await expect(stats).toContainText(
      `Events with Speakers${new Set(speakers.map((speaker) => speaker.eventId)).size}`,
    );
    await adminScreenshot(page, 'speakers');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const someone = speakers[0];
    await page.getByRole('searchbox', { name: 'Search speakers by name or profession' }).fill(someone.name);
    await expect(page.getByRole('article', { name: someone.name })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(
      speakers.filter(
        (speaker) =>
          speaker.name.toLowerCase().includes(someone.name.toLowerCase()) ||
          speaker.profession.toLowerCase().includes(someone.name.toLowerCase()),
      ).length,
    );
    await page.getByRole('searchbox', { name: 'Search speakers by name or profession' }).fill('zzz no such speaker');
    await expect(page.getByRole('heading', { name: 'No Speakers Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();

    const events = await adminApi.events(page);
    const event = events.find((item) => item.id === someone.eventId)!;
    await chooseEvent(page, 'Filter by event', event);
    await expect(page.getByRole('article')).toHaveCount(
      speakers.filter((speaker) => speaker.eventId === event.id).length,
    );

    // Event-level switches: 'Social Visible' / 'Social Hidden', 'Abstracts Visible' / 'Abstracts Hidden'.
    const social = page.getByRole('switch', { name: `Social media visible for ${event.title}` });
    const wasVisible = !event.hideSocialMedia;
    await social.click();
    await expectToast(page, 'Success', 'Event social media visibility updated');
    await expect(page.getByText(wasVisible ? 'Social Hidden' : 'Social Visible')).toBeVisible();
    await social.click();
    await expect(page.getByText(wasVisible ? 'Social Visible' : 'Social Hidden')).toBeVisible();
  });

  test('add, edit and delete a speaker @desktop-only', async ({ page, adminProblems }) => {
    adminProblems.allow(/HTTP 403 .*\/trash$/);
    adminProblems.allow(/status of 403 \(Forbidden\)/);
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const eventTitle = unique('Speaker Test Symposium');
    const event = await adminApi.createEvent(page, eventTitle);
    const name = unique('Dr. Maya Lindqvist');

    await page.goto('/admin/speakers');
    await page.getByRole('link', { name: 'Add New Speaker' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Speaker' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Speaker' }).click();
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveAccessibleDescription('Event is required');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please provide a valid email address',
    );

    await chooseEvent(page, 'Event', event);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Email' }).fill('maya.lindqvist@example.org');
    await page.getByRole('textbox', { name: 'Profession' }).fill('Periodontist (DDS, MS)');
    await page.getByRole('textbox', { name: 'Specialty' }).fill('Soft Tissue Grafting');
    await page.getByRole('textbox', { name: 'Lecture title' }).fill('Connective Tissue Grafts Made Predictable');
    await page.getByRole('textbox', { name: 'Instagram URL' }).fill('not a url');
    await page.getByRole('button', { name: 'Add Speaker' }).click();
    await expect(page.getByRole('textbox', { name: 'Instagram URL' })).toHaveAccessibleDescription(
      'Please provide a valid Instagram URL',
    );
    await page.getByRole('textbox', { name: 'Instagram URL' }).fill('https://www.instagram.com/maya.perio');
    await page.getByRole('button', { name: 'Add Speaker' }).click();
    await expectToast(page, 'Success', 'Speaker added successfully');
    await expect(page).toHaveURL(`/admin/speakers?eventId=${event.id}`);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('list', { name: 'Social links set' })).toContainText('Instagram');

    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Speaker' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await page.getByRole('textbox', { name: 'Lecture title' }).fill('Grafting Around Implants');
    await page.getByRole('textbox', { name: 'Abstract' }).fill('How and when to graft soft tissue around implants.');
    await page.getByRole('textbox', { name: 'Course objectives' }).fill('Choose a graft\nHarvest safely\n\n');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Speaker updated successfully');
    await expect(page).toHaveURL(`/admin/speakers?eventId=${event.id}`);
    const saved = (await adminApi.speakers(page)).find((speaker) => speaker.name === name)!;
    expect(saved).toMatchObject({
      lectureTitle: 'Grafting Around Implants',
      abstract: 'How and when to graft soft tissue around implants.',
      objectives: ['Choose a graft', 'Harvest safely'],
    });

    // Delete: an empty password is refused in the browser and nothing is sent.
    const trashCalls: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/speakers/${saved.id}/trash`)) trashCalls.push(request);
    });
    await page
      .getByRole('article', { name })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete Speaker' });
    await dialog.getByRole('button', { name: 'Delete Speaker' }).click();
    await expectToast(page, 'Password Required', 'Please enter admin password to delete speaker');
    // The toast region is hidden from screen readers while the dialog is open; the dialog repeats it.
    await expect(dialog.getByRole('alert')).toHaveText(
      'Password Required: Please enter admin password to delete speaker',
    );
    expect(trashCalls).toHaveLength(0);
    await dialog.getByLabel('Admin password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Delete Speaker' }).click();
    await expectToast(page, 'Error', 'Failed to delete speaker or invalid password');
    await expect(dialog.getByRole('alert')).toHaveText('Error: Failed to delete speaker or invalid password');
    await dialog.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete Speaker' }).click();
    await expectToast(page, 'Success', 'Speaker moved to trash successfully');
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    await page.goto('/admin/trash');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: name })).toContainText('14 days left');
  });

  test('speaker switches, and the fourth featured speaker of an event is refused @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 409 .*\/api\/speakers\//);
    adminProblems.allow(/status of 409 \(Conflict\)/);
    await openAdmin(page, '/admin/speakers', 'Manage Speakers');
    const speakers = await adminApi.speakers(page);
    const byEvent = new Map<string, typeof speakers>();
    for (const speaker of speakers) byEvent.set(speaker.eventId, [...(byEvent.get(speaker.eventId) ?? []), speaker]);
    const group = [...byEvent.values()].find((list) => list.length >= 4)!;
    const changed: string[] = [];
    try {
      for (const speaker of group
        .filter((item) => !item.isFeatured)
        .slice(0, Math.max(0, 3 - group.filter((item) => item.isFeatured).length))) {
        await adminApi.patchSpeaker(page, speaker.id, { isFeatured: true });
        changed.push(speaker.id);
      }
      await page.reload();
      const fourth = group.find((item) => !item.isFeatured && !changed.includes(item.id))!;
      const card = page.getByRole('article', { name: fourth.name }).first();
      await card.getByRole('button', { name: `Feature ${fourth.name}` }).click();
      await expectToast(page, 'Maximum Reached', FEATURED_SPEAKERS_LIMIT_MESSAGE);
      await expect(card.getByRole('button', { name: `Feature ${fourth.name}` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      const social = card.getByRole('button', { name: `Social links of ${fourth.name} visible` });
      const before = await social.getAttribute('aria-pressed');
      await social.click();
      await expectToast(page, 'Success', 'Speaker social visibility updated');
      await expect(social).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
      await social.click();
      await expect(social).toHaveAttribute('aria-pressed', before ?? 'true');

      const abstract = card.getByRole('button', { name: `Abstract of ${fourth.name} visible` });
      await abstract.click();
      await expectToast(page, 'Success', 'Speaker abstract visibility updated');
      await abstract.click();
      await expectToast(page, 'Success', 'Speaker abstract visibility updated');
    } finally {
      for (const id of changed) await adminApi.patchSpeaker(page, id, { isFeatured: false });
    }
  });

  test('the edit screen of a demo speaker @screenshot @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const speaker =
      (await adminApi.speakers(page)).find((item) => item.abstract && item.image) ?? (await adminApi.speakers(page))[0];
    await page.goto(`/admin/speakers/edit/${speaker.id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(speaker.name);
    await adminScreenshot(page, 'speaker-edit');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
