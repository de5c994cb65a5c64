// Signs a browser page in the way the shell does: the spec's storage keys, set before the app boots.
import { expect, type Page } from '@playwright/test';
import { login } from './stack';

export async function signIn(page: Page, account: { email: string; password: string; role: string }) {
  const session = await login(account);
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('role', s.role);
    localStorage.setItem('firstLogin', String(s.firstLogin));
    localStorage.setItem('userName', s.user.name);
    localStorage.setItem('userEmail', s.user.email);
    localStorage.setItem('userId', s.user.id);
  }, session);
  return session;
}

/** Collects console errors and failed page loads so a test can assert a clean happy path. */
export function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Signs in through the /login form as a person does and waits for the landing page. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }, roleLabel: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByLabel('Role').selectOption({ label: roleLabel });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing);
}
