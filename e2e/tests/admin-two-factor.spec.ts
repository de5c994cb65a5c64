// The admin Profile page for real: TOTP two-factor sign-in (enrol by reading the secret the page
// shows, codes computed here with the same RFC 6238 library auth uses), the code step of the login
// page, single-use recovery codes, the session timeout as token lifetime, and axe on the page.
// Runs on the demo admin, so afterAll turns 2FA off again for the specs that log in after this one.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, API, login } from '../support/stack';
import { signIn } from '../support/session';
import { api, createAdmin } from './accounts-helpers';

test.describe.configure({ mode: 'serial' });

const state = { secret: '', recoveryCodes: [] as string[], keyToken: '', name: '', userId: '' };

/** What an authenticator app shows `ahead` seconds from now (a code is accepted once per 30 s step). */
const codeFor = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + ahead * 1000,
  });

const lifetimeOf = (token: string) => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return claims.exp - claims.iat;
};

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
}

/** A signed-in admin page through both steps by API, with one recovery code (the app codes are kept for the UI). */
async function signInWithRecoveryCode(page: Page) {
  const first = await api('/api/auth/login', { method: 'POST', body: ADMIN });
  expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  const session = await api('/api/auth/login/2fa', {
    method: 'POST',
    body: { challenge: first.body.challenge, recoveryCode: state.recoveryCodes.pop() },
  });
  expect(session.status).toBe(200);
  await page.addInitScript((s) => {
    for (const [key, value] of Object.entries({
      token: s.token,
      role: s.role,
      firstLogin: 'false',
      userName: s.user.name,
      userEmail: s.user.email,
      userId: s.user.id,
    })) {
      localStorage.setItem(key, value);
    }
  }, session.body);
  return session.body as { token: string };
}

test.beforeAll(async () => {
  // A session from before 2FA is on: enabling it revokes nothing, so afterAll can still turn it off.
  const session = await login(ADMIN);
  Object.assign(state, { keyToken: session.token, name: session.user.name, userId: session.user.id });
});

test.afterAll(async () => {
  await api('/api/auth/me/2fa/disable', { method: 'POST', token: state.keyToken, body: { password: ADMIN.password } });
  // Back to the default (24 h) for the specs that sign in after this one.
  await api('/api/auth/me/session-timeout', { method: 'PUT', token: state.keyToken, body: { sessionTimeoutHours: 24 } });
  expect((await login(ADMIN)).token).toEqual(expect.any(String));
});

