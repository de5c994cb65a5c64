// A session's whole life in the browser (issue 24): other tabs of the same browser, a session that ends
// while someone types, slow answers, an expired token, pages of another role, and the smaller edges.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, uniqueTag } from '../support/api';
import { signInThroughForm } from '../support/session';
import { ADMIN, login } from '../support/stack';

const PASSWORD = 'Session-life-123';

async function newCustomer(name: string) {
  const account = { name, email: `life-${uniqueTag()}@example.com`, password: PASSWORD };
  const res = await call('/api/auth/signup', { method: 'POST', body: account });
  expect(res.status).toBe(201);
  return { ...account, role: 'user', id: res.body.data.user.id as string, token: res.body.data.token as string };
}

async function requestsOf(account: { email: string; password: string; role: string }) {
  const { token } = await login(account);
  return (await call('/api/user/requests/previous', { token })).body.requests as Array<{ description: string; domain: { name: string } }>;
}

const tokenIn = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/** Signs the page's session out on the server and waits until the services refuse its token. */
async function endSessionOnServer(page: Page, probe: string) {
  const token = await tokenIn(page);
  expect((await call('/api/auth/logout', { method: 'POST', body: {}, token })).status).toBeLessThan(300);
  await expect.poll(async () => (await call(probe, { token })).status, { timeout: 20_000 }).toBe(401);
}

/**
 * A signed-in page keeps a live-updates stream open, and the stream ends with the session: the page goes
 * to sign-in by itself within seconds (the user service checks open streams every 3 s), before anything
 * else is clicked.
 */
async function expectSentToSignIn(page: Page) {
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
}

async function twoTabs(browser: Browser) {
  const context = await browser.newContext();
  return { context, first: await context.newPage(), second: await context.newPage() };
}

async function fillNewRequest(page: Page, description: string, domainName?: string) {
  await page.getByLabel('Service type').selectOption({ index: 1 });
  const domain = page.getByLabel('Domain');
  await expect(domain.locator('option').nth(1)).toBeAttached();
  if (domainName) await domain.selectOption({ label: domainName });
  else await domain.selectOption({ index: 1 });
  await page.getByLabel(/Description/).fill(description);
}

test.describe('1. another account in another tab', () => {
  test('when another tab signs in as a different customer, then this tab hides the first one’s requests and its draft is never filed under the new account', async ({
    browser,
  }) => {
    const arjun = await newCustomer('Arjun Tabone');
    const yasmin = await newCustomer('Yasmin Tabtwo');
    const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
    for (const n of [1, 2]) {
      const made = await call('/api/user/requests', {
        method: 'POST',
        token: arjun.token,
        body: { service: 'Software Development', domain_id: domains[0]!.domain_id, description: `Arjun's request ${n}` },
      });
      expect(made.status).toBe(201);
    }
    const { context, first, second } = await twoTabs(browser);

    await signInThroughForm(first, arjun, 'User', /\/$/);
    await first.goto('/user-dashboard?tab=history');
    await expect(first.getByText("Arjun's request 2")).toBeVisible();
    await first.getByRole('tab', { name: 'New Request' }).click();
    await fillNewRequest(first, 'Typed by Arjun before the switch');

    await signInThroughForm(second, yasmin, 'User', /\/$/);

    await expect(first.getByRole('heading', { name: 'You are now signed in as Yasmin Tabtwo' })).toBeVisible();
    await expect(first.getByText("Arjun's request 2")).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Submit request' })).toHaveCount(0);

    await first.getByRole('button', { name: 'Reload' }).click();
    await expect(first.getByRole('heading', { name: 'Hello, Yasmin' })).toBeVisible();
    await expect(first.getByLabel(/Description/)).toHaveValue('');
    await expect(first.getByText("Arjun's request")).toHaveCount(0);

    expect((await requestsOf(yasmin)).length).toBe(0);
    expect((await requestsOf(arjun)).map((r) => r.description).sort()).toEqual(["Arjun's request 1", "Arjun's request 2"]);
    await context.close();
  });
});

