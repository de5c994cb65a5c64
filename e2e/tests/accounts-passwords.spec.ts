import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { ADMIN } from '../support/stack';
import { api, createMember, expireResetLinks, readMail, readResetLink, signUpUser, uniqueEmail } from './accounts-helpers';

const PASSWORD_RULE = /At least 8 characters/;

/** The reset page of a link that no longer works: said at once, no form, a way to ask for a new link. */
async function expectDeadLink(page: Page) {
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
}

test('when a first-login member signs in, then only the password change is possible until it is done', async ({ page }) => {
  const member = await createMember('Mira Member');
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('Role').selectOption({ label: 'Member' });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/first-login-change$/);
  await expect(page.getByRole('heading', { name: 'Change Your Password' })).toBeVisible();

  // The guard and the server both refuse anything else.
  await page.goto('/member-home');
  await expect(page).toHaveURL(/\/first-login-change$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const tasks = await api('/api/member/tasks/current', { token: token! });
  expect(tasks.status).toBe(403);
  expect((await api('/api/auth/me', { token: token! })).body.code).toBe('PASSWORD_CHANGE_REQUIRED');

  await page.getByLabel('New Password', { exact: true }).fill('Mira-own-pass-1');
  await page.getByLabel('Confirm New Password').fill('Mira-own-pass-2');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  // The admin-chosen password typed twice is refused by the server, and the flag stays.
  await page.getByLabel('New Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm New Password').fill(member.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The new password must be different from your current password');
  expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).toBe('true');

  await page.getByLabel('New Password', { exact: true }).fill('Mira-own-pass-1');
  await page.getByLabel('Confirm New Password').fill('Mira-own-pass-1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed successfully' })).toBeVisible();
  const started = Date.now();
  await expect(page).toHaveURL(/\/member-home$/);
  expect(Date.now() - started).toBeGreaterThan(900);
  expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).toBe('false');
  const fresh = await page.evaluate(() => localStorage.getItem('token'));
  expect(fresh).not.toBe(token);
  expect((await api('/api/auth/me', { token: token! })).status).toBe(401); // the first-login token is revoked
  expect((await api('/api/member/tasks/current', { token: fresh! })).status).not.toBe(403);
});

for (const role of ['User', 'Admin', 'Member'] as const) {
  test(`when someone asks for a reset link as ${role}, then the same message shows for a known and an unknown e-mail`, async ({ page }) => {
    await page.goto('/forgot-password');
    for (const email of [
      uniqueEmail('nobody'),
      role === 'User' ? (await signUpUser()).email : role === 'Member' ? (await createMember()).email : 'admin@agency.local',
    ]) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Role').selectOption({ label: role });
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status')).toHaveText('If an account with that email exists, a password reset link has been sent.');
    }
  });
}

test('when the reset service fails, then "Failed to send reset link."', async ({ page }) => {
  await page.route('**/api/auth/forgot-password', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('x@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send reset link.');
});

test('when the e-mailed link is used, then the new password works, the old does not, and a second use is refused', async ({ page }) => {
  const user = await signUpUser('Reset Rita', 'Rita-old-pass-1');
  const before = Date.now();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = await readResetLink(user.email, before);
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill('Rita-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('Rita-new-pass-X');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm New Password').fill('Rita-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');

  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Rita-new-pass-1', role: 'user' } })).status,
  ).toBe(200);
  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Rita-old-pass-1', role: 'user' } })).status,
  ).toBe(401);
  expect((await api('/api/auth/me', { token: user.token })).status).toBe(401);

  // A used link is refused as the page opens, before anything is typed.
  await page.goto(link);
  await expectDeadLink(page);
});

test('when the link is older than 30 minutes, then it is refused and the password stays', async ({ page }) => {
  const user = await signUpUser('Late Lou', 'Lou-old-pass-1');
  const before = Date.now();
  await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email, role: 'user' } });
  const link = await readResetLink(user.email, before);
  await expireResetLinks();
  await page.goto(link);
  await expectDeadLink(page);
  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Lou-old-pass-1', role: 'user' } })).status,
  ).toBe(200);
});

test('when the role does not match the account, then the same answer, and the owner gets the link with the role to choose', async () => {
  const user = await signUpUser();
  const res = await api('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: user.email, role: 'admin' },
    headers: { host: 'evil.example.com' },
  });
  expect(res.body).toEqual({ message: 'If an account with that email exists, a password reset link has been sent.' });
  const mail = await readMail(user.email, (text) => text.includes('/reset-password?token='));
  expect(mail.text).toContain('When you sign in, choose the role "User".');
  expect(mail.text).not.toContain('evil.example.com');
});

test('when a reset link is made up, then the page says at once it is no longer valid and leads to a new one', async ({ page }) => {
  await page.goto(`/reset-password?token=${'made-up-token-'.padEnd(43, 'x')}`);
  await expectDeadLink(page);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('when a good reset link is opened and the page reloaded, then the form stays and the link still works once', async ({ page }) => {
  const user = await signUpUser('Reload Rhea', 'Rhea-old-pass-1');
  const before = Date.now();
  await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email, role: 'user' } });
  const link = await readResetLink(user.email, before);
  await page.goto(link);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByLabel('New Password', { exact: true }).fill('Rhea-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('Rhea-new-pass-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
});

test('when any form that sets a password opens, then the rule shows before anything is typed', async ({ browser }) => {
  const open = async (path: string, account?: { email: string; password: string; role: string }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (account) await signIn(page, account);
    await page.goto(path);
    return page;
  };
  const signup = await open('/signup');
  await expect(signup.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULE);
  await expect(signup.getByText(PASSWORD_RULE)).toBeVisible();

  const user = await signUpUser('Rule Reader', 'Rule-old-pass-1');
  const before = Date.now();
  await api('/api/auth/forgot-password', { method: 'POST', body: { email: user.email, role: 'user' } });
  const reset = await open(await readResetLink(user.email, before));
  await expect(reset.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULE);

  const firstLogin = await open('/first-login-change', await createMember('Rule Member'));
  await expect(firstLogin.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULE);

  const profile = await open('/edit-profile', { ...user, password: 'Rule-old-pass-1' });
  const change = profile.getByRole('form', { name: 'Change password' });
  await expect(change.getByLabel('New Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_RULE);
  await expect(change.getByText(PASSWORD_RULE)).toBeVisible();

  const admin = await open('/admin/users', ADMIN);
  await admin.getByRole('button', { name: 'Add Member' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Member' });
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
  for (const page of [signup, reset, firstLogin, profile, admin]) await page.context().close();
});
