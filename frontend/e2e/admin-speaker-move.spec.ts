import type { Page } from '@playwright/test';
import type { Speaker } from '@dental/contracts';
import {
  chooseEvent,
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';

async function addSpeaker(
  page: Page,
  eventId: string,
  name: string,
  lectureTitle = 'Guided Surgery, Step by Step',
): Promise<Speaker> {
  const response = await page.request.post('/api/speakers', {
    data: {
      eventId,
      name,
      profession: 'Oral Surgeon',
      specialty: 'Guided Implant Surgery',
      lectureTitle,
      email: `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Speaker;
}

const speakerById = async (page: Page, id: string) =>
  (await adminApi.speakers(page)).find((speaker) => speaker.id === id);

test.describe('admin speaker move', () => {
  test("an event's edit page lists its speakers and sponsors; 'Add speaker to this event' opens the form with the event chosen, which asks before adding a name the event already has @screenshot @desktop-only", async ({
    page,
  }) => {
    await signInByApi(page);
    const title = unique('Speaker Roster Congress');
    const event = await adminApi.createEvent(page, title);
    const existing = await addSpeaker(page, event.id, unique('Dr. Tomas Ferreira'));

    await page.goto(`/admin/events/${event.id}/edit`);
    const speakers = page.getByRole('region', { name: /^Speakers \(/ });
    await expect(speakers.getByRole('heading')).toHaveText('Speakers (1)');
    await expect(speakers.getByRole('link', { name: existing.name })).toHaveAttribute(
      'href',
      `/admin/speakers/edit/${existing.id}`,
    );
    await expect(page.getByRole('region', { name: /^Sponsors \(/ })).toContainText('No sponsors yet.');
    if ((page.viewportSize()?.width ?? 1280) >= 1280) await adminScreenshot(page, 'event-edit-roster');
    else
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );

    await speakers.getByRole('link', { name: 'Add speaker to this event' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Speaker' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(event.id);

    // The same person's name in another form ('Tomas Ferreira, DDS' is Dr. Tomas Ferreira).
    const sameName = `${existing.name.replace(/^Dr\. /, '')}, DDS`;
    await page.getByRole('textbox', { name: 'Name' }).fill(sameName);
    await page.getByRole('textbox', { name: 'Email' }).fill('second.record@example.org');
    await page.getByRole('textbox', { name: 'Profession' }).fill('Oral Surgeon');
    await page.getByRole('textbox', { name: 'Specialty' }).fill('Sinus Lifts');
    await page.getByRole('textbox', { name: 'Lecture title' }).fill('Lateral Window Sinus Lifts');
    await page.getByRole('button', { name: 'Add Speaker' }).click();
    const warning = page.getByRole('dialog', { name: 'Same name on this event' });
    await expect(warning).toContainText(`A speaker named ${existing.name} is already on this event (${title}).`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Go back' }).click();
    await expect(warning).toHaveCount(0);
    expect((await adminApi.speakers(page)).filter((speaker) => speaker.eventId === event.id)).toHaveLength(1);

    await page.getByRole('button', { name: 'Add Speaker' }).click();
    await warning.getByRole('button', { name: 'Add Speaker anyway' }).click();
    await expectToast(page, 'Success', 'Speaker added successfully');
    await expect(page).toHaveURL(`/admin/speakers?eventId=${event.id}`);
    expect(
      (await adminApi.speakers(page))
        .filter((speaker) => speaker.eventId === event.id)
        .map((speaker) => speaker.name)
        .sort(),
    ).toEqual([existing.name, sameName].sort());
  });

  test('the edit form moves a speaker to another event, warns about a name already there, and shows the server refusing a fourth featured speaker @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 409 .*\/api\/speakers\//);
    adminProblems.allow(/status of 409 \(Conflict\)/);
    await signInByApi(page);
    const from = await adminApi.createEvent(page, unique('Move From Symposium'));
    const to = await adminApi.createEvent(page, unique('Move To Symposium'));
    const full = await adminApi.createEvent(page, unique('Full Roster Forum'));
    const name = unique('Dr. Lena Okafor');
    const speaker = await addSpeaker(page, from.id, name);
    await addSpeaker(page, to.id, name.replace('Dr. ', ''));
    for (const [index, featuredName] of ['Ada', 'Bo', 'Cy'].entries()) {
      const featured = await addSpeaker(page, full.id, unique(`Dr. ${featuredName} Featured`), `Lecture ${index + 1}`);
      await adminApi.patchSpeaker(page, featured.id, { isFeatured: true });
    }
    await adminApi.patchSpeaker(page, speaker.id, { isFeatured: true });

    await page.goto(`/admin/speakers/edit/${speaker.id}`);
    const eventSelect = page.getByRole('combobox', { name: 'Event' });
    await expect(eventSelect).toHaveValue(from.id);
    await expect(eventSelect).toHaveAccessibleDescription('Choose another event to move this speaker there.');

    // To an event with three featured speakers already: the server refuses, the form says why, nothing moves.
    await chooseEvent(page, 'Event', full);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const refusal = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: /featured/i });
    await expect(refusal).toBeVisible();
    await expectToast(page, 'Error');
    await expect(page).toHaveURL(new RegExp(`/admin/speakers/edit/${speaker.id}$`));
    expect((await speakerById(page, speaker.id))?.eventId).toBe(from.id);

    // To an event where the name is taken: asked first.
    await chooseEvent(page, 'Event', to);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const warning = page.getByRole('dialog', { name: 'Same name on this event' });
    await expect(warning).toContainText(
      `A speaker named ${name.replace('Dr. ', '')} is already on this event (${to.title}).`,
    );
    await warning.getByRole('button', { name: 'Save Changes anyway' }).click();
    await expectToast(page, 'Success', `Speaker moved to ${to.title}`);
    await expect(page).toHaveURL(`/admin/speakers?eventId=${to.id}`);
    const moved = await speakerById(page, speaker.id);
    expect(moved).toMatchObject({ eventId: to.id, name });

    // The move is in the speaker's history.
    await page.goto(`/admin/speakers/edit/${speaker.id}`);
    await expect(page.getByRole('combobox', { name: 'Event' })).toHaveValue(to.id);
    // (A featured speaker is unfeatured on the event it leaves and featured on the one it joins: the move is among those rows.)
    await expect(
      page.getByRole('region', { name: 'History' }).getByTestId('audit-row').filter({ hasText: to.title }),
    ).not.toHaveCount(0);
  });
});
