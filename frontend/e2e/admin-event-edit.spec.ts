import {
  adminApi,
  adminScreenshot,
  COURSE_DAY,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
  unique,
} from './admin-fixtures';

test.describe('admin event form', () => {
  test('Add New Event creates an event with an agenda day @desktop-only', async ({ page }) => {
    const title = unique('Coastal Endodontics Day');
    await openAdmin(page, '/admin/events', 'Manage Events');
    await page.getByRole('link', { name: 'Add New Event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Event' })).toBeVisible();

    // Required fields say so in the browser with the server's own messages.
    await page.getByRole('button', { name: 'Create Event' }).click();
    const details = page.getByRole('region', { name: 'Event Details' });
    await expect(details.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(
      'Title is required',
    );
    await expect(details.getByRole('textbox', { name: 'City', exact: true })).toHaveAccessibleDescription(
      'City is required',
    );

    await details.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await details.getByRole('textbox', { name: 'Date', exact: true }).fill('October 21-22, 2027');
    await details.getByRole('textbox', { name: 'City', exact: true }).fill('Halifax');
    await details.getByRole('textbox', { name: 'Location', exact: true }).fill('Harbourfront Centre, Halifax, NS');
    await details
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Two days of endodontic lectures for general dentists.');
    await details.getByRole('textbox', { name: 'Registration URL' }).fill('https://register.example.org/coastal-endo');
    await page.getByRole('combobox', { name: 'Image' }).selectOption({ label: 'AAID Conference' });

    await page.getByRole('button', { name: 'Add Day' }).click();
    await page.getByRole('textbox', { name: 'Day 1 date or name' }).fill('2027-10-21');
    const session = page.getByRole('group', { name: 'Day 1, session 1' });
    await session.getByRole('textbox', { name: 'Time' }).fill('9:00 AM');
    await session.getByRole('textbox', { name: 'Title', exact: true }).fill('Modern Root Canal Shaping');
    await session.getByRole('textbox', { name: 'Speakers' }).fill('Dr. Anya Petrov');
    await session.getByRole('textbox', { name: 'Location' }).fill('Hall B');

    await page.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Success', 'Event created successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('article', { name: title })).toBeVisible();

    const created = (await adminApi.events(page)).find((event) => event.title === title)!;
    expect(created).toMatchObject({ city: 'Halifax', image: 'aaid-conference', isHidden: false });
    expect(created.agenda).toEqual([
      {
        date: '2027-10-21',
        sessions: [
          { time: '9:00 AM', title: 'Modern Root Canal Shaping', location: 'Hall B', speakers: ['Dr. Anya Petrov'] },
        ],
      },
    ]);
  });

  test('editing saves the fields, the display flags and the agenda, and the public page shows them @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const original = unique('Prairie Periodontal Forum');
    const event = await adminApi.createEvent(page, original, {
      agenda: [
        { date: COURSE_DAY, sessions: [{ time: '9:00 AM', title: 'Opening Lecture', speaker: 'Dr. Jane Moss' }] },
      ],
    });

    // The spec's other reading of the edit link lands on the same screen.
    await page.goto(`/admin/events/edit/${event.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Event Details' });
    await expect(details.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(original);

    const renamed = `${original} (Updated)`;
    await details.getByRole('textbox', { name: 'Title', exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(details.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(
      'Title is required',
    );
    await details.getByRole('textbox', { name: 'Title', exact: true }).fill(renamed);
    await page.getByRole('switch', { name: 'Hide abstracts' }).click();

    await page.getByRole('button', { name: 'Add Session to Day 1' }).click();
    const added = page.getByRole('group', { name: 'Day 1, session 2' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(added.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(
      'Session title is required',
    );
    await added.getByRole('textbox', { name: 'Time' }).fill('10:30 AM');
    await added.getByRole('textbox', { name: 'Title', exact: true }).fill('Coffee Break');
    await added.getByRole('combobox', { name: 'Type' }).selectOption('break');
    await added.getByRole('button', { name: /^Add Nested Session/ }).click();
    await page
      .getByRole('group', { name: 'Day 1, session 2, nested session 1' })
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill('Exhibit Hall Open');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('article', { name: renamed })).toBeVisible();

    const saved = (await adminApi.events(page)).find((item) => item.id === event.id)!;
    expect(saved).toMatchObject({ title: renamed, hideAbstracts: true, hideSocialMedia: false });
    expect(saved.agenda).toEqual([
      {
        date: COURSE_DAY,
        sessions: [
          { time: '9:00 AM', title: 'Opening Lecture', speaker: 'Dr. Jane Moss' },
          { time: '10:30 AM', title: 'Coffee Break', type: 'break', sessions: [{ title: 'Exhibit Hall Open' }] },
        ],
      },
    ]);

    await page.goto(`/events/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('Coffee Break')).toBeVisible();
  });

  test('a demo event with a rich agenda opens in the editor; an unknown id says so @screenshot @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 404 .*\/api\/events\/no-such-event$/);
    adminProblems.allow(/status of 404 \(Not Found\)/);
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const events = await adminApi.events(page);
    const rich =
      events.find((event) => event.title.startsWith('Lone Star')) ??
      events.find((event) => Array.isArray(event.agenda))!;
    await page.goto(`/admin/events/${rich.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Day 1 date or name' })).toBeVisible();
    await adminScreenshot(page, 'event-edit');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/admin/events/no-such-event/edit');
    await expect(page.getByText('Event not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toBeVisible();
  });
  test('the long event form keeps Save in view while it scrolls, says when it holds unsaved changes, and still asks before leaving them', async ({
    page,
  }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const rich = (await adminApi.events(page)).find((event) => event.title.startsWith('Lone Star'))!;
    await page.goto(`/admin/events/${rich.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    const bar = page.getByRole('group', { name: 'Save or cancel' });
    const save = bar.getByRole('button', { name: 'Save Changes' });
    // At the top of a form several screens long, and again halfway down it.
    await expect(save).toBeInViewport();
    await expect(bar.getByText('Unsaved changes')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Day 1 date or name' }).scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight)).toBe(true);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${rich.title} (edited)`);
    await expect(bar.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Admin' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${rich.title} (edited)`);
  });
});
