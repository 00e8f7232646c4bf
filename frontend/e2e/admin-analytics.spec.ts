import type { AnalyticsReport } from '@dental/contracts';
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

test.describe('admin analytics', () => {
  test('shows the four cards, the four overview panels and the charts, every figure from GET /api/analytics @screenshot @desktop-only', async ({
    page,
  }) => {
    // A course of the test's own featured and unfeatured this month, so that the chart of
    // featured changes has a month to draw whatever the demo's featured events did.
    await signInByApi(page);
    const course = await adminApi.createEvent(page, unique('Chart Sample Course'));
    await adminApi.patchEvent(page, course.id, { isFeatured: true });
    await adminApi.patchEvent(page, course.id, { isFeatured: false });
    await adminApi.trashEvent(page, course.id);
    await openAdmin(page, '/admin/analytics', 'Analytics');
    const report = (await (await page.request.get('/api/analytics')).json()) as AnalyticsReport;

    for (const [label, value] of [
      ['Total Events', report.cards.totalEvents],
      ['Total Speakers', report.cards.totalSpeakers],
      ['Total Sponsors', report.cards.totalSponsors],
      ['Upcoming Events', report.cards.upcomingEvents],
    ] as const) {
      await expect(page.getByText(label, { exact: true }).locator('..')).toContainText(String(value));
    }
    for (const panel of ['Events Overview', 'Speakers Overview', 'Sponsors Overview', 'Performance']) {
      await expect(page.getByRole('region', { name: panel })).toBeVisible();
    }
    const events = page.getByRole('region', { name: 'Events Overview' });
    await expect(events).toContainText(`Featured${report.events.featured}/6`);
    const performance = page.getByRole('region', { name: 'Performance' });
    await expect(performance).toContainText(`Content Completion`);
    await expect(performance).toContainText(`${report.performance.contentCompletion}%`);
    await expect(performance).toContainText(`Events with Agendas`);
    await expect(performance).toContainText(`${report.performance.eventsWithAgendas}%`);
    await expect(page.getByRole('region', { name: 'Speakers Overview' })).toContainText(
      `a profession${report.speakers.profileCompleteness}%`,
    );

    for (const chart of ['Submissions per month by status', 'Featured changes over time', 'Events per city']) {
      const figure = page.getByRole('figure', { name: chart });
      await expect(figure).toBeVisible();
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    await adminScreenshot(page, 'analytics');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the charts carry their numbers as tables for screen readers @desktop-only', async ({ page }) => {
    await openAdmin(page, '/admin/analytics', 'Analytics');
    const report = (await (await page.request.get('/api/analytics')).json()) as AnalyticsReport;
    const cities = page.getByRole('table', { name: 'Events per city' });
    await expect(cities.getByRole('row')).toHaveCount(report.events.perCity.length + 1);
  });
});
