import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { api, createAdmin, createMember, signUpUser } from './accounts-helpers';

async function changePassword(page: Page, current: string, next: string, confirm = next) {
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current Password').fill(current);
  await form.getByLabel('New Password', { exact: true }).fill(next);
  await form.getByLabel('Confirm New Password').fill(confirm);
  await form.getByRole('button', { name: 'Update Password' }).click();
  return form;
}

test('when a user edits the profile, then the loaded values, the success text and the avatar follow', async ({ page }) => {
  const user = await signUpUser('Edna Edit');
  await signIn(page, user);
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Name')).toHaveValue('Edna Edit');
  await expect(form.getByLabel('Email')).toHaveValue(user.email);
  await form.getByLabel('Name').fill('Edna Edited');
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Edna Edited');
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Phone')).toHaveValue('+91 98765 43210');
});

test('when the phone is not a number, then the form says so and nothing is saved', async ({ page }) => {
  const user = await signUpUser('Phil Phone');
  await signIn(page, user);
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Phone').fill('abc');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update profile: Enter a phone number (digits, spaces, + or -)');
  // The server holds the same rule for a caller that skips the form.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const direct = await api('/user/profile', { method: 'PUT', token: token!, body: { phone: 'abc' } });
  expect(direct.status).toBe(400);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Phone')).toHaveValue('');
});

test('when a name has an emoji or a combining accent, then the avatar shows whole characters as initials', async ({ page }) => {
  const user = await signUpUser('Zoë QA 😀');
  await signIn(page, user);
  await page.goto('/edit-profile');
  const avatar = page.getByRole('button', { name: 'Account menu' }).locator('.avatar');
  await expect(avatar).toHaveText('Z😀');
  // "E" + a combining acute accent: one character on screen, two code units.
  await page.getByRole('form', { name: 'Profile' }).getByLabel('Name').fill('\u0045\u0301mile Zola');
  await page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: 'Update Profile' }).click();
  await expect(avatar).toHaveText('\u0045\u0301Z');
});

test('when the e-mail is taken, then "Failed to update profile" with the reason', async ({ page }) => {
  const [user, other] = [await signUpUser(), await signUpUser()];
  await signIn(page, user);
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel('Email').fill(other.email);
  // A new e-mail needs the current password (issue 16); without it the form says so first.
  await form.getByLabel('Current Password').fill(user.password);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to update profile: An account with this email already exists');
});

test('when a user changes the password, then mismatch, wrong current and success each say so, and the session survives', async ({
  page,
}) => {
  const user = await signUpUser('Pat Password', 'Pat-old-pass-1');
  await signIn(page, user);
  await page.goto('/edit-profile');
  let form = await changePassword(page, 'Pat-old-pass-1', 'Pat-new-pass-1', 'Pat-new-pass-2');
  await expect(form.getByRole('alert')).toHaveText("New passwords don't match!");
  form = await changePassword(page, 'not-my-password', 'Pat-new-pass-1');
  await expect(form.getByRole('alert')).toHaveText('Failed to update password: Current password is incorrect');
  form = await changePassword(page, 'Pat-old-pass-1', 'Pat-new-pass-1');
  await expect(form.getByRole('status')).toHaveText('Password updated successfully!');
  // The old token is revoked; the page kept the fresh one, so the next call still works.
  expect((await api(`/api/user/${user.id}`, { token: user.token })).status).toBe(401);
  const fresh = await page.evaluate(() => localStorage.getItem('token'));
  expect((await api(`/api/user/${user.id}`, { token: fresh! })).body.name).toBe('Pat Password');
});

test('when a member (after the first change) edits the profile and password, then both succeed', async ({ page }) => {
  const member = await createMember('Max Member');
  const first = await api('/api/auth/login', { method: 'POST', body: { email: member.email, password: member.password, role: 'member' } });
  await api('/api/auth/change-password', { method: 'POST', token: first.body.token, body: { newPassword: 'Max-own-pass-1' } });
  await signIn(page, { ...member, password: 'Max-own-pass-1' });
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Name')).toHaveValue('Max Member');
  await form.getByLabel('Name').fill('Max M.');
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
  const pw = await changePassword(page, 'Max-own-pass-1', 'Max-new-pass-2');
  await expect(pw.getByRole('status')).toHaveText('Password updated successfully!');
});

test('when the admin uses Settings, then the spec texts for blanks and mismatch, then profile and password saved', async ({ page }) => {
  const admin = await createAdmin('Ada Admin');
  await signIn(page, admin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Admin');
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);

  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Name and email are required.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Admin');

  await page.getByLabel('New Password (optional)').fill('Ada-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('Ada-new-pass-2');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('alert')).toContainText('New password and confirm password do not match.');

  // New without current: profile saved, no password call.
  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Confirm New Password').fill('Ada-new-pass-1');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Profile updated successfully!/);
  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: admin.email, password: admin.password, role: 'admin' } })).status,
  ).toBe(200);

  await page.getByLabel('Current Password').fill(admin.password);
  await page.getByLabel('New Password (optional)').fill('Ada-new-pass-1');
  await page.getByLabel('Confirm New Password').fill('Ada-new-pass-1');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByRole('status')).toContainText('Profile updated successfully! Password updated successfully!');
  expect(
    (await api('/api/auth/login', { method: 'POST', body: { email: admin.email, password: 'Ada-new-pass-1', role: 'admin' } })).status,
  ).toBe(200);
  // signIn's init script would put the revoked token back on a reload; the stored fresh token is what counts.
  const fresh = await page.evaluate(() => localStorage.getItem('token'));
  expect((await api('/api/admin/profile', { token: fresh! })).body).toEqual({ name: 'Ada Lovelace', email: admin.email, version: 1 });
});

test('when an admin opens /edit-profile, then the own account loads and saves', async ({ page }) => {
  const admin = await createAdmin('Edit Admin');
  await signIn(page, admin);
  await page.goto('/edit-profile');
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(admin.email);
  await form.getByRole('button', { name: 'Update Profile' }).click();
  await expect(form.getByRole('status')).toHaveText('Profile updated successfully!');
});
