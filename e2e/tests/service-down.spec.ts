// A service that is down gives a clear message on the page and a fast JSON error from the gateway,
// while the rest of the product keeps working; it comes back by itself.
import { expect, test } from '@playwright/test';
import { API, restorePart, stopPart } from '../support/stack';

test.afterEach(async () => {
  await restorePart('admin');
});

test('when the admin service is stopped, then /api/admin answers JSON 503 within 2 s and /team says so', async ({ page }) => {
  stopPart('admin');

  const started = Date.now();
  const res = await fetch(`${API}/api/admin/domains`);
  expect(Date.now() - started).toBeLessThan(2000);
  expect([502, 503]).toContain(res.status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = (await res.json()) as { error: string; code: string };
  expect(body.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(body.error).toMatch(/unavailable/i);

  await page.goto('/team');
  await expect(page.getByRole('alert')).toContainText(/unavailable|try again/i);
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // Other services keep answering while admin is down (not a login attempt: those count towards lockout).
  const me = await fetch(`${API}/api/auth/me`);
  expect(me.status).toBe(401);

  await restorePart('admin');
  await page.getByRole('button', { name: /retry|try again/i }).click();
  await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  await expect(page.getByRole('link', { name: /SOFTWARE DEVELOPMENT/ })).toBeVisible();
});
