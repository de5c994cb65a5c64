// The navigation on a phone (375 px): the bar folds into a menu button with the same entries.
import { expect, test } from '@playwright/test';
import { USER } from '../support/stack';
import { signIn } from '../support/session';
import { holdAppCode, serverHtml } from '../support/take-over';

test.use({ viewport: { width: 375, height: 800 } });

test('when a visitor opens the menu on a phone, then it lists the four pages and SIGN IN, and choosing one navigates and closes it', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);

  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  for (const label of ['HOME', 'ABOUT US', 'OUR TEAM', 'CONTACT US', 'SIGN IN']) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }

  await menu.getByRole('link', { name: 'OUR TEAM' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Our Core Domains' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
});

test('when a signed-in customer opens the menu on a phone, then it shows who is signed in, the dashboard, Edit Profile and Logout', async ({
  page,
}) => {
  const session = await signIn(page, USER);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toContainText(session.user.name);
  await expect(menu).toContainText(session.user.email);
  await expect(menu.getByRole('link', { name: 'SIGN IN' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');

  await menu.getByRole('link', { name: 'User Dashboard' }).click();
  await expect(page).toHaveURL(/\/user-dashboard/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('when a visitor opens the menu on a phone before the app has arrived, then it opens all the same, and stays open when the app arrives', async ({
  page,
}) => {
  const release = await holdAppCode(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(serverHtml(page)).toHaveCount(1);
  // The server HTML's menu is the browser's own popover: its button needs no JavaScript.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const label of ['HOME', 'ABOUT US', 'OUR TEAM', 'CONTACT US', 'SIGN IN'])
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'HOME' })).toHaveAttribute('aria-current', 'page');

  release();
  await expect(serverHtml(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'OUR TEAM' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
});

test('when a visitor chooses a page in the menu before the app has arrived, then that page opens', async ({ page }) => {
  await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'CONTACT US' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: "Let's talk about your project" })).toBeVisible();
});
