import type { SiteSettings } from '@dental/contracts';
import { expect, seriousAxeViolations, test, waitForContent } from './support/fixtures';
import { ownClientAddress } from './support/client-address';

const REQUIRED_MESSAGES: Record<string, string> = {
  'Event Title': 'Event title is required',
  'Event Date': 'Event date is required',
  'Expected Attendees': 'Expected attendee count is required',
  City: 'City is required',
  'Venue & Location': 'Location is required',
  'Event Description': 'Description must be at least 10 characters',
  'Organization Name': 'Organization name is required',
  'Contact Email': 'Please provide a valid email address',
  'Contact Phone': 'Contact phone is required',
};

test.use({ extraHTTPHeaders: ownClientAddress('submit-event') });

test.describe('submit an event', () => {
  test('sending the empty form shows every required message under its field', async ({ page }) => {
    await page.goto('/submit-event');
    await waitForContent(page);
    await expect(page.getByRole('heading', { name: 'Event Submission Form' })).toBeVisible();
    for (const section of ['Event Information', 'Organization Information', 'Additional Information']) {
      await expect(page.getByRole('group', { name: section })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'What Happens Next?' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    for (const [label, message] of Object.entries(REQUIRED_MESSAGES)) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      await expect(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect(field, label).toHaveAccessibleDescription(message);
    }
    // Focus moves to the first field with a problem.
    await expect(page.getByRole('textbox', { name: 'Event Title', exact: true })).toBeFocused();
    // The honeypot is invisible to people and never in the tab order.
    await expect(page.locator('#website')).toHaveAttribute('tabindex', '-1');
  });

  test("a 'City, ST' city fills in the country, state and time zone, each still the organiser's to change", async ({
    page,
  }) => {
    await page.goto('/submit-event');
    await waitForContent(page);
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    const region = page.getByRole('combobox', { name: 'State or Province', exact: true });
    const zone = page.getByRole('combobox', { name: 'Time Zone', exact: true });
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Houston, TX');
    await expect(country).toHaveValue('US');
    await expect(region).toHaveValue('TX');
    await expect(zone).toHaveValue('America/Chicago');

    // A state chosen by hand brings its country and zone; a zone typed by hand stays.
    await region.selectOption('SK');
    await expect(country).toHaveValue('CA');
    await expect(zone).toHaveValue('America/Regina');
    await zone.fill('America/Edmonton');
    await region.selectOption('AB');
    await expect(zone).toHaveValue('America/Edmonton');
    // Once chosen, the state is not overwritten by the city.
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Dallas, TX');
    await expect(region).toHaveValue('AB');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a valid submission is thanked, with the support contacts and a way home @desktop-only', async ({ page }) => {
    await page.goto('/submit-event');
    await waitForContent(page);
    await page.getByRole('textbox', { name: 'Event Title', exact: true }).fill('Rocky Mountain Endodontic Update');
    await page.getByRole('combobox', { name: 'Event Type', exact: true }).selectOption('symposium');
    await page.getByRole('textbox', { name: 'Event Date', exact: true }).fill('September 17-18, 2027');
    await page.getByRole('textbox', { name: 'Expected Attendees', exact: true }).fill('150-200');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Denver');
    await page
      .getByRole('textbox', { name: 'Venue & Location', exact: true })
      .fill('Mile High Conference Center, Denver, CO');
    await page
      .getByRole('textbox', { name: 'Event Description', exact: true })
      .fill('Two days of endodontic lectures and hands-on microscope sessions.');
    await page.getByRole('textbox', { name: 'Registration URL', exact: true }).fill('https://example.org/register');
    await page
      .getByRole('textbox', { name: 'Organization Name', exact: true })
      .fill('Rocky Mountain Endodontic Society');
    await page.getByRole('textbox', { name: 'Contact Email', exact: true }).fill('events@example.org');
    await page.getByRole('textbox', { name: 'Contact Phone', exact: true }).fill('(555) 010-7788');

    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible();
    await expect(page.getByText(/within 2-3 business days/).first()).toBeVisible();
    await expect(page.getByText('Event Submitted Successfully!', { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Your event submission has been received. We'll review it and get back to you within 2-3 business days.",
        { exact: true },
      ),
    ).toBeVisible();

    const settings = (await (await page.request.get('/api/site-settings')).json()) as SiteSettings;
    await expect(page.getByRole('main').getByRole('link', { name: settings.contactEmail })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: settings.contactPhone })).toBeVisible();

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the server refuses, the form stays filled and shows what the server said @desktop-only', async ({
    page,
    pageProblems,
  }) => {
    pageProblems.allow(/\/api\/event-submissions/);
    let answer = {
      status: 400,
      body: { message: 'Validation failed', issues: [{ path: 'city', message: 'City must be under 100 characters' }] },
    };
    await page.route('**/api/event-submissions', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );

    await page.goto('/submit-event');
    await waitForContent(page);
    await page.getByRole('textbox', { name: 'Event Title', exact: true }).fill('Prairie Dental Forum');
    await page.getByRole('textbox', { name: 'Event Date', exact: true }).fill('2027-10-01');
    await page.getByRole('textbox', { name: 'Expected Attendees', exact: true }).fill('80');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Winnipeg');
    await page.getByRole('textbox', { name: 'Venue & Location', exact: true }).fill('RBC Convention Centre');
    await page
      .getByRole('textbox', { name: 'Event Description', exact: true })
      .fill('A one-day forum on restorative dentistry.');
    await page.getByRole('textbox', { name: 'Organization Name', exact: true }).fill('Prairie Dental Association');
    await page.getByRole('textbox', { name: 'Contact Email', exact: true }).fill('forum@example.org');
    await page.getByRole('textbox', { name: 'Contact Phone', exact: true }).fill('555-0101');

    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    await expect(page.getByText('Submission Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('There was an error submitting your event. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveAccessibleDescription(
      'City must be under 100 characters',
    );
    await expect(page.getByRole('textbox', { name: 'Event Title', exact: true })).toHaveValue('Prairie Dental Forum');

    answer = {
      status: 429,
      body: { message: 'Too many submissions from your address. Please try again later.', issues: [] },
    };
    await page.getByRole('button', { name: 'Submit Event for Review' }).click();
    await expect(
      page.getByText('Too many submissions from your address. Please try again later.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Contact Email', exact: true })).toHaveValue('forum@example.org');
  });
});
