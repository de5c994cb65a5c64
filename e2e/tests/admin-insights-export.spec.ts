// The Insights page's CSV exports in real Chromium: the requests export for the period shown downloads
// as a file (fetched with the admin's token, saved from a Blob URL) with the request just filed in it, and
// a failed download says so on the page.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { signIn } from '../support/session';

const SHOTS = '/tmp/insights-shots';
let description: string;

test.beforeAll(async () => {
  const userToken = (await login(USER)).token;
  const domains = await call('/api/admin/domains');
  description = `=Export e2e ${uniqueTag()}, with a comma`;
  const filed = await call('/api/user/requests', {
    method: 'POST',
    token: userToken,
    body: { service: 'Technical Support', domain_id: domains.body[0].domain_id, description },
  });
  expect(filed.status).toBe(201);
});

async function openInsights(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin/insights?days=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  return page.getByRole('region', { name: 'Download CSV' });
}

test('when the admin downloads the requests CSV, then the file of the period shown holds the request just filed', async ({ page }) => {
  const exports = await openInsights(page);
  const today = new Date().toISOString().slice(0, 10);
  const downloading = page.waitForEvent('download');
  await exports.getByRole('link', { name: 'Requests' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^requests-\\d{4}-\\d{2}-\\d{2}-to-${today}\\.csv$`));
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    'Request ID,Filed at,Status,Domain,Service,Requester,Requester e-mail,Assignees,Approved at,Rejected at,Started at,Completed at,Description',
  );
  // The description starts with "=": neutralised with an apostrophe, and quoted for its comma.
  expect(text).toContain(`,Pending,`);
  expect(text).toContain(`"'${description}"\r\n`);
  await expect(exports.getByRole('alert')).toHaveCount(0);
});

test('when a download fails, then the page says the export could not be downloaded', async ({ page }) => {
  const exports = await openInsights(page);
  await page.route('**/api/admin/exports/clients?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'down', code: 'DEPENDENCY_UNAVAILABLE' }),
    }),
  );
  await exports.getByRole('link', { name: 'Clients' }).click();
  await expect(exports.getByText('The export could not be downloaded. Please try again.')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`when Insights is open at ${width} px, then the four download links show without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const exports = await openInsights(page);
    for (const name of ['Requests', 'Clients', 'Contact messages', 'Member load'])
      await expect(exports.getByRole('link', { name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/insights-exports-${width}.png` });
  });
}
