import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { EventListing, EventSubmission, EventSubmissionCreated, LiveEventCreated } from '@dental/contracts';
import { signInByApi } from './admin-fixtures';
import { expect, photograph, seriousAxeViolations, test, waitForContent } from './support/fixtures';
import { ownClientAddress } from './support/client-address';

const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const CE_FIELDS = ['format', 'audiences', 'topics', 'ceProvider', 'estimatedCeCredits'];
const APPROVAL_STATEMENT =
  'Rocky Mountain Endodontic Society. Nationally Approved PACE Program Provider for FAGD/MAGD credit. Approval does not imply acceptance by any regulatory authority or AGD endorsement. 1/1/2026 to 12/31/2029. Provider ID# 221999.';

test.use({ extraHTTPHeaders: ownClientAddress('submit-event-ce') });

/**
 * The public form takes 5 submissions an hour from one client; this file comes from its own
 * address (support/client-address.ts), and only one test here sends a real submission (on the
 * desktop run): the others answer the form's request in the browser after keeping what it sent,
 * which is all they need. That the server accepts a form without the CE section is shown by
 * submit-event.spec.ts, which sends one for real.
 */
async function answerSubmissionsInBrowser(page: Page): Promise<Array<Record<string, unknown>>> {
  const sent: Array<Record<string, unknown>> = [];
  await page.route('**/api/event-submissions', async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: `answered-in-browser-${sent.length}` }),
    });
  });
  return sent;
}

async function openForm(page: Page): Promise<void> {
  await page.goto('/submit-event');
  await waitForContent(page);
}

/** The spec's required fields, filled as an organiser would. */
async function fillRequiredFields(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Event Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Event Type', exact: true }).selectOption('course');
  await page.getByRole('textbox', { name: 'Event Date', exact: true }).fill('October 8-9, 2027');
  await page.getByRole('textbox', { name: 'Expected Attendees', exact: true }).fill('60-80');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Denver, CO');
  await page
    .getByRole('textbox', { name: 'Venue & Location', exact: true })
    .fill('Front Range Education Center, 1400 Glenarm Place');
  await page
    .getByRole('textbox', { name: 'Event Description', exact: true })
    .fill('Two days of endodontic lectures and hands-on microscope sessions.');
  await page.getByRole('textbox', { name: 'Organization Name', exact: true }).fill('Rocky Mountain Endodontic Society');
  await page.getByRole('textbox', { name: 'Contact Email', exact: true }).fill('courses@example.org');
  await page.getByRole('textbox', { name: 'Contact Phone', exact: true }).fill('(555) 010-4411');
}

const ceSection = (page: Page) => page.getByRole('group', { name: /^Continuing Education/ });

const EXPECTED_CE = {
  format: 'hybrid',
  audiences: ['dentist', 'hygienist'],
  topics: ['490', '690'],
  ceProvider: { name: 'Rocky Mountain Endodontic Society', approvalStatement: APPROVAL_STATEMENT },
  estimatedCeCredits: 7.5,
};

const BOARD_APPROVAL = { country: 'US', region: 'CO', number: 'CO-221', mandates: ['infection_control'] };

/** Fills the CE section with the choices EXPECTED_CE holds, by pointer. */
async function fillCeSection(page: Page): Promise<void> {
  const section = ceSection(page);
  await section.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Hybrid' });
  await section.getByRole('checkbox', { name: 'Dentists' }).check();
  await section.getByRole('checkbox', { name: 'Hygienists' }).check();
  await section.getByRole('checkbox', { name: '690 Implants' }).check();
  await section.getByRole('checkbox', { name: '490 Periodontics' }).check();
  await section.getByRole('textbox', { name: 'CE provider name' }).fill('Rocky Mountain Endodontic Society');
  await section.getByRole('textbox', { name: 'Approval statement' }).fill(APPROVAL_STATEMENT);
  await section.getByRole('spinbutton', { name: 'Estimated CE credits' }).fill('7.5');
}

