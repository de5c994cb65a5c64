// The admin's Insights against the whole stack: requests filed and approved through the API show in
// the figures of their own (new) domain, the period changes through the URL and the form, an empty
// period says so, each chart opens its table, and axe finds nothing serious at 1280 and 375 px.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { signIn } from '../support/session';
import { waitForQuietNetwork } from '../support/network';

const SHOTS = '/tmp/insights-shots';
let domainName: string;

test.beforeAll(async () => {
  const adminToken = (await login(ADMIN)).token;
  const userToken = (await login(USER)).token;
  domainName = `Insights ${uniqueTag()}`;
  const domain = await call('/api/admin/domains', { method: 'POST', token: adminToken, body: { name: domainName } });
  expect(domain.status).toBe(201);
  const ids: string[] = [];
  for (const service of ['Software Development', 'Technical Support']) {
    const res = await call('/api/user/requests', {
      method: 'POST',
      token: userToken,
      body: { service, domain_id: domain.body.domain_id, description: `Insights e2e ${uniqueTag()}` },
    });
    expect(res.status).toBe(201);
    ids.push(res.body.req_id);
  }
  const approved = await call(`/api/admin/requests/${ids[0]}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } });
  expect(approved.status).toBe(200);
});

async function openInsights(page: Page, query = '') {
  await signIn(page, ADMIN);
  await page.goto(`/admin/insights${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading insights' })).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test(`when the admin opens Insights at ${width} px, then the new domain's figures match what was filed, and axe finds nothing serious`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openInsights(page);
    // At phone width the sidebar folds into a menu: the link is checked where it shows.
    if (width > 800) await expect(page.getByRole('link', { name: 'Insights' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    // The domain chart's table alternative: two requests filed in the new domain.
    const domains = page.getByRole('region', { name: 'Requests per service domain' });
    await domains.getByRole('button', { name: 'Show as table' }).click();
    const row = domains.getByRole('row', { name: new RegExp(domainName) });
    await expect(row.getByRole('cell').first()).toHaveText('2');

    // One of them approved: one approval time in its turnaround row.
    const turnaround = page.getByTestId('turnaround').getByRole('row', { name: new RegExp(domainName) });
    await expect(turnaround.getByRole('cell').first()).toContainText('1 request');

    // The bars are keyboard stops with their numbers as names.
    const weekly = page.getByRole('region', { name: 'Requests per week' });
    const bar = weekly.getByRole('img', { name: /^Week of [A-Z][a-z]{2} \d{1,2}, \d{4}: \d+ in all/ }).last();
    await bar.focus();
    await expect(weekly.locator('.insights-chart__detail')).toContainText('in all');

    fs.mkdirSync(SHOTS, { recursive: true });
    await waitForQuietNetwork(page);
    await page.screenshot({ path: `${SHOTS}/insights-${width}.png`, fullPage: true });
    // What one screen shows (the full page above stretches at phone width): the top, then turnaround and load.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/insights-${width}-top.png` });
    await page.getByRole('heading', { name: 'Turnaround' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/insights-${width}-turnaround.png` });

    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('when the admin changes the period, then the URL keeps it and an empty period says so', async ({ page }) => {
  await openInsights(page);
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('From').fill('2020-03-01');
  await page.getByLabel('To').fill('2020-03-07');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/from=2020-03-01&to=2020-03-07/);
  await expect(page.getByTestId('insights-period')).toHaveText('Mar 1, 2020 – Mar 7, 2020 (UTC days)');
  await expect(page.getByText('No requests in this period.').first()).toBeVisible();
  await expect(page.getByText('No contact messages in this period.')).toBeVisible();

  // A reload shows the same period.
  await page.reload();
  await expect(page.getByTestId('insights-period')).toHaveText('Mar 1, 2020 – Mar 7, 2020 (UTC days)');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: `${SHOTS}/insights-empty-375.png`, fullPage: true });
});

test('when the admin sorts the member load by name, then the header says so', async ({ page }) => {
  await openInsights(page, '?days=90');
  const table = page.getByTestId('member-load');
  await table.getByRole('button', { name: 'Member' }).click();
  await expect(table.getByRole('columnheader', { name: 'Member' })).toHaveAttribute('aria-sort', 'ascending');
  await table.getByRole('button', { name: 'Member' }).click();
  await expect(table.getByRole('columnheader', { name: 'Member' })).toHaveAttribute('aria-sort', 'descending');
});
