// Sign-out ends the session on the server, "Sign out of all devices" ends the others, and a new
// sign-in e-mail only counts once the link mailed to it is opened: done as a person does them.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { api, createAdmin, readMail, readMailedLink, signUpUser, uniqueEmail } from './accounts-helpers';

/** Polls until `call` answers 401 or the budget (10 s cache + margin) runs out; the elapsed time is the measurement. */
async function secondsUntil401(call: () => Promise<{ status: number }>, budgetMs = 15_000) {
  const started = Date.now();
  let status = (await call()).status;
  while (status !== 401 && Date.now() - started < budgetMs) {
    await new Promise((r) => setTimeout(r, 500));
    status = (await call()).status;
  }
  return { status, seconds: (Date.now() - started) / 1000 };
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

test('when a user signs out, then the old token gets 401 from auth at once and from the user service within 10 s', async ({ page }) => {
  const user = await signUpUser('Sigrid Out');
  const session = await signIn(page, user);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The user service has seen (and cached) this session.
  expect((await api('/api/user/requests/previous', { token: session.token })).status).toBe(200);

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await expect.poll(async () => (await api('/api/auth/me', { token: session.token })).status, { timeout: 5000 }).toBe(401);
  const userService = await secondsUntil401(() => api('/api/user/requests/previous', { token: session.token }));
  expect(userService.status).toBe(401);
  expect(userService.seconds).toBeLessThan(12);
  console.log(`sign-out reached the user service after ${userService.seconds.toFixed(1)} s`);
});

test('when a user signs out of all devices, then a second browser is signed out too', async ({ page, browser }) => {
  const user = await signUpUser('Dee Vices');
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const otherSession = await signIn(otherPage, user);
    await otherPage.goto('/user-dashboard');
    await expect(otherPage.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await signIn(page, user);
    await page.goto('/edit-profile');
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect.poll(async () => (await api('/api/auth/me', { token: otherSession.token })).status, { timeout: 5000 }).toBe(401);
    // The other browser finds out on its next call and lands on the sign-in page.
    await otherPage.getByRole('button', { name: 'Account menu' }).click();
    await otherPage.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 15_000 });
  } finally {
    await other.close();
  }
});

test('when a user changes the e-mail, then it needs the password, stays the old one until the mailed link is opened, and then signs in', async ({
  page,
  browser,
}) => {
  const user = await signUpUser('Mo Ving', 'Moving-pass-1');
  const next = uniqueEmail('moved');
  const before = Date.now();
  await signIn(page, user);
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(user.email);
  await expect(form.getByLabel('Current Password')).toHaveCount(0); // only asked for a new e-mail
  await form.getByLabel('Email').fill(next);
  await form.getByLabel('Current Password').fill('Wrong-pass-9');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update profile: Current password is incorrect');

  await form.getByLabel('Current Password').fill('Moving-pass-1');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Profile updated successfully! We sent a confirmation link to ${next}. Your email stays ${user.email} until you open it.`,
  );
  await expect(form.getByLabel('Email')).toHaveValue(user.email);

  // The old address is told at once, with when and how to secure the account.
  const warning = await readMail(user.email, (text) => text.includes(next), before);
  expect(warning.subject).toBe('Your sign-in email is about to change');
  expect(warning.text).toContain('/forgot-password');
  // Until the link is opened, the new address does not sign in.
  expect((await api('/api/auth/login', { method: 'POST', body: { email: next, password: 'Moving-pass-1', role: 'user' } })).status).toBe(
    401,
  );

  // The link is opened from the mailbox, maybe in another browser: it needs no session.
  const link = await readMailedLink(next, '/confirm-email', before);
  const mailClient = await browser.newContext();
  try {
    const inbox = await mailClient.newPage();
    await inbox.goto(link);
    await expect(inbox.getByRole('status')).toHaveText(`Your email is now ${next}. Sign in with it.`);
    await inbox.reload();
    await expect(inbox.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired.');

    await inbox.getByRole('link', { name: 'Go to sign in' }).click();
    await inbox.getByLabel('Email').fill(next);
    await inbox.getByLabel('Password').fill('Moving-pass-1');
    await inbox.getByLabel('Role').selectOption({ label: 'User' });
    await inbox.getByRole('button', { name: 'Sign In' }).click();
    await expect(inbox).toHaveURL(/\/$/);
    await expect(await openAccountMenu(inbox)).toContainText(next);
  } finally {
    await mailClient.close();
  }
  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: user.email, password: 'Moving-pass-1', role: 'user' } })).status,
  ).toBe(401);
  // The session that asked for the change was ended by it (its token carried the old e-mail).
  expect((await api('/api/auth/me', { token: (await page.evaluate(() => localStorage.getItem('token')))! })).status).toBe(401);
});

test('when the admin changes the e-mail in Settings, then the current password is asked for and the e-mail stays until the link is opened', async ({
  page,
}) => {
  const admin = await createAdmin('Ada Moves');
  const next = uniqueEmail('admin-moved');
  const before = Date.now();
  await signIn(page, admin);
  await page.goto('/admin/settings');
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await page.getByLabel('Email').fill(next);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter your current password to change your email.');

  await page.getByLabel('Current Password').fill(admin.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Profile updated successfully! We sent a confirmation link to ${next}. Your email stays ${admin.email} until you open it.`,
  );
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await readMail(admin.email, (text) => text.includes(next), before);
  const token = new URL(await readMailedLink(next, '/confirm-email', before)).searchParams.get('token');
  expect((await api('/api/auth/confirm-email', { method: 'POST', body: { token } })).status).toBe(200);
  expect((await api('/api/auth/login', { method: 'POST', body: { email: next, password: admin.password, role: 'admin' } })).status).toBe(
    200,
  );
});
