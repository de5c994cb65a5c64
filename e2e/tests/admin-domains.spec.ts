// Domain Management in the admin area: add (trimmed, blank ignored, duplicate refused), the new domain on
// the public team page, and delete after a confirm that says what happens to its members; axe on the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API, login } from '../support/stack';
import { signIn } from '../support/session';

const suffix = Date.now().toString(36);
const name = `Cloud Ops ${suffix}`;

async function openDomains(page: Page) {
  await signIn(page, ADMIN);
  await page.goto('/admin/domains');
  await expect(page.getByRole('heading', { level: 1, name: 'Domain Management' })).toBeVisible();
  await expect(page.getByText('Loading domains...')).toHaveCount(0);
}

test.describe.serial('Domain Management', () => {
  test('when the admin adds a domain with spaces around it, then it is listed trimmed and shows on /team', async ({ page }) => {
    await openDomains(page);
    const field = page.getByLabel('New domain');
    await field.fill('   ');
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await expect(page.getByText('Domain added successfully!')).toHaveCount(0);

    await field.fill(`  ${name}  `);
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await expect(page.getByText('Domain added successfully!')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);

    await page.goto('/team');
    await expect(page.getByRole('link', { name: new RegExp(name.toUpperCase()) })).toBeVisible();
  });

  test('when the same name is added again in other case, then the server says it exists and nothing is added', async ({ page }) => {
    await openDomains(page);
    await page.getByLabel('New domain').fill(name.toLowerCase());
    await page.getByRole('button', { name: 'Add Domain' }).click();
    await expect(page.getByText('A domain with this name already exists')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: new RegExp(name, 'i') })).toHaveCount(1);
  });

  test('when the admin deletes a domain, then a confirm names what happens to its members; declining keeps it, accepting removes it', async ({
    page,
  }) => {
    await openDomains(page);
    const row = page.getByRole('listitem').filter({ hasText: name });
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    // The confirm comes once the counts have arrived from /usage.
    await expect
      .poll(() => asked)
      .toBe(
        `Delete ${name}? It is used by 0 members, 0 clients and 0 service requests. Members keep their other domains; clients and requests keep the name they recorded.`,
      );
    await expect(row).toHaveCount(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText('Domain deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
    const domains = (await (await fetch(`${API}/api/admin/domains`)).json()) as Array<{ name: string }>;
    expect(domains.map((d) => d.name)).not.toContain(name);
  });

  test('when the domain page is checked with axe, then no serious or critical violations', async ({ page }) => {
    await openDomains(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});

test('when a user token calls the domain admin API, then 403; without a token, 401', async () => {
  const user = await login({ email: 'user@agency.local', password: 'User@12345', role: 'user' });
  const add = (headers: Record<string, string>) =>
    fetch(`${API}/api/admin/domains`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{"name":"x"}',
    });
  expect((await add({})).status).toBe(401);
  expect((await add({ authorization: `Bearer ${user.token}` })).status).toBe(403);
});
