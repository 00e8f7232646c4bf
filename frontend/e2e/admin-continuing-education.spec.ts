import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import type { EventListing, Speaker } from '@dental/contracts';
import {
  adminApi,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
  waitForAdminContent,
} from './admin-fixtures';
import { photograph } from './support/fixtures';

/** What the one-click button writes (the contracts' NO_RELEVANT_RELATIONSHIPS), as a visitor will read it. */
const NO_RELEVANT_RELATIONSHIPS = 'No relevant financial relationships to disclose.';

/** Pictures of the CE part of the edit form and of the agenda editor, per width, for a person to look at. */
const SHOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
const WIDTHS = [360, 390, 800, 1024, 1280];

const APPROVAL =
  'Texas Dental Institute is designated as an Approved PACE Program Provider by the Academy of General Dentistry. The formal continuing education programs of this program provider are accepted by AGD for Fellowship, Mastership and membership maintenance credit.';

/**
 * An agenda with the shapes credits hide in: a workshop parent holding three concurrent hands-on
 * workshops, two lectures, and a corporate forum with a nested session. No session states credits.
 */
const AGENDA = [
  {
    date: '2027-10-14',
    sessions: [
      {
        time: '9:00 AM',
        title: 'Bone Grafting and Sinus Augmentation: Concurrent Hands-on Workshops for the Implant Team',
        sessions: [
          { title: 'Suturing Techniques Workshop', speaker: 'Dr. Ana Ruiz' },
          { title: 'Socket Grafting Workshop', speaker: 'Dr. Ben Cole' },
          { title: 'Guided Surgery Workshop', speaker: 'Dr. Lee Park' },
        ],
      },
      { time: '1:00 PM', title: 'Implant Treatment Planning', speaker: 'Dr. Ana Ruiz' },
      { time: '3:00 PM', title: 'Restoring the Implant', speaker: 'Dr. Ben Cole' },
      {
        time: '5:00 PM',
        title: 'Industry Forum',
        type: 'corporate_forum',
        sessions: [{ time: '5:00 PM', title: 'Intraoral Scanners Compared' }],
      },
    ],
  },
];

const createCourse = (page: Page, title: string, extra: Record<string, unknown> = {}) =>
  adminApi.createEvent(page, title, {
    date: 'October 14-15, 2027',
    city: 'Austin, TX',
    location: 'Hill Country Conference Center',
    agenda: AGENDA,
    ...extra,
  });

async function readEvent(page: Page, id: string): Promise<EventListing> {
  const response = await page.request.get(`/api/events/${id}`);
  expect(response.ok(), `GET /api/events/${id}`).toBeTruthy();
  return (await response.json()) as EventListing;
}

/** A session of the agenda editor by its place ('Day 1, session 2, nested session 1'), opened. */
async function openSession(page: Page, label: string): Promise<Locator> {
  const session = page.getByRole('group', { name: label, exact: true });
  // The editor may still be drawing its agenda: wait for the session's toggle, open or shut, before reading its state.
  await expect(session.getByRole('button', { name: new RegExp(`\\(${label}, (expand|collapse)\\)$`) })).toBeVisible();
  const toggle = session.getByRole('button', { name: new RegExp(`\\(${label}, expand\\)$`) });
  if ((await toggle.count()) > 0) await toggle.click();
  await expect(session.getByRole('button', { name: new RegExp(`\\(${label}, collapse\\)$`) })).toBeVisible();
  return session;
}

async function setCredits(session: Locator, credits: string, type: 'lecture' | 'participation'): Promise<void> {
  const ce = session.getByRole('group', { name: 'Continuing education' }).first();
  await ce.getByRole('spinbutton', { name: 'CE credits' }).fill(credits);
  await ce.getByRole('combobox', { name: 'Lecture or participation' }).selectOption(type);
}

const runningTotal = (page: Page) => page.getByRole('status').filter({ hasText: /CE credit/ });

