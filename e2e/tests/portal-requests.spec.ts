// The portal end to end: a customer's request goes through approval, a member's task and back to the
// customer's timeline. Internal routes are called on the service ports directly (never via the gateway).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API, DIRECT, E2E_DATA_DIR, login } from '../support/stack';
import { signIn } from '../support/session';

const AUTH = DIRECT.auth;
const USER_SERVICE = DIRECT.user;
const MEMBER_SERVICE = DIRECT.member;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const internalToken = () => fs.readFileSync(path.join(E2E_DATA_DIR, 'keys', 'internal-token'), 'utf8').trim();

async function call(url: string, options: { method?: string; body?: unknown; token?: string; internal?: boolean } = {}) {
  const res = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.internal ? { 'x-internal-token': internalToken() } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function signUpUser(name: string) {
  const account = { name, email: unique('portal-user'), password: 'Portal-pass-123' };
  const res = await call(`${API}/api/auth/signup`, { method: 'POST', body: account });
  expect(res.status).toBe(201);
  return { ...account, role: 'user' };
}

async function submitFromForm(page: Page, service: string) {
  await page.getByLabel('Service type').selectOption(service);
  const domain = page.getByLabel('Domain');
  await expect(domain.locator('option').nth(1)).toBeAttached(); // the domains arrived
  await domain.selectOption({ index: 1 });
  await page.getByLabel(/Description/).fill(`Please help with ${service}`);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Service request submitted successfully!')).toBeVisible();
}

test('when a new user opens the dashboard, then the profile shows and the history is empty', async ({ page }) => {
  const user = await signUpUser('Pia Portal');
  await signIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No requests yet…')).toBeVisible();
});

test('when a request is approved and its task completed by a member, then the customer sees Completed', async ({ browser }) => {
  // 1. The customer submits from the New Request tab, opened by the query.
  const user = await signUpUser('Rae Requester');
  const customer = await browser.newPage();
  await signIn(customer, user);
  await customer.goto('/user-dashboard?section=new-request');
  await expect(customer.getByRole('tab', { name: 'New Request' })).toHaveAttribute('aria-selected', 'true');
  await submitFromForm(customer, 'Software Development');
  await customer.getByRole('tab', { name: 'History' }).click();
  const item = customer.getByTestId('request-item');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('heading', { name: 'Software Development' })).toBeVisible();
  await expect(item.locator('.badge')).toHaveText('Submitted');
  // en-US short month, day, year, hour and minute, e.g. "Jan 5, 2025, 3:04 PM".
  await expect(item.locator('.portal-request__meta')).toHaveText(/ · [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);

  // 2. The admin approves it through the gateway (the user service, the request's owner, answers the admin's
  //    queue and answers itself) and assigns it to a new member (user service internal API: the request's
  //    owner records the assignee and has the member service make the task).
  const { token: adminToken } = await login(ADMIN);
  const pending = await call(`${API}/api/admin/requests?status=PENDING&limit=100`, { token: adminToken });
  const request = pending.body.requests.find((r: { user: { email: string } }) => r.user.email === user.email);
  expect(request).toMatchObject({ status: 'PENDING', user: { name: 'Rae Requester' } });
  expect((await call(`${API}/api/admin/requests/${request.req_id}/respond`, { method: 'POST', body: { status: 'approved' } })).status).toBe(
    401,
  );
  expect(
    (await call(`${API}/api/admin/requests/${request.req_id}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } }))
      .status,
  ).toBe(200);
  const again = await call(`${API}/api/admin/requests/${request.req_id}/respond`, {
    method: 'POST',
    token: adminToken,
    body: { status: 'rejected' },
  });
  expect(again.body.code).toBe('REQUEST_ALREADY_PROCESSED');
  const member = { name: 'Max Member', email: unique('portal-member'), password: 'Welcome-123', role: 'member' };
  const created = await call(`${AUTH}/internal/accounts`, { method: 'POST', internal: true, body: member });
  expect(created.status).toBe(201);
  // The admin's assign as the services do it: the request (its owner) records the member and their task
  // in one write, has the member service make the task, and answers it (titled after the request).
  const assigned = await call(`${USER_SERVICE}/internal/requests/${request.req_id}/assign`, {
    method: 'POST',
    internal: true,
    body: { assignees: [{ id: created.body.id, name: member.name }] },
  });
  expect(assigned.status).toBe(201);
  // The task names the work and the customer; the domain only when it is not the service's own name.
  const domain = request.domain.name === 'Software Development' ? '' : ` (${request.domain.name})`;
  const title = `Software Development${domain} for Rae Requester`;
  expect(assigned.body.tasks).toMatchObject([{ title, description: 'Please help with Software Development', requestId: request.req_id }]);
  // The member service's own task route answers the same task again (one per member and request).
  const task = await call(`${MEMBER_SERVICE}/internal/tasks`, {
    method: 'POST',
    internal: true,
    body: { memberId: created.body.id, title: 'Another title', description: 'From Rae Requester', requestId: request.req_id },
  });
  expect(task.status).toBe(201);
  expect(task.body.task_id).toBe(assigned.body.tasks[0].task_id);

  // 3. The member signs in, changes the first-login password (the shell's page), and works the task.
  const worker = await browser.newPage();
  await worker.goto('/login');
  await worker.getByLabel('Email').fill(member.email);
  await worker.getByLabel('Password').fill(member.password);
  await worker.getByLabel('Role').selectOption({ label: 'Member' });
  await worker.getByRole('button', { name: 'Sign In' }).click();
  await expect(worker).toHaveURL(/\/first-login-change$/);
  await worker.getByLabel('New Password', { exact: true }).fill('Max-own-pass-1');
  await worker.getByLabel('Confirm New Password').fill('Max-own-pass-1');
  await worker.getByRole('button', { name: 'Change Password' }).click();
  await expect(worker).toHaveURL(/\/member-home$/);
  const current = worker.getByTestId('current-task');
  await expect(current.getByText(title)).toBeVisible();
  await expect(current.locator('.badge')).toHaveClass(/badge--warning/);
  await current.getByRole('button', { name: 'Start task' }).click();
  await expect(current.locator('.badge')).toHaveText('In progress');
  await current.getByRole('button', { name: 'Mark completed' }).click();
  await expect(current.getByText('No current task')).toBeVisible();
  const history = worker.getByTestId('task-history');
  await expect(history.locator('.badge')).toHaveText('Completed');
  await expect(history.locator('.badge')).toHaveClass(/badge--success/);
  await expect(worker.getByTestId('task-stats').locator('.portal-stat__value').first()).toHaveText('1');

  // 4. The customer's timeline reflects it.
  await customer.reload();
  await customer.getByRole('tab', { name: 'History' }).click();
  await expect(item.locator('.badge')).toHaveText('Completed');
  await expect(item.locator('.portal-timeline__step.is-reached')).toHaveText([/Submitted/, /Approved/, /In progress/, /Completed/]);
});

test('when the demo user submits via the query link, then history refreshes and lists it once', async ({ page }) => {
  const before = await signIn(page, { email: 'user@agency.local', password: 'User@12345', role: 'user' });
  const own = await call(`${API}/api/user/requests/previous`, { token: before.token });
  await page.goto('/user-dashboard?section=new-request');
  await submitFromForm(page, 'Technical Support');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('request-item')).toHaveCount(own.body.requests.length + 1);
  await expect(page.getByTestId('request-item').first()).toContainText('Technical Support');
});
