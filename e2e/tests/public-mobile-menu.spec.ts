// The navigation on a phone (375 px): the bar folds into a menu button with the same entries.
import { expect, test } from '@playwright/test';
import { USER } from '../support/stack';
import { signIn } from '../support/session';

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