test.describe('2. the session ends while someone works', () => {
  test('when the session ends under a half-filled new request, then the login page says why and signing in brings back the page and the draft', async ({
    page,
  }) => {
    const customer = await newCustomer('Nadia Draft');
    await signInThroughForm(page, customer, 'User', /\/$/);
    await page.goto('/user-dashboard?tab=new-request');
    await fillNewRequest(page, 'Kept across the end of my session');

    await endSessionOnServer(page, '/api/user/domains');
    await expectSentToSignIn(page);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/user-dashboard\?tab=new-request$/);
    await expect(page.getByLabel(/Description/)).toHaveValue('Kept across the end of my session');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Service request submitted successfully!')).toBeVisible();
    await expect(page.getByLabel(/Description/)).toHaveValue('');
    expect((await requestsOf(customer)).map((r) => r.description)).toEqual(['Kept across the end of my session']);
  });

  test('when the admin’s session ends under a half-filled Add Member, then after signing in the dialog is back with what was typed, except the password', async ({
    page,
  }) => {
    const email = `kept-${uniqueTag()}@example.com`;
    await signInThroughForm(page, ADMIN, 'Admin', /\/admin$/);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team Management' }).click();
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Name').fill('Aadya Keptdraft');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Welcome-123');
    await dialog.getByLabel('Description').fill('Typed before the session ended');
    await dialog.getByRole('group', { name: 'Domains' }).getByRole('checkbox').first().check();
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Welcome-123');

    await endSessionOnServer(page, '/api/admin/members');
    await expectSentToSignIn(page);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Role')).toHaveValue('admin');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(dialog.getByLabel('Name')).toHaveValue('Aadya Keptdraft');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Description')).toHaveValue('Typed before the session ended');
    await expect(dialog.getByLabel('Password')).toHaveValue('');
    await dialog.getByLabel('Password').fill('Welcome-123');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Member Aadya Keptdraft added successfully!' })).toBeVisible();
  });

  test('when a visitor opens the dashboard and signs in, then they return to it; a plain sign-in lands on / as the spec says', async ({
    page,
  }) => {
    const customer = await newCustomer('Rhea Return');
    await page.goto('/user-dashboard?tab=history');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/user-dashboard\?tab=history$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInThroughForm(page, customer, 'User', /\/$/);
  });
});

test.describe('3. slow answers are not failures', () => {
  test('when the answer to a new request comes after the time-out, then the page says Still working… and a retry files exactly one request', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const customer = await newCustomer('Sunil Slowline');
    await signInThroughForm(page, customer, 'User', /\/$/);
    await page.goto('/user-dashboard?tab=new-request');
    await fillNewRequest(page, 'Sent on a slow line');

    const keys: string[] = [];
    let held = false;
    await page.route('**/api/user/requests', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (held) return route.continue();
      held = true;
      // The server saves at once; the answer reaches the browser only after its 10 s time-out.
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await route.fulfill({ response }).catch(() => undefined);
    });

    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(
      page.getByText(/^Still working… .* may already have gone through\. Press the button again to find out: it will not be done twice\.$/),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Failed to submit request')).toHaveCount(0);
    await expect(page.getByText(/Unable to connect/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Service request submitted successfully!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await requestsOf(customer)).filter((r) => r.description === 'Sent on a slow line')).toHaveLength(1);
  });
});

