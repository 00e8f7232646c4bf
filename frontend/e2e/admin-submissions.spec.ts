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
    // Three axe runs (the list, the review dialog, the confirmation) and a whole review.
    test.slow();
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
        format: 'hybrid',
        audiences: ['dentist', 'assistant'],
        topics: ['340'],
        ceProvider: {
          name: 'Tidewater Dental Society',
          approvalStatement: 'An ADA CERP Recognized Provider.',
          boardApprovals: [{ country: 'US', region: 'VA', number: 'VA-0117', mandates: ['opioids'] }],
        },
        estimatedCeCredits: 6.5,
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
    // Every field the organiser sent, the CE section included, in a valid description list.
    const detail = (label: string) =>
      dialog.locator('dt', { hasText: new RegExp(`^${label}$`, 'i') }).locator('xpath=following-sibling::dd[1]');
    await expect(detail('State or province')).toHaveText('Virginia (VA), United States');
    await expect(detail('Time zone')).toHaveText('America/New_York');
    await expect(detail('Format')).toHaveText('Hybrid');
    await expect(detail('Audiences')).toHaveText('Dentists, Dental assistants');
    await expect(detail('Subjects')).toContainText('340');
    await expect(detail('CE provider')).toHaveText('Tidewater Dental Society');
    await expect(detail('Approval statement')).toHaveText('An ADA CERP Recognized Provider.');
    await expect(detail('Board approvals')).toHaveText('Virginia, United States: no. VA-0117, for Opioid prescribing');
    await expect(detail('Estimated CE credits')).toHaveText('6.5 hours');
    await expect(detail('Image URL')).toHaveText('Not given');
    expect(
      await dialog
        .locator('dl')
        .evaluateAll(
          (lists) =>
            lists.flatMap((list) =>
              [...list.children].filter(
                (child) =>
                  child.tagName !== 'DIV' || [...child.children].map((part) => part.tagName).join(' ') !== 'DT DD',
              ),
            ).length,
        ),
    ).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
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
    // Create Live Event asks first; Cancel creates nothing.
    await approved.getByRole('button', { name: 'Create Live Event' }).click();
    const confirm = page.getByRole('dialog', { name: 'Create Live Event?' });
    await expect(confirm).toContainText('shown to the public at once');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(
      ((await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]).find(
        (item) => item.title === title,
      ),
    ).toMatchObject({ eventCreated: false });

    await approved.getByRole('button', { name: 'Create Live Event' }).click();
    await confirm.getByRole('button', { name: 'Create Live Event' }).click();
    await expectToast(page, 'Event Created!', /registration URL/);
    const created = page.getByRole('dialog', { name: 'Event Created!' });
    const stored = ((await (await page.request.get('/api/event-submissions')).json()) as EventSubmission[]).find(
      (item) => item.title === title,
    )!;
    expect(stored).toMatchObject({
      status: 'approved',
      reviewedBy: 'Admin',
      reviewNotes: 'Good fit for the spring calendar.',
      eventCreated: true,
    });
    const eventId = stored.createdEventId!;
    await expect(created.getByRole('link', { name: 'View Event' })).toHaveAttribute('href', `/events/${eventId}`);
    await expect(created.getByRole('link', { name: 'Edit Event' })).toHaveAttribute(
      'href',
      `/admin/events/${eventId}/edit`,
    );
    await created.getByRole('button', { name: 'Close' }).click();

    // The card says it is done and links to the event, never showing a bare id.
    await expect(approved.getByRole('button', { name: 'Event Created' })).toBeDisabled();
    await expect(approved.getByRole('button', { name: 'Create Live Event' })).toHaveCount(0);
    await expect(approved).not.toContainText(eventId);
    await expect(approved.getByRole('link', { name: 'Edit Event' })).toHaveAttribute(
      'href',
      `/admin/events/${eventId}/edit`,
    );
    expect((await adminApi.events(page)).find((event) => event.id === eventId)).toMatchObject({
      city: 'Norfolk',
      country: 'US',
      region: 'VA',
      timezone: 'America/New_York',
      // The provider's board approvals are carried to the live event.
      ceProvider: { boardApprovals: [{ country: 'US', region: 'VA', number: 'VA-0117', mandates: ['opioids'] }] },
    });
    await approved.getByRole('link', { name: 'View Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Harbor Conference Center, Norfolk, VA')).toBeVisible();
    await page.goBack();

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
