// A customer edits a pending request and then withdraws it from History; an answered request offers
// neither, and the admin's pending queue no longer lists the withdrawn one. Screenshots of History and
// both dialogs at desktop and phone width go to /tmp/shots-edit/ for a look at the layout.
import { expect, test, type Page } from '@playwright/test';
import { call, uniqueTag } from '../support/api';
import { ADMIN, login } from '../support/stack';
import { signIn } from '../support/session';

const SHOTS = '/tmp/shots-edit';

async function fileRequest(token: string, domainId: string, description: string) {
  const res = await call('/api/user/requests', {
    method: 'POST',
    token,
    body: { service: 'Technical Support', domain_id: domainId, description },
  });
  expect(res.status).toBe(201);
  return res.body.req_id as string;
}

const shoot = async (page: Page, name: string) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test('when a customer edits and then withdraws a pending request, then History shows each outcome and the admin queue drops it', async ({
  page,
  browser,
}) => {
  const tag = uniqueTag();
  const account = { name: 'Edda Editor', email: `edit-${tag}@example.com`, password: 'Portal-pass-123', role: 'user' };
  expect((await call('/api/auth/signup', { method: 'POST', body: account })).status).toBe(201);
  const { token } = await login(account);
  const adminToken = (await login(ADMIN)).token;
  const domain = ((await call('/api/user/domains', { token })).body as Array<{ domain_id: string; name: string }>)[0]!;
  const answeredId = await fileRequest(token, domain.domain_id, `answered ${tag}`);
  expect(
    (await call(`/api/admin/requests/${answeredId}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } })).status,
  ).toBe(200);
  const pendingId = await fileRequest(token, domain.domain_id, `first words ${tag}`);

  await signIn(page, account);
  await page.goto('/user-dashboard?tab=history');
  const items = page.getByTestId('request-item');
  await expect(items).toHaveCount(2);
  const answered = items.filter({ hasText: `answered ${tag}` });
  const pending = items.filter({ hasText: `first words ${tag}` });
  await expect(answered.locator('.badge')).toHaveText('Approved');
  await expect(answered.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(answered.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await shoot(page, 'history');

  // Edit: the dialog opens on the request as it is, by keyboard, and the saved text shows in the list.
  await pending.getByRole('button', { name: 'Edit' }).focus();
  await page.keyboard.press('Enter');
  const editDialog = page.getByRole('dialog', { name: 'Edit request' });
  await expect(editDialog.getByLabel('Service type')).toBeFocused();
  await expect(editDialog.getByLabel(/Description/)).toHaveValue(`first words ${tag}`);
  await expect(editDialog.getByLabel('Domain')).toHaveValue(domain.domain_id);
  await editDialog.getByLabel(/Description/).fill(`better words ${tag}`);
  await shoot(page, 'edit-dialog');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(editDialog).toHaveCount(0);
  const edited = items.filter({ hasText: `better words ${tag}` });
  await expect(edited.getByText('Your changes were saved.')).toBeVisible();
  expect((await call(`/api/user/requests/${pendingId}`, { token })).body.description).toBe(`better words ${tag}`);

  // Withdraw: asked first; Cancel (or Escape) leaves it as it was, with focus back on the button.
  const withdrawButton = edited.getByRole('button', { name: 'Withdraw' });
  await withdrawButton.click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shoot(page, 'withdraw-dialog');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(withdrawButton).toBeFocused();
  await expect(edited.locator('.badge')).toHaveText('Submitted');

  await withdrawButton.click();
  await confirm.getByRole('button', { name: 'Withdraw request' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edited.getByText('Request withdrawn. It stays in your history.')).toBeVisible();
  await expect(edited.locator('.badge')).toHaveText('Withdrawn');
  await expect(edited.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(edited.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await shoot(page, 'history-withdrawn');

  // The admin's pending queue (the API and the page) no longer lists it.
  const queue = await call('/api/admin/requests?status=PENDING&limit=100', { token: adminToken });
  expect(queue.body.requests.map((r: { req_id: string }) => r.req_id)).not.toContain(pendingId);
  // A context of its own: the session lives in localStorage, which pages of one context share.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN);
  await admin.goto('/admin/service-requests');
  await expect(admin.getByTestId('pending-requests').or(admin.getByText('No service requests found'))).toBeVisible();
  await expect(admin.getByText(`better words ${tag}`)).toHaveCount(0);
});