test('when the admin ticks 2FA on /admin/profile and confirms a code computed from the shown secret, then 2FA is on with 10 recovery codes', async ({
  page,
}) => {
  await page.addInitScript(
    (s) => {
      for (const [key, value] of Object.entries({
        token: s.keyToken,
        role: 'admin',
        firstLogin: 'false',
        userName: s.name,
        userEmail: s.email,
        userId: s.userId,
      })) {
        localStorage.setItem(key, value);
      }
    },
    { ...state, email: ADMIN.email },
  );
  await page.goto('/admin/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Admin');
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
  await expect(page.getByLabel('Session Timeout (hours)')).toHaveValue('24');
  const checkbox = page.getByRole('checkbox', { name: 'Enable Two-Factor Authentication' });
  await expect(checkbox).not.toBeChecked();

  await checkbox.check();
  const enrol = page.getByRole('form', { name: 'Set up two-factor authentication' });
  await expect(enrol.getByRole('img', { name: /QR code/ })).toHaveAttribute('src', /^data:image\/png;base64,/);
  state.secret = (await enrol.locator('code').innerText()).replace(/\s+/g, '');
  expect(state.secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot(page, 'profile-enrol-1280');
  await expectNoSeriousAxeViolations(page);

  await enrol.getByLabel('Enter the 6-digit code from your authenticator app').fill('12345');
  await enrol.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(enrol.getByRole('alert')).toHaveText('Enter the 6-digit code from your authenticator app.');
  await enrol.getByLabel('Enter the 6-digit code from your authenticator app').fill(codeFor(state.secret));
  await enrol.getByRole('button', { name: 'Verify and enable' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  state.recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  for (const code of state.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await shot(page, 'profile-recovery-1280');
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByText('Two-factor authentication is enabled.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Enable Two-Factor Authentication' })).toBeChecked();
  // The secret is never shown (or answered) again.
  await expect(page.locator('code')).toHaveCount(0);
  expect((await api('/api/auth/me/security', { token: state.keyToken })).body).toEqual({ twoFactorEnabled: true, sessionTimeoutHours: 24 });
});

test('when the admin signs in with the password, then the code step asks for the app code; a wrong code says so, the right one lands on /admin', async ({
  page,
}) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, 'login-code-step-1280');
  const input = page.getByLabel('Enter the 6-digit code from your authenticator app');
  const current = codeFor(state.secret);
  await input.fill(current === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Check your app and try the current code.');
  await input.fill(codeFor(state.secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('admin');
});

test('when the admin uses a recovery code, then it signs in once; the same code again is refused', async ({ page, browser }) => {
  const code = state.recoveryCodes.shift()!;
  await passwordStep(page);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Enter one of your recovery codes').fill(code);
  await shot(page, 'login-recovery-step-1280');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const again = await browser.newPage({ baseURL: `http://localhost:${new URL(API).port}` });
  await passwordStep(again);
  await again.getByRole('button', { name: 'Use a recovery code' }).click();
  await again.getByLabel('Enter one of your recovery codes').fill(code);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again.getByRole('alert')).toHaveText('That recovery code is not valid or was already used.');
  await expect(again).toHaveURL(/\/login$/);
  await again.close();
});

test('when the admin picks a 1 h session timeout and saves, then older tokens end, it shows after reload and the tokens last 1 h', async ({
  page,
}) => {
  await signInWithRecoveryCode(page);
  await page.goto('/admin/profile');
  await page.getByLabel('Session Timeout (hours)').selectOption('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: 'Profile' }).getByRole('status')).toContainText('Profile updated successfully!');
  const saved = await page.evaluate(() => localStorage.getItem('token'));
  expect(lifetimeOf(saved!)).toBe(3600);
  // A shorter timeout ends the tokens issued before it (issue 16): the admin's older sessions are
  // refused, the page's fresh token works. afterAll needs a session that still works.
  expect((await api('/api/auth/me/security', { token: state.keyToken })).status).toBe(401);
  expect((await api('/api/auth/me/security', { token: saved! })).status).toBe(200);
  state.keyToken = saved!;

  // The sign-in's init script would put the revoked token back on a reload: this one runs after it.
  await page.addInitScript((token) => localStorage.setItem('token', token), saved!);
  await page.reload();
  await expect(page.getByLabel('Session Timeout (hours)')).toHaveValue('1');
  const next = await signInWithRecoveryCode(page);
  expect(lifetimeOf(next.token)).toBe(3600);
});

test('when a fresh admin signs in, then the token lasts 24 h and Profile shows 24 hours chosen', async ({ page }) => {
  const admin = await createAdmin('Fresh Admin');
  const session = await signIn(page, admin);
  expect(lifetimeOf(session.token)).toBe(24 * 3600);
  await page.goto('/admin/profile');
  await expect(page.getByLabel('Full Name')).toHaveValue('Fresh Admin');
  await expect(page.getByLabel('Session Timeout (hours)')).toHaveValue('24');
});

for (const width of [1280, 375]) {
  test(`when /admin/profile is checked with axe at ${width} px, then there are no serious or critical violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithRecoveryCode(page);
    await page.goto('/admin/profile');
    await expect(page.getByRole('checkbox', { name: 'Enable Two-Factor Authentication' })).toBeChecked();
    await shot(page, `profile-on-${width}`);
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('when the admin unticks 2FA and confirms with the password, then it is off and the password alone signs in', async ({ page }) => {
  await signInWithRecoveryCode(page);
  await page.goto('/admin/profile');
  await page.getByRole('checkbox', { name: 'Enable Two-Factor Authentication' }).uncheck();
  const form = page.getByRole('form', { name: 'Turn off two-factor authentication' });
  await form.getByRole('button', { name: 'Use your password instead' }).click();
  await form.getByLabel('Your password').fill('not-the-password');
  await form.getByRole('button', { name: 'Turn off' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to disable two-factor authentication: Current password is incorrect');
  await shot(page, 'profile-disable-1280');
  await form.getByLabel('Your password').fill(ADMIN.password);
  await form.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is disabled.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Enable Two-Factor Authentication' })).not.toBeChecked();
  expect((await login(ADMIN)).token).toEqual(expect.any(String));
});
