import type { AuditPage, Sponsor } from '@dental/contracts';
import {
  adminApi,
  adminScreenshot,
  expect,
  openAdmin,
  seriousAxeViolations,
  signInByApi,
  test,
  unique,
} from './admin-fixtures';

test.describe('audit history in plain words', () => {
  test("a sponsor's move shows the events by name (ids on hover), types as sentences, values as Yes/No @screenshot @desktop-only", async ({
    page,
  }) => {
    await signInByApi(page);
    const greatTitle = unique('Great Lakes Periodontal Symposium');
    const gulfTitle = unique('Gulf Coast Dental Forum');
    const great = await adminApi.createEvent(page, greatTitle);
    const gulf = await adminApi.createEvent(page, gulfTitle);
    const sponsorName = unique('Periogen Biologics');
    const created = await page.request.post('/api/sponsors', {
      data: {
        name: sponsorName,
        description: 'Regenerative materials.',
        logo: 'PERIO',
        tier: 'gold',
        eventId: great.id,
      },
    });
    expect(created.status()).toBe(201);
    const sponsor = (await created.json()) as Sponsor;
    const call = async (method: 'patch', path: string, data: unknown) =>
      expect((await page.request[method](path, { data })).ok(), `${method} ${path}`).toBeTruthy();
    await call('patch', `/api/sponsors/${sponsor.id}/assign-to-event`, { eventId: gulf.id, tier: 'gold' });
    await call('patch', `/api/sponsors/${sponsor.id}`, { isGlobalSponsor: true });
    await call('patch', `/api/sponsors/${sponsor.id}`, { isGlobalSponsor: false });
    // Later: the second event renamed, the first moved to the trash.
    const gulfRenamed = `${gulfTitle} 2027`;
    await adminApi.patchEvent(page, gulf.id, { title: gulfRenamed, image: 'esthetic-days' });
    await adminApi.trashEvent(page, great.id);

    const history = (await (
      await page.request.get(`/api/audit?kind=sponsor&entityId=${sponsor.id}`)
    ).json()) as AuditPage;
    const move = history.rows.find(
      (row) => row.type === 'SponsorAssignedToEvent' && row.changes.some((change) => change.before === great.id),
    )!;
    expect(move, 'the move in the API answer').toBeTruthy();

    await openAdmin(page, `/admin/audit?kind=sponsor&entityId=${sponsor.id}`, 'Audit Log');
    const rows = page.getByTestId('audit-row');
    await expect(rows).toHaveCount(history.rows.length);
    const moveRow = rows.filter({ hasText: `#${move.position} · Sponsor assigned to an event` });
    await expect(moveRow).toHaveCount(1);
    // From the trashed event to the renamed one, by their names now, each with its id on hover.
    const from = moveRow.getByText(`${greatTitle} (in the trash)`, { exact: true });
    const to = moveRow.getByText(gulfRenamed, { exact: true });
    await expect(from).toBeVisible();
    await expect(to).toBeVisible();
    await expect(from).toHaveAttribute('title', `Event id ${great.id}`);
    await expect(to).toHaveAttribute('title', `Event id ${gulf.id}`);
    await expect(moveRow).not.toContainText(great.id);
    await expect(moveRow).not.toContainText(gulf.id);
    await expect(moveRow).not.toContainText('SponsorAssignedToEvent');
    await expect(moveRow.getByRole('link', { name: sponsorName })).toHaveAttribute('title', `Sponsor id ${sponsor.id}`);

    // Internal type names become sentences, booleans Yes/No.
    const noLongerGlobal = rows.filter({ hasText: 'Sponsor removed from global list' });
    await expect(noLongerGlobal).toHaveCount(1);
    await expect(noLongerGlobal).not.toContainText('SponsorNoLongerGlobal');
    await expect(noLongerGlobal.getByRole('definition')).toHaveText(/^from\s*Yes\s*to\s*No$/);
    await expect(noLongerGlobal.getByRole('term')).toHaveText('Global sponsor');

    // The filter offers the same sentences (here a sponsor's only), never a type's internal name.
    const typeFilter = page.getByLabel('Type of change', { exact: true });
    await expect(typeFilter.locator('option', { hasText: 'Sponsor removed from global list' })).toHaveCount(1);
    await expect(typeFilter.locator('option', { hasText: /^[A-Z][a-z]+[A-Z]/ })).toHaveCount(0);
    await typeFilter.selectOption({ label: 'Sponsor removed from global list' });
    await expect(page).toHaveURL(/type=SponsorNoLongerGlobal/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Sponsor removed from global list');

    await typeFilter.selectOption({ label: 'Sponsor assigned to an event' });
    await expect(rows).toHaveCount(2);
    await adminScreenshot(page, 'audit-plain-words');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Over every entity, the sentences are grouped by the entity they are about.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(
      typeFilter.locator('optgroup[label="Sponsor"] option', { hasText: 'Sponsor removed from global list' }),
    ).toHaveCount(1);
    await expect(
      typeFilter.locator('optgroup[label="Event"] option', { hasText: 'Event moved to the trash' }),
    ).toHaveCount(1);
  });
});
