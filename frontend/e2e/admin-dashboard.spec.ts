import type { Page } from '@playwright/test';
import type { AuditPage, EventListing, EventSubmission, Speaker, Sponsor } from '@dental/contracts';
import {
  ADMIN_PASSWORD,
  adminApi,
  adminScreenshot,
  expect,
  expectToast,
  openAdmin,
  seriousAxeViolations,
  test,
} from './admin-fixtures';
import { localDay } from './support/days';

interface Dashboard {
  pendingSubmissions: { count: number; oldestSubmittedAt: string | null };
  featured: { used: number; limit: number; stale: Array<{ id: string; title: string; reason: 'past' | 'hidden' }> };
  eventsWithoutAgenda: Array<{ id: string; title: string }>;
  eventsWithoutImage: Array<{ id: string; title: string }>;
  speakersWithoutPhoto: Array<{ id: string; name: string; eventId: string }>;
  speakersWithoutDisclosure: Array<{ id: string; name: string; eventId: string }>;
  counts: Record<
    'eventsWithoutAgenda' | 'eventsWithoutImage' | 'speakersWithoutPhoto' | 'speakersWithoutDisclosure',
    number
  >;
  trash: { events: number; speakers: number; sponsors: number; nextPurgeAt: string | null };
  recentChanges: AuditPage['rows'];
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });
const panelCount = (page: Page, title: string) => panel(page, title).getByTestId('attention-count');

const DAY_MS = 24 * 60 * 60 * 1000;

/** Its last day (as the server read it) has gone by. */
function isOver(event: EventListing): boolean {
  const today = localDay(new Date());
  const lastDay = event.endDate ?? event.startDate;
  return lastDay !== null && lastDay < today;
}

