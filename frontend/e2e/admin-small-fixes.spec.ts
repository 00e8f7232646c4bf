import { createRequire } from 'node:module';
import type { EventListing, EventSubmission } from '@dental/contracts';
import {
  adminApi,
  adminScreenshot,
  COURSE_DAY,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';
import { ownClientAddress } from './support/client-address';
import { localDay } from './support/days';

// The built contracts package is CommonJS: its named exports are reached through require.
const { eventDateExamples } = createRequire(import.meta.url)('@dental/contracts') as typeof import('@dental/contracts');
// The examples are in the coming March, so they never show a day that is over.
const example = eventDateExamples(new Date());
const DATE_HINT = `For example ${example.isoDay} or ${example.range}`;
const UNREADABLE_DATE_WARNING = `"Sometime next spring" cannot be read as a date: the site will show it as TBD and count it as a past event. Write it like ${example.isoDay} or ${example.range}.`;

test.use({ extraHTTPHeaders: ownClientAddress('admin-small-fixes') });

test.describe('admin small fixes', () => {
  test("a submission's card says its city once, a reject after someone else's review shows the server's reason, and 'Create as Hidden Draft' makes a hidden event whose preview says it is not public @screenshot @desktop-only", async ({
    page,
    request,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 409 .*\/api\/event-submissions\//);
    adminProblems.allow(/status of 409 \(Conflict\)/);
    // One public submission per run and screen (the public form allows only a few an hour from one network).
    const title = unique('Cascade Pediatric Sedation Day');
    const submitted = await request.post('/api/event-submissions', {
      data: {
        title,
        eventType: 'course',
        date: 'Sometime next spring',
        location: 'Harbor Hall, Portland, OR',
        city: 'Portland',
        description: 'A day of pediatric sedation cases for general dentists.',
        expectedAttendees: '40-60',
        organizationName: 'Cascade Pediatric Study Club',
        contactEmail: 'hello@cascade-peds.example.org',
        contactPhone: '(555) 010-4242',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { id } = (await submitted.json()) as { id: string };

    await openAdmin(page, '/admin/submissions', 'Event Submissions');
    const card = page.getByRole('article', { name: title });
    await expect(card.getByRole('listitem').filter({ hasText: 'Harbor Hall' })).toHaveText('Harbor Hall, Portland, OR');

    // Reviewed meanwhile in another tab: this tab's reject is refused, with the server's words.
    await card.getByRole('button', { name: `Review ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Event Submission' });
    await expect(dialog).toContainText(UNREADABLE_DATE_WARNING);
    expect(
      (
        await page.request.patch(`/api/event-submissions/${id}`, { data: { status: 'approved', reviewNotes: null } })
      ).status(),
    ).toBe(200);
    const again = await page.request.patch(`/api/event-submissions/${id}`, {
      data: { status: 'rejected', reviewNotes: null },
    });
    expect(again.status()).toBe(409);
    const reason = ((await again.json()) as { message: string }).message;
    expect(reason).not.toBe('');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Update Failed', reason);
    // The list is read again: the submission is no longer pending, so it leaves the Pending list, dialog and all.
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    await page
      .getByRole('region', { name: 'Filter by status' })
      .getByRole('button', { name: /^Approved/ })
      .click();
    const approved = page.getByRole('article', { name: title });
    await expect(approved.getByRole('button', { name: 'Create as Hidden Draft' })).toHaveAttribute(
      'title',
      'Create the event hidden, to check it before it goes public',
    );
    await approved.getByRole('button', { name: 'Create as Hidden Draft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create as Hidden Draft?' });
    await confirm.getByRole('button', { name: 'Create as Hidden Draft' }).click();
    await expectToast(page, 'Event Created!', /Created hidden, as a draft/);
    const createdDialog = page.getByRole('dialog', { name: 'Event Created!' });
    await expect(createdDialog).toContainText('hidden, as a draft');
    const stored = ((await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]).find(
      (item) => item.id === id,
    )!;
    const event = (await adminApi.events(page)).find((listed) => listed.id === stored.createdEventId) as EventListing;
    expect(event).toMatchObject({ title, isHidden: true });
    expect((await request.get(`/api/events/${event.id}`)).status()).toBe(404);

    await createdDialog.getByRole('link', { name: 'Edit Event' }).click();
    await expect(page.getByText('Hidden: only admins can see its page.')).toBeVisible();
    // The form says the organiser's date will read TBD.
    await expect(page.getByRole('textbox', { name: 'Date', exact: true })).toHaveAccessibleDescription(
      `${DATE_HINT} ${UNREADABLE_DATE_WARNING}`,
    );
    await page.getByRole('link', { name: 'Preview the event page' }).click();
    const banner = page.getByRole('note', { name: 'Preview' });
    await expect(banner).toContainText('Preview: this event is hidden and not public.');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await adminScreenshot(page, 'hidden-event-preview');
    // A reload (or the link opened in a new tab) still shows the preview to the admin.
    await page.reload();
    await expect(page.getByRole('note', { name: 'Preview' })).toContainText(
      'Preview: this event is hidden and not public.',
    );
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await banner.getByRole('link', { name: 'Edit event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  });

  test('the as-of view never says what was public at a time still to come @desktop-only', async ({ page }) => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await openAdmin(page, `/admin/audit/as-of?date=${localDay(tomorrow)}&time=12:00`, 'Events as of a Date');
    await expect(page.getByRole('status').filter({ hasText: 'has not come yet' })).toContainText(
      'This is the list as it is now.',
    );
    await expect(page.getByText(/events? (are|is) public now/)).toBeVisible();
    await expect(page.getByText(/were public|was public/)).toHaveCount(0);

    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    await page.goto(`/admin/audit/as-of?date=${localDay(yesterday)}&time=12:00`);
    await expect(page.getByText(/events? (were|was) public on/)).toBeVisible();
    await expect(page.getByText('has not come yet')).toHaveCount(0);
  });

  test('the event form warns under a date it cannot read, as the server reads it @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/events/new', 'Add New Event');
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await date.fill('Sometime next spring');
    await expect(page.getByText(UNREADABLE_DATE_WARNING)).toBeVisible();
    await expect(date).toHaveAccessibleDescription(`${DATE_HINT} ${UNREADABLE_DATE_WARNING}`);
    await date.fill('March 11-13, 2027');
    await expect(page.getByText(/cannot be read as a date/)).toHaveCount(0);
    await expect(date).toHaveAccessibleDescription(DATE_HINT);
  });

  test("the speaker cards' buttons carry a visible word and a tooltip; the agenda editor's session headers wrap on a phone", async ({
    page,
  }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Label Check Meeting'), {
      agenda: [
        {
          date: COURSE_DAY,
          sessions: [
            {
              time: '9:00 AM - 10:30 AM',
              title: 'Biologic Width and the Restorative Margin: A Periodontal Perspective',
              speakers: ['Dr. Ruth Amsel'],
            },
          ],
        },
      ],
    });
    const name = unique('Dr. Ruth Amsel');
    const added = await page.request.post('/api/speakers', {
      data: {
        eventId: event.id,
        name,
        profession: 'Periodontist',
        specialty: 'Crown Lengthening',
        lectureTitle: 'Biologic Width',
        email: 'ruth.amsel@example.org',
      },
    });
    expect(added.status()).toBe(201);

    // The screen pages its event groups: the admin finds the new speaker by name.
    await page.goto(`/admin/speakers?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Speakers' })).toBeVisible();
    const card = page.getByRole('article', { name });
    const expected: Array<[string, string, RegExp]> = [
      [`Edit ${name}`, 'Edit', /^Edit speaker$/],
      [`Delete ${name}`, 'Delete', /^Delete speaker/],
      [`Social links of ${name} visible`, 'Social', /^Social links visible/],
      [`Abstract of ${name} visible`, 'Abstract', /^Abstract visible/],
      [`Feature ${name}`, 'Feature', /^Not featured/],
    ];
    for (const [accessibleName, word, tooltip] of expected) {
      const control = card.getByRole(word === 'Edit' ? 'link' : 'button', { name: accessibleName, exact: true });
      await expect(control).toBeVisible();
      await expect(control).toHaveText(word);
      await expect(control).toHaveAttribute('title', tooltip);
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, `${word} inside the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
    }

    await page.goto(`/admin/events/${event.id}/edit`);
    const header = page
      .locator('#agenda-editor')
      .getByRole('button', { name: /Biologic Width and the Restorative Margin/ });
    await expect(header).toBeVisible();
    // The whole title is on screen: it wraps instead of being cut.
    const summary = header.getByText(
      '9:00 AM - 10:30 AM · Biologic Width and the Restorative Margin: A Periodontal Perspective',
      { exact: true },
    );
    await expect(summary).toBeVisible();
    const fits = () =>
      summary.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth + 1 && element.getBoundingClientRect().right <= window.innerWidth,
      );
    expect(await fits()).toBe(true);
    if ((page.viewportSize()?.width ?? 1280) < 768) {
      // The narrowest phones too.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(summary).toBeVisible();
      expect(await fits()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
    for (const label of ['Move up', 'Move down', 'Remove session'])
      await expect(page.locator('#agenda-editor').getByTitle(label, { exact: true }).first()).toBeVisible();
  });
});