test.describe('admin continuing-education editing', () => {
  test("an admin records an event's CE data and agenda credits; the API, the list and the history show them @desktop-only", async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Hill Country Implant Course');
    const event = await createCourse(page, title);
    expect(event).toMatchObject({
      startDate: '2027-10-14',
      endDate: '2027-10-15',
      country: 'US',
      region: 'TX',
      ceCredits: null,
    });

    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await waitForAdminContent(page);
    const ce = page.getByRole('region', { name: 'Continuing Education' });

    // The days are read from the date text: shown, not typed in.
    const start = ce.getByLabel('Start date');
    await expect(start).toHaveValue('2027-10-14');
    await expect(start).not.toBeEditable();
    await expect(ce.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(/^Read from the date text/);
    // The state read from the city 'Austin, TX' fills the place.
    await expect(ce.getByRole('combobox', { name: 'State or province' })).toHaveValue('TX');
    await expect(ce.getByRole('combobox', { name: 'Country' })).toHaveValue('US');

    await ce.getByRole('radio', { name: 'Hybrid' }).check();
    await ce.getByRole('checkbox', { name: 'Dentists' }).check();
    await ce.getByRole('checkbox', { name: 'Hygienists' }).check();
    await ce.getByRole('checkbox', { name: '690 Implants' }).check();
    await ce.getByRole('textbox', { name: 'Provider name' }).fill('Texas Dental Institute');
    await ce.getByRole('textbox', { name: 'AGD PACE provider ID' }).fill('218562');
    await ce.getByRole('textbox', { name: 'Approval statement' }).fill(APPROVAL);
    await ce.getByRole('combobox', { name: 'Time zone' }).fill('America/Chicago');
    await ce.getByRole('button', { name: 'Add Fee' }).click();
    await ce.getByRole('textbox', { name: 'Fee 1 label' }).fill('Dentist');
    await ce.getByRole('spinbutton', { name: 'Fee 1 amount' }).fill('895');
    await expect(ce.getByRole('combobox', { name: 'Fee 1 currency' })).toHaveValue('USD');
    await ce
      .getByRole('textbox', { name: 'Commercial support' })
      .fill('Educational grant from Lone Star Implant Systems');

    // The running total follows every keystroke, worked out as the server will.
    await expect(runningTotal(page)).toHaveText('No CE credits in the agenda yet');
    const workshops = await openSession(page, 'Day 1, session 1');
    await expect(workshops.getByRole('button', { name: /\(Day 1, session 1, collapse\)$/ })).toContainText(
      'Concurrent Hands-on Workshops for the Implant Team',
    );
    for (const [index, expected] of [
      [1, 'Up to 3 CE credits · 3 participation'],
      [2, 'Up to 3 CE credits · 3 participation'],
      [3, 'Up to 3 CE credits · 3 participation'],
    ] as const) {
      await setCredits(await openSession(page, `Day 1, session 1, nested session ${index}`), '3', 'participation');
      // Concurrent workshops count once: a person attends one of them.
      await expect(runningTotal(page)).toHaveText(expected);
    }
    const planning = await openSession(page, 'Day 1, session 2');
    await setCredits(planning, '1.5', 'lecture');
    await expect(runningTotal(page)).toHaveText('Up to 4.5 CE credits · 1.5 lecture · 3 participation');
    await planning
      .getByRole('textbox', { name: 'Learning objectives' })
      .fill('Plan implant placement from a CBCT scan\nChoose between immediate and delayed loading');
    const subjects = planning.locator('summary').filter({ hasText: /^Subjects/ });
    await subjects.click();
    await planning.getByRole('checkbox', { name: '690 Implants' }).check();
    await expect(subjects).toHaveText('Subjects: 690 Implants');
    await setCredits(await openSession(page, 'Day 1, session 3'), '1.5', 'lecture');
    await expect(runningTotal(page)).toHaveText('Up to 6 CE credits · 3 lecture · 3 participation');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('article', { name: title })).toContainText('Up to 6 CE credits');

    const saved = await readEvent(page, event.id);
    expect(saved).toMatchObject({
      format: 'hybrid',
      audiences: ['dentist', 'hygienist'],
      topics: ['690'],
      ceProvider: { name: 'Texas Dental Institute', agdPaceProviderId: '218562', approvalStatement: APPROVAL },
      fees: [{ label: 'Dentist', amount: 895, currency: 'USD' }],
      timezone: 'America/Chicago',
      commercialSupport: 'Educational grant from Lone Star Implant Systems',
      startDate: '2027-10-14',
      region: 'TX',
      ceCredits: { max: 6, lecture: 3, participation: 3 },
    });
    const [day] = saved.agenda as unknown as Array<{
      sessions: Array<Record<string, unknown> & { sessions?: Array<Record<string, unknown>> }>;
    }>;
    expect(day.sessions[0].sessions?.map((session) => [session.ceCredits, session.creditType])).toEqual([
      [3, 'participation'],
      [3, 'participation'],
      [3, 'participation'],
    ]);
    expect(day.sessions[1]).toEqual({
      time: '1:00 PM',
      title: 'Implant Treatment Planning',
      speaker: 'Dr. Ana Ruiz',
      ceCredits: 1.5,
      creditType: 'lecture',
      topics: ['690'],
      objectives: ['Plan implant placement from a CBCT scan', 'Choose between immediate and delayed loading'],
    });
    // Sessions nobody gave credits stay without them.
    expect(day.sessions[3]).not.toHaveProperty('ceCredits');

    // The history says what changed in words.
    await page.goto(`/admin/events/${event.id}/edit`);
    await waitForAdminContent(page);
    const history = page.getByRole('region', { name: 'History' });
    const edit = history
      .getByRole('listitem')
      .filter({ hasText: /edited the/ })
      .first();
    const more = edit.getByText(/^Show \d+ more fields?$/);
    if ((await more.count()) > 0) await more.click();
    await expect(edit.locator('dt', { hasText: /^Format$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /In person.*Hybrid/,
    );
    await expect(edit.locator('dt', { hasText: /^Audiences$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /Dentists, Hygienists/,
    );
    await expect(edit.locator('dt', { hasText: /^Fees$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /\$895 Dentist/,
    );
    await expect(edit.locator('dt', { hasText: /^CE provider$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      /Texas Dental Institute/,
    );

    // Saved again untouched, nothing is sent that the server would refuse or record.
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    expect(patches).toEqual([]);
  });

  test('an admin gives sessions their minutes, delivery and mandates and the provider its board approvals; the public event carries them @desktop-only', async ({
    page,
  }) => {
    // Two sessions and three approval rows filled in one form, then read back signed out.
    test.slow();
    await signInByApi(page);
    const title = unique('Capitol Infection Control Day');
    const event = await createCourse(page, title, {
      ceProvider: {
        name: 'Texas Dental Institute',
        boardApprovals: [{ country: 'US', region: 'NY', number: 'NY-0042', mandates: [] }],
      },
    });
    await page.goto(`/admin/events/${event.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await waitForAdminContent(page);

    const planning = await openSession(page, 'Day 1, session 2');
    await planning.getByRole('spinbutton', { name: 'Minutes of instruction' }).fill('90');
    await planning.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'Live online' });
    const mandates = planning.locator('summary').filter({ hasText: /^Mandated subjects/ });
    await mandates.click();
    await planning.getByRole('checkbox', { name: 'Infection control' }).check();
    await planning.getByRole('checkbox', { name: 'Dental practice act (jurisprudence)' }).check();
    await expect(mandates).toHaveText('Mandated subjects: Infection control, Dental practice act (jurisprudence)');
    const restoring = await openSession(page, 'Day 1, session 3');
    await restoring.getByRole('spinbutton', { name: 'Minutes of instruction' }).fill('60');
    await restoring.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'On demand (self-study)' });

    // The approval the event already had is a row; one is removed, one added.
    const approvals = page.getByRole('group', { name: 'Board approvals' });
    await expect(approvals.getByRole('combobox', { name: 'State or province' })).toHaveValue('NY');
    await approvals.getByRole('button', { name: 'Remove Board approval 1' }).click();
    await expect(approvals).toContainText('No board approvals listed.');
    await approvals.getByRole('button', { name: 'Add Board Approval' }).click();
    const added = approvals.getByRole('group', { name: 'Board approval 1' });
    await expect(added.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await added.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'California' });
    await added.getByRole('textbox', { name: "Board's provider number" }).fill('RP 5678');
    await added.getByRole('checkbox', { name: 'Infection control' }).check();
    await approvals.getByRole('button', { name: 'Add Board Approval' }).click();
    const second = approvals.getByRole('group', { name: 'Board approval 2' });
    await second.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Canada' });
    await second.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Ontario' });
    await second.getByRole('textbox', { name: "Board's provider number" }).fill('ON-9');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);

    // As the public reads it: the event's own JSON, signed out.
    const publicAnswer = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    const response = await publicAnswer.request.get(`/api/events/${event.id}`);
    expect(response.ok()).toBe(true);
    const published = (await response.json()) as EventListing;
    await publicAnswer.close();
    expect(published.ceProvider?.boardApprovals).toEqual([
      { country: 'US', region: 'CA', number: 'RP 5678', mandates: ['infection_control'] },
      { country: 'CA', region: 'ON', number: 'ON-9', mandates: [] },
    ]);
    const [day] = published.agenda as unknown as Array<{ sessions: Array<Record<string, unknown>> }>;
    expect(day.sessions[1]).toMatchObject({
      title: 'Implant Treatment Planning',
      minutes: 90,
      delivery: 'live_online',
      mandates: ['infection_control', 'practice_act'],
    });
    expect(day.sessions[2]).toMatchObject({ title: 'Restoring the Implant', minutes: 60, delivery: 'on_demand' });
    expect(day.sessions[2]).not.toHaveProperty('mandates');
    expect(day.sessions[3]).not.toHaveProperty('minutes');
  });

  test('the days become editable when the date text cannot be read, and problems show under their inputs @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    await signInByApi(page);
    const event = await createCourse(page, unique('Spring Ortho Retreat'), {
      date: 'Spring 2028',
      city: 'Banff',
      agenda: null,
    });
    expect(event).toMatchObject({ startDate: null, country: null, region: null });
    await page.goto(`/admin/events/${event.id}/edit`);
    await waitForAdminContent(page);
    const ce = page.getByRole('region', { name: 'Continuing Education' });

    await expect(ce.getByRole('group', { name: 'Days' })).toHaveAccessibleDescription(/cannot be read as days/);
    // The contracts' messages, in the browser, under the inputs they concern.
    await ce.getByRole('textbox', { name: 'ADA CERP provider ID' }).fill('4123');
    await ce.getByRole('spinbutton', { name: 'Estimated CE credits' }).fill('7.3');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ce.getByRole('textbox', { name: 'Provider name' })).toHaveAccessibleDescription(
      'ceProvider.name is required',
    );
    await expect(ce.getByRole('spinbutton', { name: 'Estimated CE credits' })).toHaveAccessibleDescription(
      'estimatedCeCredits must be in steps of 0.25 hours',
    );
    await ce.getByRole('textbox', { name: 'Provider name' }).fill('Rocky Mountain Orthodontic Society');
    await ce.getByRole('spinbutton', { name: 'Estimated CE credits' }).fill('7.5');

    await ce.getByLabel('Start date').fill('2028-04-20');
    await ce.getByLabel('End date').fill('2028-04-18');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ce.getByLabel('End date')).toHaveAccessibleDescription('endDate cannot be before startDate');
    await ce.getByLabel('End date').fill('2028-04-22');
    // Picking a province makes the country follow it.
    await ce.getByRole('combobox', { name: 'State or province' }).selectOption('AB');
    await expect(ce.getByRole('combobox', { name: 'Country' })).toHaveValue('CA');
    await ce.getByRole('button', { name: 'Add Fee' }).click();
    await expect(ce.getByRole('combobox', { name: 'Fee 1 currency' })).toHaveValue('CAD');
    await ce.getByRole('textbox', { name: 'Fee 1 label' }).fill('Orthodontist');
    await ce.getByRole('spinbutton', { name: 'Fee 1 amount' }).fill('1250.50');

    // What only the server can refuse is said next to its input, or above the buttons.
    adminProblems.allow(/HTTP 400 .*\/api\/events\//);
    adminProblems.allow(/status of 400 \(Bad Request\)/);
    let refusals = 0;
    await page.route(`**/api/events/${event.id}`, async (route) => {
      if (route.request().method() !== 'PATCH' || refusals > 1) return route.fallback();
      refusals += 1;
      const body =
        refusals === 1
          ? {
              message: 'Fee amount is over the limit for this event',
              issues: [{ path: 'fees[0].amount', message: 'Fee amount is over the limit for this event' }],
            }
          : { message: 'This event was changed by someone else. Reload to see their change.' };
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(ce.getByRole('spinbutton', { name: 'Fee 1 amount' })).toHaveAccessibleDescription(
      'Fee amount is over the limit for this event',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This event was changed by someone else.' })).toBeVisible();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);
    const saved = await readEvent(page, event.id);
    expect(saved).toMatchObject({
      startDate: '2028-04-20',
      endDate: '2028-04-22',
      country: 'CA',
      region: 'AB',
      estimatedCeCredits: 7.5,
      ceCredits: null,
      ceProvider: { name: 'Rocky Mountain Orthodontic Society', adaCerpProviderId: '4123' },
      fees: [{ label: 'Orthodontist', amount: 1250.5, currency: 'CAD' }],
    });
    await expect(page.getByRole('article', { name: saved.title })).toContainText('~7.5 CE credits (estimated)');
  });

  test('a new event is created with its CE data, the place read from its city @desktop-only', async ({ page }) => {
    const title = unique('Metroplex Sleep Dentistry Update');
    await openAdmin(page, '/admin/events/new', 'Add New Event');
    const details = page.getByRole('region', { name: 'Event Details' });
    await details.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await details.getByRole('textbox', { name: 'Date', exact: true }).fill('November 5, 2027');
    await details.getByRole('textbox', { name: 'City', exact: true }).fill('Dallas, TX');
    await details
      .getByRole('textbox', { name: 'Location', exact: true })
      .fill('Online and at the Irving Convention Center');
    await details
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('A day on oral appliances for sleep apnea.');
    const ce = page.getByRole('region', { name: 'Continuing Education' });
    // Typing the city filled in the place, as the server would.
    await expect(ce.getByRole('combobox', { name: 'State or province' })).toHaveValue('TX');
    await expect(ce.getByLabel('Start date')).toHaveValue('2027-11-05');
    await ce.getByRole('radio', { name: 'Virtual' }).check();
    await ce.getByRole('spinbutton', { name: 'Estimated CE credits' }).fill('6.5');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Success', 'Event created successfully');
    await expect(page.getByRole('article', { name: title })).toContainText('~6.5 CE credits (estimated)');
    const created = (await adminApi.events(page)).find((item) => item.title === title)!;
    expect(created).toMatchObject({
      format: 'virtual',
      estimatedCeCredits: 6.5,
      country: 'US',
      region: 'TX',
      startDate: '2027-11-05',
      audiences: [],
      ceProvider: null,
      fees: [],
    });
  });

  test('the events list says when an event has no CE data @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const title = unique('Office Manager Breakfast');
    await adminApi.createEvent(page, title);
    await openAdmin(page, '/admin/events', 'Manage Events');
    await expect(page.getByRole('article', { name: title })).toContainText('No CE data');
  });

  test('a speaker without a disclosure is flagged until one is given @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const event = await adminApi.createEvent(page, unique('Disclosure Day'));
    const name = unique('Dr. Maya Chen');
    const response = await page.request.post('/api/speakers', {
      data: {
        eventId: event.id,
        name,
        profession: 'Periodontist',
        specialty: 'Periodontics',
        lectureTitle: 'Soft Tissue Grafting',
        email: 'maya.chen@example.org',
      },
    });
    expect(response.ok(), 'POST /api/speakers').toBeTruthy();
    const speaker = (await response.json()) as Speaker;
    expect(speaker.disclosure).toBe('');

    // The screen pages its event groups: the admin opens the event's.
    await openAdmin(page, `/admin/speakers?eventId=${event.id}`, 'Manage Speakers');
    const missingBefore = (await adminApi.speakers(page)).filter((item) => item.disclosure.trim() === '').length;
    await expect(page.getByRole('region', { name: 'Speaker statistics' })).toContainText(
      `Disclosures Missing${missingBefore}`,
    );
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Disclosure missing');

    await card.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Speaker' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Credentials' }).fill('DDS, MS');
    await page.getByRole('button', { name: 'No relevant financial relationships' }).click();
    await expect(page.getByRole('textbox', { name: 'Disclosure statement' })).toHaveValue(NO_RELEVANT_RELATIONSHIPS);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Speaker updated successfully');
    await expect(page).toHaveURL(`/admin/speakers?eventId=${event.id}`);

    await expect(card).toBeVisible();
    await expect(card).not.toContainText('Disclosure missing');
    await expect(card).toContainText('DDS, MS');
    await expect(page.getByRole('region', { name: 'Speaker statistics' })).toContainText(
      `Disclosures Missing${missingBefore - 1}`,
    );
    const saved = (await adminApi.speakers(page)).find((item) => item.id === speaker.id)!;
    expect(saved).toMatchObject({ credentials: 'DDS, MS', disclosure: NO_RELEVANT_RELATIONSHIPS });

    // The history words the change as text.
    await page.goto(`/admin/speakers/edit/${speaker.id}`);
    await waitForAdminContent(page);
    const history = page.getByRole('region', { name: 'History' });
    await expect(
      history
        .locator('dt', { hasText: /^Disclosure$/ })
        .first()
        .locator('xpath=following-sibling::dd[1]'),
    ).toContainText(NO_RELEVANT_RELATIONSHIPS);
  });

  // Sets its own widths.
  test('the CE part and the agenda editor fit from 360 to 1280 px @desktop-only', async ({ page }) => {
    await signInByApi(page);
    const event = await createCourse(page, unique('Layout Course'), {
      format: 'hybrid',
      audiences: ['dentist', 'assistant'],
      topics: ['690', '310'],
      ceProvider: {
        name: 'Texas Dental Institute',
        agdPaceProviderId: '218562',
        approvalStatement: APPROVAL,
        approvalPeriod: '1/1/2025 to 12/31/2028',
        boardApprovals: [{ country: 'US', region: 'CA', number: 'RP 5678', mandates: ['infection_control'] }],
      },
      fees: [
        { label: 'Dentist, early bird', amount: 895, currency: 'USD' },
        { label: 'Hygienist or dental assistant', amount: 1250.5, currency: 'USD' },
      ],
      timezone: 'America/Chicago',
      commercialSupport: 'Educational grant from Lone Star Implant Systems',
    });
    mkdirSync(SHOT_DIR, { recursive: true });
    await page.goto(`/admin/events/${event.id}/edit`);
    await waitForAdminContent(page);
    for (const label of [
      'Day 1, session 1',
      'Day 1, session 1, nested session 1',
      'Day 1, session 2',
      'Day 1, session 4',
      'Day 1, session 4, nested session 1',
    ])
      await openSession(page, label);
    const ce = page.getByRole('region', { name: 'Continuing Education' });
    const agenda = page.getByRole('region', { name: 'Agenda', exact: true });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await photograph(ce, { path: resolve(SHOT_DIR, `admin-ce-form-${width}.png`), animations: 'disabled' });
      await photograph(agenda, { path: resolve(SHOT_DIR, `admin-agenda-editor-${width}.png`), animations: 'disabled' });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `page width at ${width}px`,
      ).toBeLessThanOrEqual(width);
      // Nothing in either part reaches past its box, and no session summary is cut short.
      for (const [part, name] of [
        [ce, 'CE part'],
        [agenda, 'agenda editor'],
      ] as const) {
        const overflowing = await part.evaluate((root) => {
          const edge = root.getBoundingClientRect().right;
          return Array.from(root.querySelectorAll('input, select, textarea, button, summary, label'))
            .filter((element) => element.getClientRects().length > 0)
            .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
            .map((element) => `${element.tagName} ${element.getAttribute('id') ?? element.textContent?.slice(0, 40)}`);
        });
        expect(overflowing, `${name} at ${width}px`).toEqual([]);
      }
      const cut = await agenda.evaluate((root) =>
        Array.from(root.querySelectorAll('button[aria-expanded] span:not(.sr-only)'))
          .filter((span) => span.getClientRects().length > 0 && span.scrollWidth > span.clientWidth + 1)
          .map((span) => span.textContent),
      );
      expect(cut, `session summaries cut at ${width}px`).toEqual([]);
      // The running total stays in sight under the site's fixed header while the sessions scroll by.
      await page.getByRole('group', { name: 'Day 1, session 2', exact: true }).scrollIntoViewIfNeeded();
      await expect(runningTotal(page)).toBeInViewport();
      await photograph(page, { path: resolve(SHOT_DIR, `admin-agenda-total-${width}.png`), animations: 'disabled' });
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