test.describe('submit an event with continuing education', () => {
  test('the optional CE section follows the spec sections, checks like the server and sends the event field names @desktop-only', async ({
    page,
  }, testInfo) => {
    const title = `Front Range Endodontic Course ${testInfo.project.name} ${Date.now().toString(36)}`;
    const sent = await answerSubmissionsInBrowser(page);
    await openForm(page);
    const section = ceSection(page);
    await expect(section).toHaveAccessibleName('Continuing Education (optional)');
    // After the spec's sections, before the submit button.
    const order = await page.locator('form > fieldset > legend').allTextContents();
    expect(order).toEqual([
      'Event Information',
      'Organization Information',
      'Additional Information',
      'Continuing Education (optional)',
    ]);
    const submit = page.getByRole('button', { name: 'Submit Event for Review' });
    expect(
      await section.evaluate(
        (fieldset, button) => Boolean(fieldset.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING),
        await submit.elementHandle(),
      ),
    ).toBe(true);

    await fillRequiredFields(page, title);

    // An approval statement without a provider: the schema's message, under the provider's name, and nothing sent.
    await section.getByRole('textbox', { name: 'Approval statement' }).fill(APPROVAL_STATEMENT);
    await submit.click();
    const providerName = section.getByRole('textbox', { name: 'CE provider name' });
    await expect(providerName).toHaveAttribute('aria-invalid', 'true');
    await expect(providerName).toHaveAccessibleDescription('ceProvider.name is required');
    await expect(providerName).toBeFocused();
    await providerName.fill('Rocky Mountain Endodontic Society');
    await expect(providerName).not.toHaveAttribute('aria-invalid');

    await section.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Hybrid' });
    await section.getByRole('checkbox', { name: 'Dentists' }).check();
    await section.getByRole('checkbox', { name: 'Hygienists' }).check();

    // Subjects with the keyboard: narrow the list, Tab to the first match, Space to tick it.
    const filter = section.getByRole('searchbox', { name: 'Find a subject' });
    await filter.fill('implant');
    await filter.press('Enter'); // must not send the form (checked below: nothing is sent yet)
    await expect(section.getByRole('checkbox', { name: '490 Periodontics' })).toBeHidden();
    await filter.press('Tab');
    const implants = section.getByRole('checkbox', { name: '690 Implants' });
    await expect(implants).toBeFocused();
    await page.keyboard.press('Space');
    await expect(implants).toBeChecked();
    // A ticked subject stays ticked while the filter hides it.
    await filter.fill('perio');
    await expect(implants).toBeHidden();
    await filter.press('Tab');
    await expect(section.getByRole('checkbox', { name: '490 Periodontics' })).toBeFocused();
    await page.keyboard.press('Space');
    await filter.fill('');
    await expect(implants).toBeChecked();
    await expect(section.getByRole('checkbox', { name: '490 Periodontics' })).toBeChecked();
    await expect(section.getByText('Selected: 490 Periodontics, 690 Implants', { exact: true })).toBeVisible();

    // Credits off the quarter-hour steps get the schema's message.
    const credits = section.getByRole('spinbutton', { name: 'Estimated CE credits' });
    await credits.fill('7.3');
    await submit.click();
    await expect(credits).toHaveAttribute('aria-invalid', 'true');
    await expect(credits).toHaveAccessibleDescription('estimatedCeCredits must be in steps of 0.25 hours');
    await credits.fill('7.5');

    // A board approval row without the board's number: the schema's message under it, then the row is removed.
    const approvals = section.getByRole('group', { name: 'Board approvals' });
    await approvals.getByRole('button', { name: 'Add Board Approval' }).click();
    const row = approvals.getByRole('group', { name: 'Board approval 1' });
    await row.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Colorado' });
    await submit.click();
    const number = row.getByRole('textbox', { name: "Board's provider number" });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(
      "ceProvider.boardApprovals: number is the board's number for the provider",
    );
    await approvals.getByRole('button', { name: 'Remove Board approval 1' }).click();
    await expect(approvals).toContainText('No board approvals listed.');
    expect(sent, 'nothing is sent while the form has a problem').toEqual([]);

    await submit.click();
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title, ...EXPECTED_CE });
    expect(sent[0].ceProvider).toEqual(EXPECTED_CE.ceProvider);
  });

  test('left empty, the CE section sends none of its fields and the submission is thanked @desktop-only', async ({
    page,
  }, testInfo) => {
    const sent = await answerSubmissionsInBrowser(page);
    await openForm(page);
    await fillRequiredFields(page, `Front Range Course without CE ${testInfo.project.name} ${Date.now().toString(36)}`);
    // Typed and wiped again: blank text counts as empty.
    await ceSection(page).getByRole('textbox', { name: 'CE provider name' }).fill('   ');
    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]).filter((field) => CE_FIELDS.includes(field))).toEqual([]);
    expect(sent[0]).toMatchObject({
      organizationName: 'Rocky Mountain Endodontic Society',
      contactPhone: '(555) 010-4411',
    });
  });

  // The one real submission of this file (see answerSubmissionsInBrowser), sent once per run: the server's part does not depend on the screen.
  test('an approved submission becomes a live event with the same CE details @desktop-only', async ({ page }) => {
    const title = `Front Range Endodontic Course ${Date.now().toString(36)}`;
    await openForm(page);
    await fillRequiredFields(page, title);
    await fillCeSection(page);
    // The provider's board approval, in the rows of the admin's event form.
    const approvals = ceSection(page).getByRole('group', { name: 'Board approvals' });
    await approvals.getByRole('button', { name: 'Add Board Approval' }).click();
    const row = approvals.getByRole('group', { name: 'Board approval 1' });
    await expect(row.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await row.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Colorado' });
    await row.getByRole('textbox', { name: "Board's provider number" }).fill('CO-221');
    await row.getByRole('checkbox', { name: 'Infection control' }).check();
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/event-submissions'),
    );
    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    const created = (await response.json()) as EventSubmissionCreated;
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible();

    await signInByApi(page);
    const submission = await page.request.get(`/api/event-submissions/${created.id}`);
    expect(submission.ok()).toBeTruthy();
    const withApproval = {
      ...EXPECTED_CE,
      ceProvider: { ...EXPECTED_CE.ceProvider, boardApprovals: [BOARD_APPROVAL] },
    };
    expect((await submission.json()) as EventSubmission).toMatchObject({ title, status: 'pending', ...withApproval });
    const approved = await page.request.patch(`/api/event-submissions/${created.id}`, {
      data: { status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBeTruthy();
    const live = await page.request.post(`/api/event-submissions/${created.id}/create-event`);
    expect(live.status(), await live.text()).toBe(201);
    const { eventId } = (await live.json()) as LiveEventCreated;
    const event = await page.request.get(`/api/events/${eventId}`);
    expect(event.ok()).toBeTruthy();
    const listing = (await event.json()) as EventListing;
    expect(listing).toMatchObject({ title, ...withApproval });
    expect(listing.ceProvider).toEqual(withApproval.ceProvider);
    // The event page names the board that registered the provider.
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('region', { name: 'Continuing Education' })).toContainText(
      'Board approval: Colorado, United States: no. CO-221, for Infection control',
    );
  });

  test('the CE section fits every width from 360 to 1280 px @desktop-only', async ({ page }, testInfo) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await openForm(page);
    const section = ceSection(page);
    // A realistic state: some choices made, and the provider message showing.
    await section.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'In person' });
    await section.getByRole('checkbox', { name: 'Dental assistants' }).check();
    await section.getByRole('checkbox', { name: '780 Esthetics/Cosmetic Dentistry' }).check();
    await section.getByRole('checkbox', { name: '730 Oral Medicine, Oral Diagnosis, Oral Pathology' }).check();
    await section.getByRole('textbox', { name: 'Approval statement' }).fill(APPROVAL_STATEMENT);
    const approvals = section.getByRole('group', { name: 'Board approvals' });
    await approvals.getByRole('button', { name: 'Add Board Approval' }).click();
    const row = approvals.getByRole('group', { name: 'Board approval 1' });
    await row.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await row.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Ontario' });
    await row.getByRole('textbox', { name: "Board's provider number" }).fill('RCDSO-4412');
    await row.getByRole('checkbox', { name: 'Infection control' }).check();
    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    await expect(section.getByRole('textbox', { name: 'CE provider name' })).toHaveAccessibleDescription(
      'ceProvider.name is required',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    for (const width of [360, 390, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width}px`,
      ).toBeLessThanOrEqual(width);
      // Every control and label of the section lies inside the viewport and inside the section.
      const outside = await section.evaluate((fieldset, viewportWidth) => {
        const box = fieldset.getBoundingClientRect();
        return Array.from(
          fieldset.querySelectorAll('input:not([type=checkbox]), select, textarea, label, legend, p:not(.sr-only)'),
        )
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => ({ element, rect: element.getBoundingClientRect() }))
          .filter(
            ({ rect }) => rect.left < Math.max(0, box.left) - 1 || rect.right > Math.min(viewportWidth, box.right) + 1,
          )
          .map(
            ({ element }) =>
              element.textContent?.trim().slice(0, 40) || element.getAttribute('name') || element.tagName,
          );
      }, width);
      expect(outside, `boxes past the edge at ${width}px`).toEqual([]);
      // Subject names are not cut: each label is as wide as its text needs.
      const clipped = await section
        .locator('label:has(input[name=topics])')
        .evaluateAll((labels) =>
          labels
            .filter((label) => label.getClientRects().length > 0 && label.scrollWidth > label.clientWidth + 1)
            .map((label) => label.textContent),
        );
      expect(clipped, `subject names cut at ${width}px`).toEqual([]);
      // A clip of the full page taken from the top, so the sticky header stays up there instead of over the section.
      const box = await section.evaluate((fieldset) => {
        const rect = fieldset.getBoundingClientRect();
        const inPage = {
          x: rect.left + window.scrollX,
          y: rect.top + window.scrollY,
          width: rect.width,
          height: rect.height,
        };
        window.scrollTo(0, 0);
        return inPage;
      });
      const margin = 12;
      await photograph(page, {
        path: resolve(SCREENSHOTS, `submit-event-ce-${width}-${testInfo.project.name}.png`),
        fullPage: true,
        clip: {
          x: Math.max(0, box.x - margin),
          y: box.y - margin,
          width: Math.min(width, box.width + 2 * margin),
          height: box.height + 2 * margin,
        },
        animations: 'disabled',
        scale: 'css',
      });
    }
  });
});
