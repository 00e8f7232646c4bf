import { expect, publicEvents, test, waitForContent } from './support/fixtures';

// The document head is the same at every width.
test('an event page describes itself in the document head: title, description, Open Graph and schema.org EducationEvent @desktop-only', async ({
  page,
  request,
}) => {
  const event =
    (await publicEvents(request)).find((candidate) => candidate.registrationUrl) ?? (await publicEvents(request))[0];
  await page.goto(`/events/${event.id}`);
  await waitForContent(page);

  await expect(page).toHaveTitle(new RegExp(`^${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', event.description);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`^${event.title.slice(0, 10)}`),
  );
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/localhost:\d+\//);

  const jsonLd = JSON.parse(
    (await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as unknown;
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'EducationEvent',
    name: event.title,
    location: { '@type': 'Place', name: event.location },
  });

  // Leaving the page takes its head entries with it: /events describes itself (a list of events) instead.
  await page.getByRole('link', { name: 'Back to Events' }).first().click();
  await waitForContent(page);
  await expect(page).toHaveTitle(/^Upcoming Dental Conferences \| /);
  await expect(page.locator('head meta[property="og:image"]')).toHaveCount(0);
  const blocks = page.locator('head script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(JSON.parse((await blocks.textContent()) ?? '{}')).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ItemList',
  });
});
