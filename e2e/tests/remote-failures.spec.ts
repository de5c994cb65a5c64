// A remote that is missing, answers HTML instead of its manifest, or hangs must never blank the app:
// only its slot shows the fallback, the nav stays, and Retry recovers once the remote is back.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN, USER } from '../support/stack';
import { signIn } from '../support/session';

const FALLBACK = 'This section is currently unavailable.';

const remotes = [
  { name: 'public', path: '/', ready: (page: Page) => page.getByRole('link', { name: "Let's Grow Together" }) },
  {
    name: 'portal',
    path: '/user-dashboard',
    account: USER,
    ready: (page: Page) =>
      page
        .getByRole('main')
        .getByText(/dashboard/i)
        .first(),
  },
  { name: 'admin', path: '/admin', account: ADMIN, ready: (page: Page) => page.getByText('Welcome, Admin') },
];

const breakages: Array<{ how: string; handle: (route: Route) => Promise<void> | void }> = [
  { how: 'its manifest is missing (404)', handle: (route) => route.fulfill({ status: 404, body: 'Not found' }) },
  {
    how: 'HTML comes back instead of its manifest',
    handle: (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  },
  { how: 'its manifest never answers', handle: () => {} },
];

for (const remote of remotes) {
  for (const breakage of breakages) {
    test(`when the ${remote.name} remote breaks because ${breakage.how}, then only its slot falls back and Retry recovers`, async ({
      page,
    }) => {
      if (remote.account) await signIn(page, remote.account);
      const manifest = `**/mfe/${remote.name}/mf-manifest.json`;
      await page.route(manifest, breakage.handle);

      await page.goto(remote.path);
      await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('navigation').first().getByRole('link', { name: 'HOME', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await page.unroute(manifest);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(remote.ready(page)).toBeVisible();
      await expect(page.getByText(FALLBACK)).toHaveCount(0);
    });
  }
}

test('when a remote chunk fails to download, then the slot falls back and Retry loads it', async ({ page }) => {
  await signIn(page, ADMIN);
  let blocked = true;
  await page.route('**/mfe/admin/**', (route) => {
    const url = route.request().url();
    const isChunk = url.endsWith('.js') && !url.includes('remoteEntry');
    return blocked && isChunk ? route.abort('failed') : route.fallback();
  });
  await page.goto('/admin');
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Welcome, Admin')).toBeVisible();
});

test('when a remote manifest loads but its entry script is missing (404), then only its slot falls back and Retry recovers', async ({
  page,
}) => {
  // Every request for the entry, also the tries after the first (a new URL each: `?retry=<n>`).
  const entry = (url: URL) => url.pathname === '/mfe/public/remoteEntry.js';
  await page.route(entry, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/about');
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'HOME', exact: true })).toBeVisible();

  await page.unroute(entry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});

test('when a remote page throws while rendering, then only its slot falls back, the nav stays, and Retry renders it', async ({ page }) => {
  // A domain without a name makes the team page's card throw during render (a bug the boundary must contain).
  const domains = '**/api/admin/domains';
  await page.route(domains, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"domain_id":"x"}]' }));
  await page.goto('/team');
  await expect(page.getByText(FALLBACK)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'OUR TEAM', exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute(domains);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
});
