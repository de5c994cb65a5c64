// The walking skeleton's chain, shell → remote → gateway → service → database, as a visitor sees it.
import { expect, test } from '@playwright/test';
import { ADMIN, API, login } from '../support/stack';
import { collectConsoleErrors } from '../support/session';

test('when a visitor opens the home page, then the shell frames the public remote with nav and footer', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  for (const label of ['HOME', 'ABOUT US', 'OUR TEAM', 'CONTACT US', 'SIGN IN']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText(/since 2025/i);
  expect(errors).toEqual([]);
});

test('when a visitor opens a page, then the remotes come from the config inlined in it: no /mf-config.json round trip', async ({
  page,
}) => {
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/mf-config.json') configRequests.push(request.url());
  });
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(configRequests).toEqual([]);
});

test('when an admin creates a domain through the API, then /team shows it in upper case linking to its slug', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const { token } = await login(ADMIN);
  const name = `Cloud Ops ${Date.now().toString(36)}`;
  const res = await fetch(`${API}/api/admin/domains`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `  ${name}  ` }),
  });
  expect(res.status).toBe(201);

  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name.toUpperCase()) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', `/team/${name.toLowerCase().replace(/\s+/g, '-')}`);
  expect(errors).toEqual([]);
});

test('when a visitor deep-links to a domain team, then the page loads directly with its heading', async ({ page }) => {
  await page.goto('/team/software-development');
  await expect(page.getByRole('heading', { name: 'Software Development Team' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Software Development Team' })).toBeVisible();
});

const NO_SUCH_PAGE = 'The page you asked for does not exist.';

test('when a visitor opens an unknown path, then the answer stays a 404 and the browser is sent to / (a replace) saying so', async ({
  page,
}) => {
  await page.goto('/about');
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: NO_SUCH_PAGE })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  // A replace: Back leads to the page before, not to the dead URL.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('when a visitor follows a link to an unknown path inside the app, then the app goes to / and says the page does not exist', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A link of the app's own to a page that does not exist: client-side navigation, no request for HTML.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no/such/page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: NO_SUCH_PAGE })).toBeVisible();
  // The notice belongs to that one arrival: the next page does not carry it.
  await page.getByRole('navigation').first().getByRole('link', { name: 'ABOUT US', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByText(NO_SUCH_PAGE)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when a visitor opens an unknown path, then the 404 page offers a link home that leads there', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: "Let's Grow Together" })).toBeVisible();
  });

  test('when a visitor opens /case-studies, then the server sends them to the team page (301)', async ({ page }) => {
    const response = await page.goto('/case-studies');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/case-studies$/);
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  });
});

test('when /case-studies (labelled Our Team) is fetched, then 301 to /team', async () => {
  const res = await fetch(`${API}/case-studies?from=nav`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('/team?from=nav');
});

test('when a visitor opens /case-studies (labelled Our Team), then they land on the team page', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
});

test('when a visitor opens a guarded page, then the guard sends them to the login page', async ({ page }) => {
  for (const path of ['/admin', '/user-dashboard', '/member-home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('when an admin signs in through the form, then they land in the admin area and can add a domain', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Welcome, Admin')).toBeVisible();

  await page.getByRole('link', { name: 'Domain Management' }).click();
  const name = `Data Science ${Date.now().toString(36)}`;
  await page.getByPlaceholder(/domain name/i).fill(name);
  await page.getByRole('button', { name: /add domain/i }).click();
  await expect(page.getByText('Domain added successfully!')).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
});
