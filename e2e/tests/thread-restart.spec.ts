// Live thread updates across a restart of the user service (which owns threads): while it is down the
// pages say so and keep working; once it is back, an open thread and the unread badges update again by
// themselves, within a few seconds, without a reload.
import { expect, test } from '@playwright/test';
import { ADMIN, login, restorePart, stopPart } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { newCustomer, newMember, pageAs, placeRequest } from '../support/thread-people';

const UNAVAILABLE = 'Messages are unavailable right now.';

test.afterEach(async () => {
  await restorePart('user');
});

test('when the user service stops and comes back, then the open thread and the badges update again within seconds', async ({ browser }) => {
  // Two accounts to create and a service restart to wait for on a shared, loaded machine.
  test.setTimeout(150_000);
  const adminToken = (await login(ADMIN)).token;
  const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
  const member = await newMember(adminToken, domains[0]!.domain_id, 'Rhea');
  const customer = await newCustomer('Remy');
  const place = async (label: string) => {
    const description = `${label} ${uniqueTag()}`;
    return { id: await placeRequest(customer.token, domains[0]!.domain_id, description, 'Technical Support'), description };
  };
  const open = await place('Open thread');
  const other = await place('Other thread');
  await call(`/api/admin/requests/${open.id}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } });
  await call(`/api/admin/requests/${open.id}/assign`, { method: 'POST', token: adminToken, body: { memberIds: [member.id] } });
  await call(`/api/user/requests/${open.id}/thread`, { method: 'POST', token: adminToken, body: { body: 'Before the restart' } });

  // The customer has one thread open when the user service goes down.
  const remy = await pageAs(browser, customer);
  await remy.goto('/user-dashboard?section=history');
  const otherItem = remy.getByTestId('request-item').filter({ hasText: other.description });
  await remy.getByTestId('request-item').filter({ hasText: open.description }).getByTestId('open-thread').click();
  const thread = remy.getByRole('dialog', { name: /Messages/ });
  await expect(thread.getByText('Before the restart')).toBeVisible();
  stopPart('user');
  await expect(thread.getByRole('status').filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(thread.getByText('Before the restart')).toBeVisible();

  // The member's page (its tasks come from the member service) still works; the thread says why it cannot open.
  const rhea = await pageAs(browser, member);
  await rhea.goto('/member-home');
  await rhea.getByTestId('current-task').getByTestId('open-thread').click();
  const memberThread = rhea.getByRole('dialog', { name: /Messages/ });
  await expect(memberThread.getByRole('alert')).toContainText(UNAVAILABLE);
  await expect(rhea.getByTestId('current-task')).toContainText('Technical Support');

  // Back up: a message written right away is accepted, reaches the open thread, and the other request's
  // badge and the avatar menu's total appear, all within a few seconds and without a reload.
  await restorePart('user');
  const backAt = Date.now();
  const after = await call(`/api/user/requests/${open.id}/thread`, {
    method: 'POST',
    token: adminToken,
    body: { body: 'After the restart' },
  });
  expect(after, JSON.stringify(after.body)).toMatchObject({ status: 201 });
  const elsewhere = await call(`/api/user/requests/${other.id}/thread`, { method: 'POST', token: adminToken, body: { body: 'Elsewhere' } });
  expect(elsewhere.status).toBe(201);
  await expect(thread.getByText('After the restart')).toBeVisible({ timeout: 5_000 });
  await expect(thread.getByRole('status').filter({ hasText: UNAVAILABLE })).toHaveCount(0, { timeout: 5_000 });
  await expect(otherItem.getByTestId('unread-badge')).toHaveText('1 unread', { timeout: 5_000 });
  await expect(remy.getByRole('button', { name: 'Account menu, 1 unread messages' })).toBeVisible({ timeout: 5_000 });
  console.log(`thread and badges updated ${Date.now() - backAt} ms after the stack was ready`);
  // The member's thread, which could not open, recovers by itself too.
  await expect(memberThread.getByText('After the restart')).toBeVisible({ timeout: 5_000 });
});
