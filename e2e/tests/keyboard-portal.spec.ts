// The signed-in pages with the keyboard alone (issue 27): the customer's dashboard (focus clear of the
// header, tabs and account menu as the ARIA Authoring Practices describe them, a new request announced
// and focused) and the member's first login and task actions (announced, focus never on the body).
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API, DIRECT, E2E_DATA_DIR } from '../support/stack';
import { signIn } from '../support/session';
import { announcer, expectClearOfHeader, expectFocusOnHeading, focused, settledFocus, tabTo } from './keyboard-helpers';
import { waitForQuietNetwork } from '../support/network';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const internalToken = () => fs.readFileSync(path.join(E2E_DATA_DIR, 'keys', 'internal-token'), 'utf8').trim();

async function post(url: string, body: unknown, internal = false) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(internal ? { 'x-internal-token': internalToken() } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, string> | null };
}

async function newCustomer(name: string) {
  const account = { name, email: unique('kb-user'), password: 'Keyboard-pass-1' };
  expect((await post(`${API}/api/auth/signup`, account)).status).toBe(201);
  return { ...account, role: 'user' };
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true });

test.describe('customer', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, await newCustomer('Kit Keyboard'));
  });

  test('when /user-dashboard is walked backwards with Shift+Tab, then no focused control is under the fixed header, and its title names it', async ({
    page,
  }) => {
    await page.goto('/user-dashboard');
    await expect(page).toHaveTitle('User Dashboard · Agency');
    await waitForQuietNetwork(page);
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Shift+Tab');
      const now = await settledFocus(page);
      if (now.inHeader) break;
      expectClearOfHeader(now, `Shift+Tab #${i + 1}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });

  test('when the dashboard tabs are used with arrow keys, Home and End, then the focused tab is the selected one and only it is in the tab order', async ({
    page,
  }) => {
    await page.goto('/user-dashboard');
    await expect(selectedTab(page)).toHaveText('Profile');
    await tabTo(page, 'Profile');
    const expectSelected = async (name: string) => {
      await expect(selectedTab(page)).toHaveText(new RegExp(`^${name}`));
      expect((await focused(page)).name).toMatch(new RegExp(`^${name}`));
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveText(new RegExp(`^${name}`));
    };
    await page.keyboard.press('ArrowRight');
    await expectSelected('New Request');
    await page.keyboard.press('End');
    await expectSelected('History');
    await page.keyboard.press('ArrowRight');
    await expectSelected('Profile');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('History');
    await page.keyboard.press('Home');
    await expectSelected('Profile');
    // Tab leaves the tab list for the panel instead of visiting the other tabs.
    await page.keyboard.press('Tab');
    expect((await focused(page)).role).not.toBe('tab');
  });

  test('when a request is sent with the keyboard, then it is announced and focus is on the success message, not the body', async ({
    page,
  }) => {
    await page.goto('/user-dashboard?section=new-request');
    await expect(selectedTab(page)).toHaveText('New Request');
    await expect(page.getByLabel('Domain').locator('option').nth(1)).toBeAttached();
    await tabTo(page, /^Select a service/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed, not clicked.');
    await tabTo(page, 'Submit request');
    await page.keyboard.press('Enter');
    const outcome = page.locator('.form-outcome[aria-live="polite"]');
    await expect(outcome).toContainText('Service request submitted successfully!');
    // The page scrolls smoothly to the message: judge where it is once the scrolling has stopped.
    const now = await settledFocus(page);
    expect(now.name).toContain('Service request submitted successfully!');
    expectClearOfHeader(now, 'success message');
  });

  test('when the account menu is opened with the keyboard, then focus is in the menu, arrows, Home and End move it, Escape returns it to the button', async ({
    page,
  }) => {
    await page.goto('/user-dashboard');
    await expect(page).toHaveTitle('User Dashboard · Agency');
    await tabTo(page, 'Account menu');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const at = async () => {
      const now = await focused(page);
      return `${now.role}:${now.name}`;
    };
    expect(await at()).toBe('menuitem:User Dashboard');
    // The open menu is a valid ARIA menu (only items to move to; who is signed in is read with it).
    const axe = await new AxeBuilder({ page }).include('.avatar-menu').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect(menu).toContainText('Kit Keyboard');
    await page.keyboard.press('ArrowDown');
    expect(await at()).toBe('menuitem:Messages');
    await page.keyboard.press('ArrowDown');
    expect(await at()).toBe('menuitem:Edit Profile');
    await page.keyboard.press('End');
    expect(await at()).toBe('menuitem:Logout');
    await page.keyboard.press('ArrowDown');
    expect(await at()).toBe('menuitem:User Dashboard');
    await page.keyboard.press('ArrowUp');
    expect(await at()).toBe('menuitem:Logout');
    await page.keyboard.press('Home');
    expect(await at()).toBe('menuitem:User Dashboard');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await at()).toBe('null:Account menu');

    // ArrowUp on the button opens the menu at its last item; Enter on an item goes there.
    await page.keyboard.press('ArrowUp');
    expect(await at()).toBe('menuitem:Logout');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page).toHaveTitle('Edit Profile · Agency');
    await expect(announcer(page)).toHaveText('Edit Profile · Agency');
    await expectFocusOnHeading(page, 'Edit Profile');
  });
});

test('when a member changes the first password and works the task with the keyboard, then the rules show from the start, each step is announced and focus never drops to the body', async ({
  page,
}) => {
  const member = { name: 'Kai Keys', email: unique('kb-member'), password: 'Welcome-123', role: 'member' };
  const created = await post(`${DIRECT.auth}/internal/accounts`, member, true);
  expect(created.status).toBe(201);
  const title = `Keyboard task ${Date.now().toString(36)}`;
  expect(
    (await post(`${DIRECT.member}/internal/tasks`, { memberId: created.body!.id, title, description: 'Only keys' }, true)).status,
  ).toBe(201);
  await signIn(page, member);
  await page.goto('/first-login-change');
  await expect(page).toHaveTitle('Change Your Password · Agency');

  // The rules are on the page before any attempt, and tied to the fields.
  const newPassword = page.getByLabel('New Password', { exact: true });
  await expect(page.getByText('At least 8 characters; both fields must match.')).toBeVisible();
  await expect(newPassword).toHaveAccessibleDescription('At least 8 characters; both fields must match.');
  await tabTo(page, 'Change Password', { back: false });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).tag).toBe('INPUT');
  await page.keyboard.type('short');
  await page.keyboard.press('Tab');
  await page.keyboard.type('short');
  await page.keyboard.press('Enter');
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword).toHaveAccessibleDescription(/At least 8 characters.*Password must be at least 8 characters/);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kai-own-pass-1');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Kai-own-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member-home$/);
  await expect(page).toHaveTitle('Member Home · Agency');
  await expectFocusOnHeading(page, /^Welcome back, Kai Keys$/);

  const card = page.getByTestId('current-task');
  await expect(card.getByText(title)).toBeVisible();
  await tabTo(page, 'Start task');
  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(`Task started: ${title}`);
  await expect(card.locator('.badge')).toHaveText('In progress');
  await expect.poll(async () => (await focused(page)).name).toBe('Mark completed');

  await page.keyboard.press('Enter');
  await expect(announcer(page)).toHaveText(`Task marked completed: ${title}`);
  await expect(card.getByText('No current task')).toBeVisible();
  const now = await focused(page);
  expect(`${now.tag}:${now.name}`).toBe('H2:Current Task');
});