test.describe('admin dashboard', () => {
  test('Needs attention shows what the server counts, the lists agree, and each item links to where it is fixed @screenshot @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const dashboard = await getJson<Dashboard>(page, '/api/dashboard');

    // The panels say what GET /api/dashboard says.
    await expect(panelCount(page, 'Pending submissions')).toHaveText(String(dashboard.pendingSubmissions.count));
    await expect(panelCount(page, 'Featured places')).toHaveText(`${dashboard.featured.used}/6`);
    await expect(panelCount(page, 'In the trash')).toHaveText(
      String(dashboard.trash.events + dashboard.trash.speakers + dashboard.trash.sponsors),
    );
    await expect(panelCount(page, 'Events without an agenda')).toHaveText(String(dashboard.counts.eventsWithoutAgenda));
    await expect(panelCount(page, 'Events without an image')).toHaveText(String(dashboard.counts.eventsWithoutImage));
    await expect(panelCount(page, 'Speakers without a photo')).toHaveText(
      String(dashboard.counts.speakersWithoutPhoto),
    );
    await expect(panelCount(page, 'Speakers without a disclosure')).toHaveText(
      String(dashboard.counts.speakersWithoutDisclosure),
    );
    // The demo data's lists are short enough to be named whole.
    for (const list of [
      'eventsWithoutAgenda',
      'eventsWithoutImage',
      'speakersWithoutPhoto',
      'speakersWithoutDisclosure',
    ] as const)
      expect(dashboard[list]).toHaveLength(dashboard.counts[list]);

    // And GET /api/dashboard agrees with the lists it summarises.
    const submissions = await getJson<EventSubmission[]>(page, '/api/event-submissions');
    const pending = submissions.filter((submission) => submission.status === 'pending');
    expect(dashboard.pendingSubmissions.count).toBe(pending.length);
    if (pending.length > 0) {
      const oldest = pending.map((submission) => submission.submittedAt).sort()[0];
      expect(dashboard.pendingSubmissions.oldestSubmittedAt).toBe(oldest);
      const days = Math.floor((Date.now() - new Date(oldest).getTime()) / DAY_MS);
      await expect(panel(page, 'Pending submissions')).toContainText(
        `The oldest has waited ${days < 1 ? 'less than a day' : days === 1 ? '1 day' : `${days} days`}.`,
      );
    }
    expect(dashboard.trash.events).toBe((await getJson<unknown[]>(page, '/api/events/trash')).length);
    expect(dashboard.trash.speakers).toBe((await getJson<unknown[]>(page, '/api/speakers/trash')).length);
    expect(dashboard.trash.sponsors).toBe((await getJson<unknown[]>(page, '/api/sponsors/trash')).length);
    const events = await adminApi.events(page);
    expect(dashboard.featured.used + dashboard.featured.stale.length).toBe(
      events.filter((event) => event.isFeatured).length,
    );
    for (const stale of dashboard.featured.stale) {
      const event = events.find((listed) => listed.id === stale.id)!;
      expect(event.isFeatured).toBe(true);
      expect(stale.reason === 'past' ? isOver(event) : event.isHidden).toBe(true);
    }
    // Events that are over need no more work: the lists name events (and speakers of events) not yet over.
    const current = events.filter((event) => !isOver(event));
    const currentIds = new Set(current.map((event) => event.id));
    expect(dashboard.eventsWithoutImage.map((event) => event.id).sort()).toEqual(
      current
        .filter((event) => event.image.trim() === '')
        .map((event) => event.id)
        .sort(),
    );
    for (const event of dashboard.eventsWithoutAgenda) {
      expect(currentIds.has(event.id)).toBe(true);
      const agenda = events.find((listed) => listed.id === event.id)!.agenda;
      expect(agenda === null || JSON.stringify(agenda).indexOf('"title"') === -1).toBe(true);
    }
    const withoutAgenda = new Set(dashboard.eventsWithoutAgenda.map((event) => event.id));
    for (const event of current.filter((listed) => listed.agenda === null))
      expect(withoutAgenda.has(event.id), `${event.title} has no agenda`).toBe(true);
    const speakers = (await adminApi.speakers(page)).filter((speaker) => currentIds.has(speaker.eventId));
    expect(dashboard.speakersWithoutPhoto.map((speaker) => speaker.id).sort()).toEqual(
      speakers
        .filter((speaker) => speaker.image.trim() === '')
        .map((speaker) => speaker.id)
        .sort(),
    );
    expect(dashboard.speakersWithoutDisclosure.map((speaker) => speaker.id).sort()).toEqual(
      speakers
        .filter((speaker: Speaker) => speaker.disclosure.trim() === '')
        .map((speaker) => speaker.id)
        .sort(),
    );

    // Recent changes: the audit history's last 10 rows, in its words.
    const audit = await getJson<AuditPage>(page, '/api/audit?limit=10');
    expect(dashboard.recentChanges.map((row) => row.position)).toEqual(audit.rows.map((row) => row.position));
    const rows = page.getByRole('list', { name: 'The last 10 changes' }).getByTestId('audit-row');
    await expect(rows).toHaveCount(audit.rows.length);
    await expect(rows.first()).toContainText(audit.rows[0].summary);

    // The spec's cards and Logout are still there.
    await expect(page.getByRole('link', { name: /^Manage Events/ })).toHaveAttribute('href', '/admin/events');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await adminScreenshot(page, 'dashboard-attention');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Items link to where they are fixed.
    if (dashboard.trash.events + dashboard.trash.speakers + dashboard.trash.sponsors > 0) {
      await panel(page, 'In the trash').getByRole('link', { name: 'Open the trash' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
      await page.goBack();
    }
    const firstWithoutPhoto = dashboard.speakersWithoutPhoto[0];
    if (firstWithoutPhoto) {
      await panel(page, 'Speakers without a photo')
        .getByRole('link', { name: firstWithoutPhoto.name, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/speakers/edit/${firstWithoutPhoto.id}$`));
      await page.goBack();
    }
  });

  test('a change shows up at once: a new event without an agenda or image, a trashed sponsor, and its undo from the recent changes @desktop-only', async ({
    page,
  }) => {
    await openAdmin(page, '/admin', 'Admin Dashboard');
    const before = await getJson<Dashboard>(page, '/api/dashboard');
    const title = `Bare Listing ${Date.now().toString(36)}`;
    const event = await adminApi.createEvent(page, title, { image: '' });
    const created = await page.request.post('/api/sponsors', {
      data: {
        name: `Trashed Co ${Date.now().toString(36)}`,
        description: 'Made to be trashed.',
        logo: 'TC',
        tier: 'silver',
        eventId: null,
        isGlobalSponsor: false,
      },
    });
    const sponsor = (await created.json()) as Sponsor;
    const trashed = await page.request.post(`/api/sponsors/${sponsor.id}/trash`, {
      data: { password: ADMIN_PASSWORD },
    });
    expect(trashed.ok(), 'POST /api/sponsors/:id/trash').toBeTruthy();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(panelCount(page, 'Events without an agenda')).toHaveText(
      String(before.counts.eventsWithoutAgenda + 1),
    );
    await expect(panelCount(page, 'Events without an image')).toHaveText(String(before.counts.eventsWithoutImage + 1));
    await expect(panelCount(page, 'In the trash')).toHaveText(
      String(before.trash.events + before.trash.speakers + before.trash.sponsors + 1),
    );
    await expect(panel(page, 'In the trash')).toContainText('The next one is deleted for good in');

    // Undo from the recent changes: the sponsor leaves the trash and the panel follows at once.
    const newest = page.getByRole('list', { name: 'The last 10 changes' }).getByTestId('audit-row').first();
    await expect(newest).toContainText(sponsor.name);
    await newest.getByRole('button', { name: /^Undo:/ }).click();
    await page.getByRole('dialog', { name: 'Undo this change?' }).getByRole('button', { name: 'Undo Change' }).click();
    await expectToast(page, 'Change undone');
    await expect(panelCount(page, 'In the trash')).toHaveText(
      String(before.trash.events + before.trash.speakers + before.trash.sponsors),
    );
    expect((await adminApi.sponsors(page)).map((listed) => listed.id)).toContain(sponsor.id);

    const agendaPanel = panel(page, 'Events without an agenda');
    const showAll = agendaPanel.getByText(/^Show all \d+$/);
    if (await showAll.isVisible()) await showAll.click();
    await agendaPanel.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
  });
});
