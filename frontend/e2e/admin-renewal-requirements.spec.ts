import type { Locator, Page } from '@playwright/test';
import type { CeRuleSet } from '@dental/contracts';
import { adminScreenshot, expect, expectToast, openAdmin, seriousAxeViolations, test, unique } from './admin-fixtures';

/** The contracts' BOARD_TEXT_DECIDES, as every page that shows rule sets says it. */
const BOARD_TEXT_DECIDES =
  "A summary to plan with: the board's own text decides what counts. Check it before you rely on a rule.";

async function ruleSets(page: Page): Promise<CeRuleSet[]> {
  const response = await page.request.get('/api/ce-requirements');
  expect(response.ok(), 'GET /api/ce-requirements').toBeTruthy();
  return (await response.json()) as CeRuleSet[];
}

/** The rule of the form by its place ('Rule 2'), whatever its label says. */
const ruleGroup = (page: Page, index: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Rule ${index}(:|$)`) });

async function fillRule(
  page: Page,
  index: number,
  rule: { id: string; label: string; kind: string; amount?: string; ticks: string[] },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Rule' }).click();
  const group = ruleGroup(page, index);
  await group.getByLabel('Rule id').fill(rule.id);
  await group.getByLabel('Label').fill(rule.label);
  await group.getByLabel('Kind').selectOption({ label: rule.kind });
  if (rule.amount !== undefined) await group.getByLabel('Amount').fill(rule.amount);
  for (const tick of rule.ticks) await group.getByLabel(tick, { exact: true }).check();
}

test.describe('renewal requirements, maintained by admins @desktop-only', () => {
  test('lists the rule sets with their sources and verified dates, and says the board decides @screenshot', async ({
    page,
  }) => {
    await openAdmin(page, '/admin/ce-requirements', 'Renewal requirements');
    await expect(page.getByRole('note').filter({ hasText: BOARD_TEXT_DECIDES })).toBeVisible();
    const texas = (await ruleSets(page)).find((set) => set.region === 'TX' && set.role === 'dentist');
    expect(texas, 'the shipped Texas dentists set').toBeTruthy();
    const card = page.getByRole('article', { name: texas!.name, exact: true });
    await expect(card.getByRole('definition')).toContainText([
      'Texas, United States',
      'Dentists',
      'Every 2 years',
      `${texas!.total} hours`,
    ]);
    const source = card.getByRole('link', { name: texas!.sources[0].title });
    await expect(source).toHaveAttribute('href', texas!.sources[0].url);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(card.locator('time')).toHaveAttribute('datetime', texas!.verifiedOn);
    await expect(card.getByRole('link', { name: `Edit ${texas!.name}` })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin', exact: true });
    await expect(nav.getByRole('link', { name: 'Renewal requirements' })).toHaveAttribute('aria-current', 'page');
    await adminScreenshot(page, 'renewal-requirements');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('records a rule set with minimum, maximum and excluded rules through the form, served by the API @screenshot', async ({
    page,
  }) => {
    const name = unique('Nevada dental hygienists');
    await openAdmin(page, '/admin/ce-requirements/new', 'Add Rule Set');
    await expect(page.getByRole('note').filter({ hasText: BOARD_TEXT_DECIDES })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('State or province').selectOption({ label: 'Nevada' });
    await page.getByLabel('Role').selectOption({ label: 'Hygienists' });
    await page.getByLabel('Cycle (years)').fill('2');
    await page.getByLabel('Total per cycle').fill('30');
    await page.getByLabel('Most counted in one day').fill('8');
    await page.getByLabel('Source 1 title').fill('Nevada State Board of Dental Examiners: NAC 631.173');
    await page.getByLabel('Source 1 URL').fill('https://dental.nv.gov/Licensees/Continuing_Education/');
    await page.getByLabel('Verified on').fill('2026-11-20');

    await fillRule(page, 1, {
      id: 'infection-control',
      label: 'Infection control',
      kind: 'Minimum: at least this much',
      amount: '2',
      ticks: ['Infection control'],
    });
    await ruleGroup(page, 1).getByLabel('Counts only from a provider the board approved for the subject').check();
    await ruleGroup(page, 1)
      .getByLabel('Read from')
      .selectOption({ label: 'Nevada State Board of Dental Examiners: NAC 631.173' });
    await fillRule(page, 2, {
      id: 'self-study',
      label: 'Self-study',
      kind: 'Maximum: counts at most this much',
      amount: '15',
      ticks: ['On demand (self-study)'],
    });
    await fillRule(page, 3, {
      id: 'practice-management',
      label: 'Practice management',
      kind: 'Excluded: does not count',
      ticks: [],
    });
    const excluded = ruleGroup(page, 3);
    await expect(excluded.getByLabel('Amount')).toHaveCount(0);
    await excluded.locator('summary').click();
    await excluded.getByLabel(/^550 /).check();

    await expect(page.getByRole('group', { name: 'Save or cancel' })).toContainText('Unsaved changes');
    await adminScreenshot(page, 'rule-set-form');
    await page.getByRole('button', { name: 'Record Rule Set' }).click();
    await expectToast(page, 'Success', 'Rule set recorded');
    await expect(page.getByRole('heading', { level: 1, name: 'Renewal requirements' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toContainText('Nevada, United States');

    const created = (await ruleSets(page)).find((set) => set.name === name);
    expect(created).toMatchObject({
      country: 'US',
      region: 'NV',
      role: 'hygienist',
      cycleYears: 2,
      unit: 'hours',
      total: 30,
      perDayMaximum: 8,
      verifiedOn: '2026-11-20',
      sources: [
        {
          title: 'Nevada State Board of Dental Examiners: NAC 631.173',
          url: 'https://dental.nv.gov/Licensees/Continuing_Education/',
        },
      ],
      rules: [
        {
          id: 'infection-control',
          label: 'Infection control',
          kind: 'minimum',
          amount: 2,
          where: { mandates: ['infection_control'] },
          approvedProviderOnly: true,
          source: 'Nevada State Board of Dental Examiners: NAC 631.173',
        },
        { id: 'self-study', label: 'Self-study', kind: 'maximum', amount: 15, where: { delivery: ['on_demand'] } },
        { id: 'practice-management', label: 'Practice management', kind: 'excluded', where: { topics: ['550'] } },
      ],
    });
    expect(created!.rules[2]).not.toHaveProperty('amount');

    // Edited: only the changed field is sent, and the history says so in words, with an undo.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Rule Set' })).toBeVisible();
    await page.getByLabel('Total per cycle').fill('35');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Success', 'Rule set updated');
    expect((await ruleSets(page)).find((set) => set.name === name)?.total).toBe(35);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(`changed the total of the renewal rule set “${name}”`);
    await expect(history).toContainText(`recorded the renewal rule set “${name}”`);
  });

  test("shows the API's 400 under the field it names, and writes nothing", async ({ page, adminProblems }) => {
    // The refusal is what this test is about.
    adminProblems.allow(/\/api\/ce-requirements$/);
    adminProblems.allow(/status of 400/);
    const name = unique('Oregon dentists');
    await openAdmin(page, '/admin/ce-requirements/new', 'Add Rule Set');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('State or province').selectOption({ label: 'Oregon' });
    await page.getByLabel('Total per cycle').fill('40');
    await page.getByLabel('Source 1 title').fill('Oregon Board of Dentistry');
    await page.getByLabel('Source 1 URL').fill('ftp://oregon.gov/dentistry');
    await page.getByLabel('Verified on').fill('2026-11-20');
    await fillRule(page, 1, {
      id: 'ethics',
      label: 'Ethics',
      kind: 'Minimum: at least this much',
      ticks: ['Ethics'],
    });

    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/ce-requirements') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Record Rule Set' }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByLabel('Source 1 URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#source-0-url-error')).toHaveText('source url must be an http(s) address');
    await expect(ruleGroup(page, 1).locator('#rule-0-amount-error')).toHaveText(
      'amount is required for a minimum rule',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Add Rule Set' })).toBeVisible();
    expect((await ruleSets(page)).some((set) => set.name === name)).toBe(false);

    // Fixed where the messages are, the same form is recorded.
    await page.getByLabel('Source 1 URL').fill('https://www.oregon.gov/dentistry');
    await ruleGroup(page, 1).getByLabel('Amount').fill('1');
    await page.getByRole('button', { name: 'Record Rule Set' }).click();
    await expectToast(page, 'Success', 'Rule set recorded');
    expect((await ruleSets(page)).some((set) => set.name === name)).toBe(true);
  });
});
