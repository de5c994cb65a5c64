// Open pages follow what the admin does: the customer's History and the member's home change within
// 5 s of an approve and an assign made elsewhere (here through the API), without a reload.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { newCustomer, newMember, pageAs, placeRequest } from '../support/thread-people';

/** Marks the page's document: a reload (or any navigation) would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test('when the admin approves and then assigns, then the open History shows Approved and the open member home the task within 5 s, without a reload', async ({
  browser,
}) => {
  const adminToken = (await login(ADMIN)).token;
  const domainId = ((await call('/api/admin/domains')).body as Array<{ domain_id: string }>)[0]!.domain_id;
  const member = await newMember(adminToken, domainId, 'Lena');
  const customer = await newCustomer('Liv');
  const description = `Follow me live ${uniqueTag()}`;
  const requestId = await placeRequest(customer.token, domainId, description);

  const liv = await pageAs(browser, customer);
  const livStream = liv.waitForResponse((res) => res.url().endsWith('/api/user/threads/events') && res.ok());
  await liv.goto('/user-dashboard?tab=history');
  const item = liv.getByTestId('request-item').filter({ hasText: description });
  await expect(item.locator('.portal-request__head .badge')).toHaveText('Submitted');

  const lena = await pageAs(browser, member);
  const lenaStream = lena.waitForResponse((res) => res.url().endsWith('/api/user/threads/events') && res.ok());
  await lena.goto('/member-home');
  const currentTask = lena.getByTestId('current-task');
  await expect(currentTask.getByText('No current task')).toBeVisible();
  // Both pages have their live stream open before the admin acts.
  await Promise.all([livStream, lenaStream]);
  await markDocument(liv);
  await markDocument(lena);

  const approve = await call(`/api/admin/requests/${requestId}/respond`, {
    method: 'POST',
    token: adminToken,
    body: { status: 'approved' },
  });
  expect(approve.status).toBe(200);
  await expect(item.locator('.portal-request__head .badge')).toHaveText('Approved', { timeout: 5_000 });
  await expect(item.getByRole('list', { name: 'Request progress' }).locator('[aria-current="step"]')).toContainText('Approved');

  const assign = await call(`/api/admin/requests/${requestId}/assign`, {
    method: 'POST',
    token: adminToken,
    body: { memberIds: [member.id] },
  });
  expect(assign.status).toBe(201);
  await expect(currentTask).toContainText(description, { timeout: 5_000 });
  await expect(currentTask.getByTestId('open-thread')).toBeVisible();

  expect(await stillSameDocument(liv)).toBe(true);
  expect(await stillSameDocument(lena)).toBe(true);
});
