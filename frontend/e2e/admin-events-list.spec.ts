import type { Page } from '@playwright/test';
import type { EventListing } from '@dental/contracts';
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
} from './admin-fixtures';
import { dayFromToday, daysAfter, dayInWords, localDay } from './support/days';

/** A word no demo event or other test uses, so a search for it finds exactly what this test made. */
const tagWord = (label: string) => `${label}${Date.now().toString(36)}`;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const filter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Show' }).getByRole('button', { name, exact: true });

test.describe('admin events list at any length', () => {
  test('search, filters, order and pages are kept in the address; past and hidden events are marked @screenshot @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const tag = tagWord('Zephyr');
    // 21 upcoming courses (one more than a page), one that is over and one hidden: 23 in all.
    const upcoming = [];
    for (let index = 1; index <= 21; index++)
      upcoming.push(
        await adminApi.createEvent(page, `${tag} Course ${String(index).padStart(2, '0')}`, {
          date: dayFromToday(300 + index),
        }),
      );
    const past = await adminApi.createEvent(page, `${tag} Alumni Evening`, { date: '2025-09-10' });
    const hidden = await adminApi.createEvent(page, `${tag} Board Retreat`, {
      date: dayFromToday(340),
      isHidden: true,
    });

    await openAdmin(page, '/admin/events', 'Manage Events');
    const all = await adminApi.events(page);
    await expect(page.getByText(`Showing 1–20 of ${all.length} events`)).toBeVisible();
    await expect(cards(page)).toHaveCount(20);
    // The list opens with the latest changes first: what was just added is on the first page.
    await expect(titles(page).first()).toHaveText(hidden.title);

    await page.getByRole('searchbox', { name: 'Search events by title, city or date' }).fill(tag.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag.toLowerCase()}`));
    await expect(page.getByText('Showing 1–20 of 23 events')).toBeVisible();
    await expect(cards(page)).toHaveCount(20);

    // Title order, then the second page; both in the address.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await expect(page).toHaveURL(/sort=title/);
    await expect(titles(page).nth(0)).toHaveText(past.title);
    await expect(titles(page).nth(1)).toHaveText(hidden.title);
    await expect(titles(page).nth(2)).toHaveText(upcoming[0].title);
    await page.getByRole('navigation', { name: 'Event pages' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 21–23 of 23 events')).toBeVisible();
    await expect(titles(page)).toHaveText(upcoming.slice(18).map((event) => event.title));

    // Date order: the course that is over comes first.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('date');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(titles(page).first()).toHaveText(past.title);

    // Each filter keeps what it names, and the cards say why.
    await filter(page, 'Past').click();
    await expect(page).toHaveURL(/show=past/);
    await expect(filter(page, 'Past')).toHaveAttribute('aria-pressed', 'true');
    await expect(titles(page)).toHaveText([past.title]);
    await expect(cards(page).first().getByText('Past', { exact: true })).toBeVisible();

    await filter(page, 'Hidden').click();
    await expect(titles(page)).toHaveText([hidden.title]);
    await expect(cards(page).first().getByText('Hidden', { exact: true }).first()).toBeVisible();
    await expect(cards(page).first().getByText('Past', { exact: true })).toHaveCount(0);

    await filter(page, 'Upcoming').click();
    await expect(page.getByText('Showing 1–20 of 22 events')).toBeVisible();
    await expect(cards(page).filter({ hasText: past.title })).toHaveCount(0);

    // A reload (or a shared link) opens the same view.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search events by title, city or date' })).toHaveValue(
      tag.toLowerCase(),
    );
    await expect(filter(page, 'Upcoming')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('date');
    await expect(page.getByText('Showing 1–20 of 22 events')).toBeVisible();
    await adminScreenshot(page, 'events-list');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Search events by title, city or date' }).fill(`${tag} no such course`);
    await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();
  });

  test('the trash filter lists trashed events with the days left, and restores them @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const tag = tagWord('Quill');
    const event = await adminApi.createEvent(page, `${tag} Evening Course`);
    await adminApi.trashEvent(page, event.id);

    await openAdmin(page, `/admin/events?show=trash&q=${tag}`, 'Manage Events');
    await expect(filter(page, 'In trash')).toHaveAttribute('aria-pressed', 'true');
    const row = page.getByRole('article', { name: event.title });
    await expect(row).toContainText('14 days left');
    await row.getByRole('button', { name: `Restore ${event.title}` }).click();
    await expectToast(page, 'Success', `${event.title} restored from trash`);
    await expect(page.getByRole('heading', { name: 'No events match' })).toBeVisible();

    await filter(page, 'All').click();
    await expect(page.getByRole('article', { name: event.title })).toBeVisible();
    expect((await adminApi.events(page)).map((listed) => listed.id)).toContain(event.id);
  });
});

/** Featured and still holding a place: not hidden, and its last day (as the server read it) not gone by. */
function holdsFeaturedPlace(event: EventListing): boolean {
  const today = localDay(new Date());
  const lastDay = event.endDate ?? event.startDate;
  return event.isFeatured && !event.isHidden && (lastDay === null || lastDay >= today);
}

test.describe('featured means upcoming', () => {
  test('featuring a past event is refused with the server message; a featured event that becomes past or hidden is marked, not counted, and unfeatured in one click @screenshot @desktop-only', async ({
    page,
    adminProblems,
  }) => {
    adminProblems.allow(/HTTP 400 .*\/api\/events\//);
    adminProblems.allow(/status of 400 \(Bad Request\)/);
    await signInByApi(page);
    const tag = tagWord('Laurel');
    const over = await adminApi.createEvent(page, `${tag} Alumni Lunch`, { date: '2025-09-10' });
    const ending = await adminApi.createEvent(page, `${tag} Winter Course`, { date: dayFromToday(45) });
    const hiding = await adminApi.createEvent(page, `${tag} Spring Course`, { date: dayFromToday(135) });
    // The demo's own featured events pass their last day as the calendar moves on: the counts this
    // test expects are the server's before it, plus what it changes.
    const before = await adminApi.featuredPlaces(page);
    const used = before.used;
    expect(used, 'a free featured place for this test').toBeLessThan(6);
    const staleMessage = (stale: number) =>
      `${stale === 1 ? '1 featured event is' : `${stale} featured events are`} past or hidden and no longer counted.`;
    try {
      await openAdmin(page, `/admin/events?q=${tag}`, 'Manage Events');
      await page
        .getByRole('article', { name: over.title })
        .getByRole('button', { name: `Feature ${over.title}` })
        .click();
      await expectToast(page, 'Error', 'A past event cannot be featured.');
      await expect(
        page.getByRole('article', { name: over.title }).getByRole('button', { name: `Feature ${over.title}` }),
      ).toHaveAttribute('aria-pressed', 'false');

      // Featured while upcoming and public, then moved into the past: its place is free again for
      // the next one, which is then hidden.
      await adminApi.patchEvent(page, ending.id, { isFeatured: true });
      await adminApi.patchEvent(page, ending.id, { date: '2025-10-02' });
      await adminApi.patchEvent(page, hiding.id, { isFeatured: true });
      await adminApi.patchEvent(page, hiding.id, { isHidden: true });
      await page.reload();
      const ended = page.getByRole('article', { name: ending.title });
      const hidden = page.getByRole('article', { name: hiding.title });
      await expect(ended.getByText('Featured (past)')).toBeVisible();
      await expect(ended.getByText('Past', { exact: true })).toBeVisible();
      await expect(hidden.getByText('Featured (hidden)')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Event summary' })).toContainText(`Featured${used}/6`);
      await expect(page.getByText(staleMessage(before.stale + 2))).toBeVisible();
      await adminScreenshot(page, 'events-featured-stale');

      // The dashboard names both, and its link opens the list where the fix is one click.
      await page.goto('/admin');
      const featuredPanel = page.getByRole('region', { name: /^Featured places/ });
      await expect(featuredPanel.getByTestId('attention-count')).toHaveText(`${used}/6`);
      await expect(featuredPanel.getByRole('listitem').filter({ hasText: hiding.title })).toContainText(
        'Featured (hidden)',
      );
      await featuredPanel.getByRole('link', { name: ending.title, exact: true }).click();
      await expect(page).toHaveURL(/show=featured/);
      await expect(filter(page, 'Featured')).toHaveAttribute('aria-pressed', 'true');
      await expect(titles(page)).toHaveText([ending.title]);
      await ended.getByRole('button', { name: `Unfeature ${ending.title}` }).click();
      await expectToast(page, 'Success', 'Event featured status updated');
      // No longer featured, so it leaves the Featured filter.
      await expect(ended).toHaveCount(0);
      expect((await adminApi.events(page)).find((event) => event.id === ending.id)?.isFeatured).toBe(false);
      await expect(page.getByText(staleMessage(before.stale + 1))).toBeVisible();
    } finally {
      for (const id of [ending.id, hiding.id]) await adminApi.patchEvent(page, id, { isFeatured: false });
    }
  });

  test('restoring an event that was featured offers Feature again while a place is free @screenshot @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const tag = tagWord('Sorrel');
    const event = await adminApi.createEvent(page, `${tag} Implant Weekend`, { date: dayFromToday(190) });
    const used = (await adminApi.events(page)).filter(holdsFeaturedPlace).length;
    expect(used, 'a free featured place for this test').toBeLessThan(6);
    try {
      await adminApi.patchEvent(page, event.id, { isFeatured: true });
      await adminApi.trashEvent(page, event.id);
      await openAdmin(page, '/admin/trash', 'Trash');
      await page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: event.title })
        .getByRole('button', { name: `Restore ${event.title}` })
        .click();
      await expectToast(page, 'Success', `${event.title} restored from trash`);
      const offer = page.getByRole('status', { name: 'Featured before the trash' });
      await expect(offer).toContainText(
        `${event.title} was featured before it went to the trash. A featured place is free: feature it again?`,
      );
      expect((await adminApi.events(page)).find((listed) => listed.id === event.id)?.isFeatured).toBe(false);
      await adminScreenshot(page, 'trash-feature-again');
      await offer.getByRole('button', { name: 'Feature again' }).click();
      await expectToast(page, 'Success', 'Event featured status updated');
      await expect(offer).toHaveCount(0);
      expect((await adminApi.events(page)).find((listed) => listed.id === event.id)?.isFeatured).toBe(true);
    } finally {
      await adminApi.patchEvent(page, event.id, { isFeatured: false });
    }
  });
});

test.describe('duplicate an event', () => {
  test('Duplicate asks for the new date and opens an editable, hidden copy with the agenda, speakers and sponsors @desktop-only', async ({
    page,
  }) => {
    await signInByApi(page);
    const tag = tagWord('Juniper');
    // The next edition a year after the first, on two days of one month: 'October 12-13, 2028'.
    let nextStart = daysAfter(COURSE_DAY, 364);
    while (Number(nextStart.slice(8)) > 27) nextStart = daysAfter(nextStart, 7);
    const [nextMonth, nextDay, nextYear] = dayInWords(nextStart).replace(',', '').split(' ');
    const nextEdition = `${nextMonth} ${nextDay}-${Number(nextDay) + 1}, ${nextYear}`;
    const agenda = [
      {
        date: COURSE_DAY,
        sessions: [{ time: '9:00 AM', title: 'Guided Surgery Basics', speakers: ['Dr. Ines Okafor'] }],
      },
    ];
    const original = await adminApi.createEvent(page, `${tag} Implant Forum`, { agenda });
    const speaker = await page.request.post('/api/speakers', {
      data: {
        eventId: original.id,
        name: 'Dr. Ines Okafor',
        profession: 'Periodontist',
        specialty: 'Implants',
        lectureTitle: 'Guided Surgery Basics',
        email: 'ines.okafor@example.org',
      },
    });
    expect(speaker.ok(), 'POST /api/speakers').toBeTruthy();
    const sponsor = await page.request.post('/api/sponsors', {
      data: {
        name: `${tag} Bone Labs`,
        description: 'Grafting materials.',
        logo: 'BONE',
        tier: 'gold',
        eventId: original.id,
        isGlobalSponsor: false,
      },
    });
    expect(sponsor.ok(), 'POST /api/sponsors').toBeTruthy();

    await openAdmin(page, `/admin/events?q=${tag}`, 'Manage Events');
    await page
      .getByRole('article', { name: original.title })
      .getByRole('button', { name: `Duplicate ${original.title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate Event' });
    await expect(dialog).toContainText(`Current date: ${original.date}`);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Date of the new edition' })).toHaveAccessibleDescription(
      'Date is required',
    );
    await dialog.getByRole('textbox', { name: 'Date of the new edition' }).fill(nextEdition);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expectToast(
      page,
      'Success',
      `Copy of ${original.title} created for ${nextEdition}. It is hidden until you show it.`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    const copyId = new URL(page.url()).pathname.split('/')[3];
    expect(copyId).not.toBe(original.id);

    const copy = (await adminApi.events(page)).find((event) => event.id === copyId)!;
    // The agenda's dated days move with the new date.
    expect(copy).toMatchObject({
      title: original.title,
      date: nextEdition,
      isHidden: true,
      isFeatured: false,
      agenda: [{ ...agenda[0], date: nextStart }],
    });
    const speakers = await adminApi.speakers(page);
    expect(speakers.filter((listed) => listed.eventId === copyId).map((listed) => listed.name)).toEqual([
      'Dr. Ines Okafor',
    ]);
    const sponsors = await adminApi.sponsors(page);
    expect(sponsors.filter((listed) => listed.eventId === copyId).map((listed) => [listed.name, listed.tier])).toEqual([
      [`${tag} Bone Labs`, 'gold'],
    ]);

    // The copy is an ordinary event: its edit form saves.
    const title = page
      .getByRole('region', { name: 'Event Details' })
      .getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(original.title);
    await title.fill(`${tag} Implant Forum ${nextYear}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Event updated successfully');
    expect((await adminApi.events(page)).find((event) => event.id === copyId)?.title).toBe(
      `${tag} Implant Forum ${nextYear}`,
    );
    expect((await adminApi.events(page)).find((event) => event.id === original.id)?.title).toBe(original.title);
  });
});