test.describe('4. an expired token looks expired', () => {
  /** The stored token as another one past (or near) its `exp`: only its payload is read in the browser. */
  const withExp = (token: string, exp: number) => {
    const [head, payload, signature] = token.split('.');
    const claims = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), exp };
    return `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  };

  async function storeSession(page: Page, account: Awaited<ReturnType<typeof newCustomer>>, token: string) {
    await page.goto('/about');
    await page.evaluate(
      ({ a, t }) => {
        localStorage.setItem('token', t);
        localStorage.setItem('role', 'user');
        localStorage.setItem('firstLogin', 'false');
        localStorage.setItem('userName', a.name);
        localStorage.setItem('userEmail', a.email);
        localStorage.setItem('userId', a.id);
      },
      { a: account, t: token },
    );
  }

  test('when the stored token is already past its exp, then the page opens signed out and the login page says the session ended', async ({
    page,
  }) => {
    const customer = await newCustomer('Esha Expired');
    await storeSession(page, customer, withExp(customer.token, Math.floor(Date.now() / 1000) - 60));
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 401 && refused.push(r.url()));
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('when the token reaches its exp while a page is open, then the avatar menu goes and the login page says the session ended', async ({
    page,
  }) => {
    // A real token (the server accepts it throughout); the page's clock is moved past its exp.
    const customer = await newCustomer('Omar Onthedot');
    const exp = JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString()).exp as number;
    await page.clock.install();
    await storeSession(page, customer, customer.token);
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 401 && refused.push(r.url()));
    await page.goto('/about');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.clock.fastForward(exp * 1000 - Date.now() + 2_000);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    expect(refused).toEqual([]);
  });
});

test.describe('5. wrong role, right words', () => {
  test('when a signed-in customer opens /admin in another tab, then it says who they are and who the page is for, and switching account lands on /admin', async ({
    browser,
  }) => {
    const customer = await newCustomer('Cyra Customer');
    const { context, first, second } = await twoTabs(browser);
    await signInThroughForm(first, customer, 'User', /\/$/);

    await second.goto('/admin');
    await expect(second).toHaveURL(/\/login$/);
    await expect(second.getByText('You are signed in as Cyra Customer — this page is for admins.')).toBeVisible();
    await expect(second.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/user-dashboard');

    await second.getByRole('button', { name: 'Sign in as someone else' }).click();
    await second.getByLabel('Email').fill(ADMIN.email);
    await second.getByLabel('Password').fill(ADMIN.password);
    await second.getByLabel('Role').selectOption({ label: 'Admin' });
    await second.getByRole('button', { name: 'Sign In' }).click();
    await expect(second).toHaveURL(/\/admin$/);
    await context.close();
  });

  test('when an admin opens the customer dashboard, then it says the page is for customers', async ({ page }) => {
    await signInThroughForm(page, ADMIN, 'Admin', /\/admin$/);
    await page.goto('/user-dashboard');
    await expect(page.getByText(/^You are signed in as .+ — this page is for customers\.$/)).toBeVisible();
  });

  test('when a signed-in customer opens /login, then it says who they are and offers their dashboard, and the form switches account', async ({
    page,
  }) => {
    const customer = await newCustomer('Lena Loggedin');
    await signInThroughForm(page, customer, 'User', /\/$/);
    await page.goto('/login');
    await expect(page.getByText('You are signed in as Lena Loggedin. Go to my dashboard or sign in below as someone else.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);

    // Signing in on the same page switches account: the form is still there.
    await signInThroughForm(page, ADMIN, 'Admin', /\/admin$/);
    await page.goto('/login');
    await expect(page.getByText(/^You are signed in as .+\. Go to my dashboard or sign in below as someone else\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/admin');
  });
});

test.describe('6. smaller edges', () => {
  test('when another tab changed the first-login password, then this tab says so instead of asking again', async ({ browser }) => {
    const admin = await login(ADMIN);
    const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
    const member = { name: 'Farah Firstlogin', email: `first-${uniqueTag()}@example.com`, password: 'Start-pass-123', role: 'member' };
    const made = await call('/api/admin/members', {
      method: 'POST',
      token: admin.token,
      body: { ...member, empId: '', pic: '', description: '', skillTags: [], domain_ids: [domains[0]!.domain_id] },
    });
    expect(made.status).toBe(201);
    const { context, first, second } = await twoTabs(browser);
    await signInThroughForm(first, member, 'Member', /\/first-login-change$/);
    await second.goto('/first-login-change');
    await second.getByLabel('New Password', { exact: true }).fill('Own-pass-4567');
    await second.getByLabel('Confirm New Password').fill('Own-pass-4567');
    await second.getByRole('button', { name: 'Change Password' }).click();
    await expect(second.getByText('Password changed successfully')).toBeVisible();

    await expect(first.getByText('Your password has already been changed.')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
    await first.getByRole('link', { name: 'Continue to your tasks' }).click();
    await expect(first).toHaveURL(/\/member-home$/);
    await expect(first.getByText(/currentPassword/)).toHaveCount(0);
    await context.close();
  });

  test('when a customer picks a dashboard tab, then reload and Back keep the tab', async ({ page }) => {
    const customer = await newCustomer('Tara Tabs');
    await signInThroughForm(page, customer, 'User', /\/$/);
    await page.goto('/user-dashboard');
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/user-dashboard\?tab=history$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'New Request' }).click();
    await expect(page.getByRole('button', { name: 'Submit request' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
  });

  test('when a visitor opens /edit-profile, then they go to /login without any refused API call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && calls.push(r.url()));
    const refused: string[] = [];
    page.on('response', (r) => r.status() === 401 && refused.push(r.url()));
    await page.goto('/edit-profile');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(refused).toEqual([]);
    expect(calls.filter((url) => /\/api\/(user|auth\/me|admin\/profile)/.test(url))).toEqual([]);
  });

  test('when the chosen domain is deleted while the form is open, then the list is refreshed with words a person reads', async ({
    page,
  }) => {
    const admin = await login(ADMIN);
    const name = `Gone Domain ${uniqueTag()}`;
    const domain = await call('/api/admin/domains', { method: 'POST', token: admin.token, body: { name } });
    expect(domain.status).toBe(201);
    const customer = await newCustomer('Dev Deleted');
    await signInThroughForm(page, customer, 'User', /\/$/);
    await page.goto('/user-dashboard?tab=new-request');
    await fillNewRequest(page, 'For a domain about to go', name);

    expect((await call(`/api/admin/domains/${domain.body.domain_id}`, { method: 'DELETE', token: admin.token })).status).toBe(200);
    await page.getByRole('button', { name: 'Submit request' }).click();

    await expect(page.getByText('That domain is no longer offered; choose another.')).toBeVisible();
    const domainSelect = page.getByRole('combobox', { name: /^Domain/ });
    await expect(domainSelect.locator('option', { hasText: name })).toHaveCount(0);
    await expect(domainSelect).toHaveValue('');
    await expect(page.getByText(/domain_id/)).toHaveCount(0);
    expect(await requestsOf(customer)).toEqual([]);
  });
});
