import type { EventSubmission } from '@dental/contracts';
import {
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
  unique,
} from './admin-fixtures';
import { ownClientAddress } from './support/client-address';

test.use({ extraHTTPHeaders: ownClientAddress('admin-submissions') });

test.describe('admin submissions', () => {
  test('review a submission, create the live event, and reject another @screenshot @desktop-only', async ({
    page,
    request,
  }) => {
    // One public submission per run (the public form allows only a few an hour from one network).
    const title = unique('Tidewater Sedation Course');
    const submitted = await request.post('/api/event-submissions', {
      data: {
        title,
        eventType: 'course',
        date: 'November 4, 2027',
        location: 'Harbor Conference Center, Norfolk, VA',
        city: 'Norfolk',
        description: 'A one-day course on oral and IV sedation for general dentists.',
        expectedAttendees: '60-80',
        organizationName: 'Tidewater Dental Society',
        contactEmail: 'courses@tidewater.example.org',
        contactPhone: '(555) 010-6161',
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);

    await openAdmin(page, '/admin/submissions', 'Event Submissions');
    const filters = page.getByRole('region', { name: 'Filter by status' });
    await expect(filters.getByRole('button', { name: /^Pending/ })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('article', { name: title });
    await expect(card).toContainText('Pending');
    await expect(card).toContainText(/Submitted [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    await adminScreenshot(page, 'submissions');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('button', { name: `Review ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Event Submission' });
    await expect(dialog).toContainText('Tidewater Dental Society');
    await expect(dialog).toContainText('courses@tidewater.example.org');
    await dialog.getByRole('textbox', { name: 'Review notes' }).fill('Good fit for the spring calendar.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Submission Updated');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);

    await filters.getByRole('button', { name: /^Approved/ }).click();
    const approved = page.getByRole('article', { name: title });
    await expect(approved).toContainText('Approved');
    await expect(approved).toContainText('Notes: Good fit for the spring calendar.');
    await expect(approved).toContainText('by Admin');
    await approved.getByRole('button', { name: 'Create Live Event' }).click();
    await expectToast(page, 'Event Created!', /registration URL/);
    const createdControl = approved.getByRole('button', { name: /^Event Created \(ID: / });
    await expect(createdControl).toBeDisabled();
    await expect(approved.getByRole('button', { name: 'Create Live Event' })).toHaveCount(0);

    const stored = ((await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]).find(
      (item) => item.title === title,
    )!;
    expect(stored).toMatchObject({
      status: 'approved',
      reviewedBy: 'Admin',
      reviewNotes: 'Good fit for the spring calendar.',
      eventCreated: true,
    });
    await expect(createdControl).toHaveText(`Event Created (ID: ${stored.createdEventId})`);
    expect((await adminApi.events(page)).some((event) => event.id === stored.createdEventId)).toBe(true);

    // Reject: the demo data's pending submission when it is still pending; a decided one offers no decision.
    const all = (await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[];
    const pending = all.find((item) => item.status === 'pending');
    if (pending) {
      await filters.getByRole('button', { name: /^Pending/ }).click();
      await page
        .getByRole('article', { name: pending.title })
        .getByRole('button', { name: `Review ${pending.title}` })
        .click();
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await expectToast(page, 'Submission Updated');
      await filters.getByRole('button', { name: /^Rejected/ }).click();
      await expect(page.getByRole('article', { name: pending.title })).toContainText('Rejected');
    }
    await filters.getByRole('button', { name: /^Rejected/ }).click();
    const rejected = page.getByRole('article').first();
    await expect(rejected).toContainText('Rejected');
    await rejected.getByRole('button', { name: /^View Details/ }).click();
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await filters.getByRole('button', { name: /^Total/ }).click();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(
      ((await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]).length,
    );
    const stillPending = (
      (await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]
    ).filter((item) => item.status === 'pending');
    if (stillPending.length === 0) {
      await filters.getByRole('button', { name: /^Pending/ }).click();
      await expect(page.getByRole('heading', { name: 'No Submissions Found' })).toBeVisible();
    }
  });
});
