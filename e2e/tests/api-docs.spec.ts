// The API docs at /api/docs: Swagger UI renders every operation of /api/openapi.json under the gateway's
// strict CSP (no inline script, no eval) without a single violation, and "Try it out" reaches the API.
import { expect, test } from '@playwright/test';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-openapi';

test('when a developer opens /api/docs, then Swagger UI lists the operations with no CSP violation and a public call works', async ({
  page,
}) => {
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|evaluate)/i.test(msg.text())) violations.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Refused to load (CSP ${e.violatedDirective}): ${e.blockedURI}`),
    );
  });

  await page.goto('/api/docs', { waitUntil: 'networkidle' });
  // The first answer builds the document and the page parses a 1.4 MB bundle: slow on a busy 2-core machine.
  await expect(page.getByRole('heading', { name: /Agency portal API/ })).toBeVisible({ timeout: 30_000 });
  const operations = page.locator('.opblock');
  await expect(operations.first()).toBeVisible();
  expect(await operations.count()).toBeGreaterThanOrEqual(50);
  await expect(page.locator('.opblock-summary-path[data-path="/api/auth/login"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible(); // the bearer scheme
  await page.screenshot({ path: `${SHOTS}/api-docs.png`, fullPage: false });

  // Try the public domain list from the page, the way a developer would.
  const listDomains = page.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path[data-path="/api/admin/domains"]') });
  await listDomains.locator('.opblock-summary').click();
  await listDomains.getByRole('button', { name: 'Try it out' }).click();
  await listDomains.getByRole('button', { name: 'Execute' }).click();
  const live = listDomains.locator('.live-responses-table');
  await expect(live.locator('tr.response .response-col_status')).toHaveText('200');
  await expect(live.locator('tr.response .response-col_description')).toContainText('domain_id');
  await live.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/api-docs-try-it-out.png`, fullPage: false });

  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
