// Duplicate work under retries and races, as people see it: the admin sees who a request is assigned
// to and the request leaves "awaiting assignment"; a customer who submits again after a 504 (the
// answer was lost, the request was stored) still has one request.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { signIn, signInThroughForm } from '../support/session';

async function adminSignsIn(page: Page) {
  await signInThroughForm(page, ADMIN, 'Admin', /\/admin$/);
}

async function newCustomer() {
  const account = { name: 'Ida Idempotent', email: `ida-${uniqueTag()}@example.com`, password: 'Retry-pass-123' };
  expect((await call('/api/auth/signup', { method: 'POST', body: account })).status).toBe(201);
  return { ...account, role: 'user' };
}

test('when the admin assigns a request, then it leaves "awaiting assignment" and the request shows who has it', async ({ page }) => {
  const adminToken = (await login(ADMIN)).token;
  const id = uniqueTag();
  const member = { name: `Nia Assignee ${id}`, email: `nia-${id}@example.com`, password: 'Welcome-pass-1' };
  const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
  const created = await call('/api/admin/members', {
    method: 'POST',
    token: adminToken,
    body: { ...member, empId: `E2E-A-${id}`, domain_ids: [domains[0]!.domain_id] },
  });
  expect(created.status).toBe(201);
  const customer = await newCustomer();
  const customerToken = (await login(customer)).token;
  const description = `Assign me ${id}`;
  const request = await call('/api/user/requests', {
    method: 'POST',
    token: customerToken,
    body: { service: 'Technical Support', domain_id: domains[0]!.domain_id, description },
  });
  expect(request.status).toBe(201);
  const approved = await call(`/api/admin/requests/${request.body.req_id}/respond`, {
    method: 'POST',
    token: adminToken,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);

  await adminSignsIn(page);
  await page.goto('/admin/service-requests');
  const awaiting = page.getByTestId('awaiting-section');
  const assigned = page.getByTestId('assigned-section');
  const waitingCard = awaiting.getByTestId('approved-request').filter({ hasText: description });
  await expect(waitingCard).toBeVisible();
  await waitingCard.getByRole('button', { name: 'Choose members' }).click();
  await waitingCard.getByRole('searchbox', { name: 'Search members' }).fill(member.name);
  await waitingCard.getByRole('checkbox', { name: member.name }).check();
  await waitingCard.getByRole('button', { name: 'Assign' }).click();

  await expect(awaiting.getByText(description)).toHaveCount(0);
  const assignedCard = assigned.getByTestId('approved-request').filter({ hasText: description });
  await expect(assignedCard.getByTestId('assignees')).toHaveText(`Not started yet Assigned to ${member.name}`);
  await expect(
    assignedCard.getByRole('status').filter({ hasText: `Assigned to ${member.name}: 1 task in the member portal.` }),
  ).toBeVisible();

  // After a reload the page still knows: the member is ticked and cannot be given the same work twice.
  await page.reload();
  const reloaded = page.getByTestId('assigned-section').getByTestId('approved-request').filter({ hasText: description });
  await expect(reloaded.getByTestId('assignees')).toContainText(`Assigned to ${member.name}`);
  await reloaded.getByRole('button', { name: 'Choose members' }).click();
  await reloaded.getByRole('searchbox', { name: 'Search members' }).fill(member.name);
  const tick = reloaded.getByRole('checkbox', { name: member.name });
  await expect(tick).toBeChecked();
  await expect(tick).toBeDisabled();
  await expect(page.getByTestId('awaiting-section').getByText(description)).toHaveCount(0);

  // The customer's view stays what is true: approved, nobody started yet.
  const mine = await call(`/api/user/requests/${request.body.req_id}`, { token: customerToken });
  expect(mine.body.status).toBe('approved');
});

test('when the first submission of a service request gets a 504 and the customer submits again, then one request exists', async ({
  page,
}) => {
  const customer = await newCustomer();
  await signIn(page, customer);
  await page.goto('/user-dashboard?section=new-request');
  const keys: string[] = [];
  let first = true;
  await page.route('**/api/user/requests', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!first) return route.continue();
    first = false;
    await route.fetch(); // the request reaches the server and is stored...
    await route.fulfill({
      status: 504,
      contentType: 'application/json',
      body: '{"error":"The user service took too long to answer. Please try again later.","code":"UPSTREAM_TIMEOUT"}',
    });
  });
  await page.getByLabel('Service type').selectOption('Software Development');
  const domain = page.getByLabel('Domain');
  await expect(domain.locator('option').nth(1)).toBeAttached();
  await domain.selectOption({ index: 1 });
  await page.getByLabel(/Description/).fill('Retried after a time-out');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Failed to submit request')).toBeVisible(); // ...but its answer was lost
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Service request submitted successfully!')).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const history = await call('/api/user/requests/previous', { token: (await login(customer)).token });
  expect(history.body.requests.filter((r: { description: string }) => r.description === 'Retried after a time-out')).toHaveLength(1);
});
