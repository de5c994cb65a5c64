import { expect, test, type Page } from '@playwright/test';
import { ADMIN, USER } from '../support/stack';
import { uniqueEmail } from './accounts-helpers';

async function fillLogin(page: Page, email: string, password: string, role: 'User' | 'Admin' | 'Member') {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Role').selectOption({ label: role });
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('when the two signup passwords differ, then "Passwords do not match" and no account', async ({ page }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name').fill('Mismatch');
  await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
  await page.getByLabel('Password', { exact: true }).fill('First-pass-1');
  await page.getByLabel('Confirm Password').fill('Second-pass-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page).toHaveURL(/\/signup$/);
});

test('when someone signs up with a common password, then the server says it is too common and no account is made', async ({ page }) => {
  const email = uniqueEmail('common');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Name').fill('Common Carl');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Password123');
  await page.getByLabel('Confirm Password').fill('Password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password is too common and easy to guess. Please choose a different one.');
  await expect(page).toHaveURL(/\/signup$/);
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'Password123', role: 'user' } });
  expect(login.status()).toBe(401);
});

test('when someone signs up, then /login; signing in lands on /, the avatar shows name and e-mail, Logout returns to /login', async ({
  page,
}) => {
  const email = uniqueEmail('newbie');
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Nova Newbie');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Newbie-pass-1');
  await page.getByLabel('Confirm Password').fill('Newbie-pass-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Account created' })).toBeVisible();

  await page.getByLabel('Password').fill('Newbie-pass-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Nova Newbie');
  await expect(menu).toContainText(email);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('when the e-mail is already taken, then the server error is shown on the signup page', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Name').fill('Copy');
  await page.getByLabel('Email').fill(USER.email);
  await page.getByLabel('Password', { exact: true }).fill('Copy-pass-123');
  await page.getByLabel('Confirm Password').fill('Copy-pass-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('when the admin signs in with role Admin, then /admin; with role User, then "Invalid credentials" naming the role', async ({
  page,
}) => {
  await fillLogin(page, ADMIN.email, ADMIN.password, 'User');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Check your email, password and the role you selected.');
  await fillLogin(page, ADMIN.email, ADMIN.password, 'Admin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('when the server cannot be reached, then "Unable to connect to server. Please try again later."', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await fillLogin(page, USER.email, USER.password, 'User');
  await expect(page.getByRole('alert')).toHaveText('Unable to connect to server. Please try again later.');
});

test('when a stored token is refused (401) on a signed-in page, then the session is cleared and the page is /login', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'not.a.valid-token');
    localStorage.setItem('role', 'user');
    localStorage.setItem('firstLogin', 'false');
    localStorage.setItem('userId', '64b000000000000000000001');
  });
  await page.goto('/edit-profile');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('when a user signs in with the demo account, then the login page sends them to /', async ({ page }) => {
  await fillLogin(page, USER.email, USER.password, 'User');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('user');
});
