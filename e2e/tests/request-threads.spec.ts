// A conversation on a service request, as the three roles see it in Chromium: the customer writes and
// attaches files, the admin's badge appears without a reload, the reply reaches the customer's open
// thread within 2 s, the assigned member reads it, and nobody else can.
import { expect, test } from '@playwright/test';
import { ADMIN, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { newCustomer, newMember, pageAs, placeRequest } from '../support/thread-people';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('when a customer writes with files, then the admin sees the badge live, replies, and only the right people see the thread', async ({
  browser,
}) => {
  const adminToken = (await login(ADMIN)).token;
  const domains = (await call('/api/admin/domains')).body as Array<{ domain_id: string }>;
  const domainId = domains[0]!.domain_id;
  // One at a time: password hashing is slow on a shared machine and the e2e proxy time-out is short.
  const assigned = await newMember(adminToken, domainId, 'Tara');
  const unassigned = await newMember(adminToken, domainId, 'Uma');
  const customer = await newCustomer('Cleo');
  const stranger = await newCustomer('Stan');
  const description = `Thread me ${uniqueTag()}`;
  const requestId = await placeRequest(customer.token, domainId, description);
  expect(
    (await call(`/api/admin/requests/${requestId}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } })).status,
  ).toBe(200);
  expect(
    (await call(`/api/admin/requests/${requestId}/assign`, { method: 'POST', token: adminToken, body: { memberIds: [assigned.id] } }))
      .status,
  ).toBe(201);

  // The admin has the request page open before anything is written.
  const admin = await pageAs(browser, ADMIN);
  await admin.goto('/admin/service-requests');
  const adminCard = admin.getByTestId('assigned-section').getByTestId('approved-request').filter({ hasText: description });
  await expect(adminCard.getByTestId('open-thread')).toBeVisible();
  await expect(adminCard.getByTestId('unread-badge')).toHaveCount(0);

  // The customer opens the thread from their history, writes, and attaches a PDF and an image.
  const cleo = await pageAs(browser, customer);
  await cleo.goto('/user-dashboard?section=history');
  await cleo.getByTestId('request-item').filter({ hasText: description }).getByTestId('open-thread').click();
  const cleoThread = cleo.getByRole('dialog', { name: /Messages/ });
  await expect(cleoThread.getByText('No messages yet. Ask a question or share a file.')).toBeVisible();
  await cleoThread.getByRole('textbox', { name: 'Message' }).fill('Here is the brief and our logo. Details: https://example.com/brief');
  await cleoThread.getByLabel('Attach files').setInputFiles([
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await cleoThread.getByRole('button', { name: 'Send' }).click();
  const sent = cleoThread.getByTestId('thread-message').filter({ hasText: 'Here is the brief' });
  await expect(sent).toContainText('Cleo Customer');
  await expect(sent).toContainText('Customer');
  await expect(sent.getByRole('link', { name: 'https://example.com/brief' })).toHaveAttribute('href', 'https://example.com/brief');
  await expect(sent.getByText('brief.pdf')).toBeVisible();
  const thumbnail = sent.getByRole('img', { name: 'logo.png' });
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The admin's badge and the avatar menu's total appear without a reload.
  await expect(adminCard.getByTestId('unread-badge')).toHaveText('1 unread');
  // The total counts every thread the admin has not read (other specs' threads too in a full run).
  await expect(admin.getByRole('button', { name: /^Account menu, \d+ unread messages$/ })).toBeVisible();

  // The admin opens the thread (which marks it read) and replies.
  await adminCard.getByTestId('open-thread').click();
  const adminThread = admin.getByRole('dialog', { name: /Messages/ });
  await expect(adminThread.getByTestId('thread-message').filter({ hasText: 'Here is the brief' })).toContainText('logo.png');
  await expect(adminCard.getByTestId('unread-badge')).toHaveCount(0);
  await adminThread.getByRole('textbox', { name: 'Message' }).fill('Thanks! We start on Monday.');
  await adminThread.getByRole('button', { name: 'Send' }).click();
  await expect(adminThread.getByTestId('thread-message').filter({ hasText: 'Thanks! We start on Monday.' })).toBeVisible();

  // The customer's open thread shows the reply within 2 s, without a reload.
  await expect(cleoThread.getByTestId('thread-message').filter({ hasText: 'Thanks! We start on Monday.' })).toContainText('Agency', {
    timeout: 2_000,
  });

  // The assigned member opens it from their task card.
  const tara = await pageAs(browser, assigned);
  await tara.goto('/member-home');
  await tara.getByTestId('current-task').getByTestId('open-thread').click();
  const taraThread = tara.getByRole('dialog', { name: /Messages/ });
  await expect(taraThread.getByTestId('thread-message')).toHaveCount(2);
  await expect(taraThread.getByText('brief.pdf')).toBeVisible();

  // Nobody else: an unassigned member and another customer get 404, for the thread and its files.
  const fileId = (await call(`/api/user/requests/${requestId}/thread`, { token: customer.token })).body.messages[0].files[0].file_id;
  for (const token of [unassigned.token, stranger.token]) {
    expect((await call(`/api/user/requests/${requestId}/thread`, { token })).status).toBe(404);
    expect((await call(`/api/user/requests/${requestId}/thread/files/${fileId}`, { token })).status).toBe(404);
  }
  const download = await fetch(`${new URL(admin.url()).origin}/api/user/requests/${requestId}/thread/files/${fileId}`, {
    headers: { authorization: `Bearer ${assigned.token}` },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain('attachment; filename="brief.pdf"');
  expect(download.headers.get('x-content-type-options')).toBe('nosniff');
});

test('when a customer attaches more than their file quota, then the thread says the quota and what to do, and a risky name arrives harmless', async ({
  browser,
}) => {
  const domainId = ((await call('/api/admin/domains')).body as Array<{ domain_id: string }>)[0]!.domain_id;
  const customer = await newCustomer('Quinn');
  const description = `Quota me ${uniqueTag()}`;
  await placeRequest(customer.token, domainId, description);

  const quinn = await pageAs(browser, customer);
  await quinn.goto('/user-dashboard?section=history');
  await quinn.getByTestId('request-item').filter({ hasText: description }).getByTestId('open-thread').click();
  const thread = quinn.getByRole('dialog', { name: /Messages/ });
  // The stack runs with UPLOAD_QUOTA_MB=2 (playwright.config.ts).
  const big = Buffer.concat([PDF, Buffer.alloc(2.5 * 1024 * 1024, 0x20)]);
  await thread.getByLabel('Attach files').setInputFiles([{ name: 'big.pdf', mimeType: 'application/pdf', buffer: big }]);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(
    thread.getByText(
      'You have used 0 MB of your 2 MB for files, and these files need 2.5 MB. Send smaller files, or ask us in a message to raise your limit.',
    ),
  ).toBeVisible();

  await thread
    .getByLabel('Attach files')
    .setInputFiles([{ name: 'update.bat', mimeType: 'application/octet-stream', buffer: Buffer.from('echo hi\r\n') }]);
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByTestId('thread-message').getByText('update.bat.txt')).toBeVisible();
});
