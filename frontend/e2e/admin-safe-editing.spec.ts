import type { Page } from '@playwright/test';
import type { Speaker } from '@dental/contracts';
import { adminApi, expect, expectToast, openAdmin, signInByApi, test, unique } from './admin-fixtures';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

/** A speaker on `eventId` through the API. */
async function addSpeaker(page: Page, eventId: string, name: string): Promise<Speaker> {
  const response = await page.request.post('/api/speakers', {
    data: {
      eventId,
      name,
      profession: 'Prosthodontist',
      specialty: 'Digital Dentures',
      lectureTitle: 'Dentures from the Scanner',
      email: 'safe.editing@example.org',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Speaker;
}

test.describe('admin safe editing @desktop-only', () => {
  test('leaving an edited event form asks first; Stay keeps the typing, Leave goes; an unchanged form lets go at once', async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Safe Editing Symposium');
    const event = await adminApi.createEvent(page, title);

    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    // Untouched: Cancel leaves without a question.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(leaveDialog(page)).toHaveCount(0);

    // Back to the form within the app (the router asks on in-app moves; a new document has its own history).
    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Location' }).fill('Moved to the Riverside Hall, Portland, ME');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await expect(leaveDialog(page)).toContainText('The changes you made on this form have not been saved.');
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(leaveDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/edit$`));
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(
      'Moved to the Riverside Hall, Portland, ME',
    );

    // The browser's history buttons are navigations like any other (Forward, to the list this form came back from).
    await page.goForward();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    expect((await adminApi.events(page)).find((listed) => listed.id === event.id)?.location).toBe(
      'Harbor Convention Hall, Portland, ME',
    );
  });

  test('closing the tab over unsaved changes gets the browser prompt; saving leaves without one', async ({ page }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Unload Prompt Course'));
    await page.goto(`/admin/events/${event.id}/edit`);
    // Typed into the form once it holds the event, so loading it does not put the old value back.
    const location = page.getByRole('textbox', { name: 'Location' });
    await expect(location).toHaveValue(event.location);
    await location.fill('The Annex, Portland, ME');
    // The prompt's handler is set by an effect after the render that sees the change: on a busy
    // machine the tab could be closed before it, and closed without asking.
    await expect
      .poll(() => page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }))))
      .toBe(true);

    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    // A save goes on to the list without asking.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(leaveDialog(page)).toHaveCount(0);
    expect((await adminApi.events(page)).find((listed) => listed.id === event.id)?.location).toBe(
      'The Annex, Portland, ME',
    );
  });

  test('the create forms ask too', async ({ page }) => {
    await openAdmin(page, '/admin/events/new', 'Add New Event');
    await page.getByRole('textbox', { name: 'Title' }).fill('A course never saved');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);

    await page.goto('/admin/speakers/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Speaker' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill('Dr. Never Saved');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dr. Never Saved');
  });

  test("undo in an event's history over unsaved edits says they will be lost, then reloads the form with the undone values", async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Undo Reload Forum');
    const event = await adminApi.createEvent(page, title);
    await adminApi.patchEvent(page, event.id, { title: `${title} Renamed` });

    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(`${title} Renamed`);
    const history = page.getByRole('region', { name: 'History' });
    const undoRename = history.getByRole('button', { name: /^Undo:/ }).first();

    // Without unsaved edits the confirmation has no warning.
    await undoRename.click();
    const confirm = page.getByRole('dialog', { name: 'Undo this change?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByText(/unsaved changes/)).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('textbox', { name: 'Location' }).fill('Typed but never saved');
    await undoRename.click();
    await expect(confirm.getByRole('alert').filter({ hasText: 'unsaved' })).toHaveText(
      'You have unsaved changes in the form above. Undoing reloads the form with the values after the undo, and your unsaved changes are lost.',
    );
    await confirm.getByRole('button', { name: 'Undo Change' }).click();
    await expectToast(page, 'Change undone');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Harbor Convention Hall, Portland, ME');
    expect((await adminApi.events(page)).find((listed) => listed.id === event.id)?.title).toBe(title);

    // The reloaded form is unchanged: leaving does not ask.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(leaveDialog(page)).toHaveCount(0);
  });

  test("the speaker form asks before leaving, and its history's undo warns and reloads it", async ({ page }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Speaker Undo Summit'));
    const name = unique('Dr. Ilse Marchetti');
    const speaker = await addSpeaker(page, event.id, name);
    await adminApi.patchSpeaker(page, speaker.id, { lectureTitle: 'Dentures in One Visit' });

    await page.goto(`/admin/speakers/edit/${speaker.id}`);
    await expect(page.getByRole('textbox', { name: 'Lecture title' })).toHaveValue('Dentures in One Visit');
    await page.getByRole('textbox', { name: 'Specialty' }).fill('Typed but never saved');
    await page.getByRole('link', { name: 'Speakers', exact: true }).first().click();
    await expect(leaveDialog(page)).toBeVisible();
    await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();

    await page
      .getByRole('region', { name: 'History' })
      .getByRole('button', { name: /^Undo:/ })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: 'Undo this change?' });
    await expect(confirm.getByRole('alert').filter({ hasText: 'unsaved' })).toContainText(
      'your unsaved changes are lost',
    );
    await confirm.getByRole('button', { name: 'Undo Change' }).click();
    await expectToast(page, 'Change undone');
    await expect(page.getByRole('textbox', { name: 'Lecture title' })).toHaveValue('Dentures from the Scanner');
    await expect(page.getByRole('textbox', { name: 'Specialty' })).toHaveValue('Digital Dentures');
  });
});
