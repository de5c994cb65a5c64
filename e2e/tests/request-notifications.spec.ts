// E-mail notifications as the development outbox (`npm start`'s OUTBOX_DIR) holds them after the
// customer-writes/admin-replies flow: exactly one e-mail per event and person, nobody who cannot see the
// thread, a link in the customer's e-mail that opens the thread, and a kind turned off on Edit Profile
// (by keyboard) stays off.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MongoClient } from 'mongodb';
import { ADMIN, DIRECT, E2E_DATA_DIR, E2E_PORT, login } from '../support/stack';
import { call, uniqueTag } from '../support/api';
import { newCustomer, newMember, pageAs, placeRequest } from '../support/thread-people';

interface OutboxMail {
  id?: string;
  to: Array<{ address: string }>;
  subject: string;
  text: string;
}

/** Every notification e-mail in the outbox about this request (its thread link names it), as "address: subject". */
function mailsAbout(requestId: string): { lines: string[]; mails: OutboxMail[] } {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const mails = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((name) => name.startsWith('mail-') && name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
    .filter((mail) => mail.text.includes(`thread=${requestId}`));
  return { mails, lines: mails.map((mail) => `${mail.to[0]!.address}: ${mail.subject}`).sort() };
}

test('when a customer writes and the admin replies, then the outbox holds exactly the expected e-mails, the link opens the thread, and a kind turned off stays off', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminToken = (await login(ADMIN)).token;
  const domain = ((await call('/api/admin/domains')).body as Array<{ domain_id: string; name: string }>)[0]!;
  const domainId = domain.domain_id;
  const assigned = await newMember(adminToken, domainId, 'Nia');
  const unassigned = await newMember(adminToken, domainId, 'Ned');
  const customer = await newCustomer('Nora');
  const description = `Notify me ${uniqueTag()}`;
  const requestId = await placeRequest(customer.token, domainId, description);
  const respond = () =>
    call(`/api/admin/requests/${requestId}/respond`, { method: 'POST', token: adminToken, body: { status: 'approved' } });
  expect((await respond()).status).toBe(200);
  expect((await respond()).status).toBe(409); // a second click: still one e-mail
  for (let i = 0; i < 2; i++) {
    const assign = await call(`/api/admin/requests/${requestId}/assign`, {
      method: 'POST',
      token: adminToken,
      body: { memberIds: [assigned.id] },
    });
    expect(assign.status).toBe(201);
  }

  // The customer writes from their history; the admin replies from the request page.
  const nora = await pageAs(browser, customer);
  await nora.goto('/user-dashboard?section=history');
  await nora.getByTestId('request-item').filter({ hasText: description }).getByTestId('open-thread').click();
  const noraThread = nora.getByRole('dialog', { name: /Messages/ });
  await noraThread.getByRole('textbox', { name: 'Message' }).fill('Here is the brief.');
  await noraThread.getByRole('button', { name: 'Send' }).click();
  await expect(noraThread.getByTestId('thread-message').filter({ hasText: 'Here is the brief.' })).toBeVisible();

  const admin = await pageAs(browser, ADMIN);
  await admin.goto('/admin/service-requests');
  const adminCard = admin.getByTestId('assigned-section').getByTestId('approved-request').filter({ hasText: description });
  await adminCard.getByTestId('open-thread').click();
  const adminThread = admin.getByRole('dialog', { name: /Messages/ });
  await adminThread.getByRole('textbox', { name: 'Message' }).fill('Thanks! We start on Monday.');
  await adminThread.getByRole('button', { name: 'Send' }).click();
  await expect(adminThread.getByTestId('thread-message').filter({ hasText: 'Thanks! We start on Monday.' })).toBeVisible();

  // The member starts the task: the customer hears of it (through the member service's outbox).
  const task = (await call('/api/member/tasks/current', { token: assigned.token })).body.task as { task_id: string; requestId: string };
  expect(task.requestId).toBe(requestId);
  expect(
    (await call(`/api/member/tasks/${task.task_id}`, { method: 'PATCH', token: assigned.token, body: { status: 'In progress' } })).status,
  ).toBe(200);

  const name = `"Brand Identity Design" (${domain.name})`;
  // Every admin account gets the same two (the demo admin among them; a full run may have added admins).
  const adminsIn = (lines: string[]) => [...new Set(lines.filter((l) => l.includes(': New request ')).map((l) => l.split(': ')[0]!))];
  const expected = (admins: string[]) =>
    [
      `${customer.email}: Your request ${name} was approved`,
      `${customer.email}: Your request ${name} was assigned to our team`,
      `${customer.email}: Work started on your request ${name}`,
      `${customer.email}: New message on your request ${name}`,
      `${assigned.email}: You were assigned to ${name} for Nora Customer`,
      `${assigned.email}: Nora Customer wrote on ${name}`,
      ...admins.flatMap((email) => [`${email}: New request ${name} from Nora Customer`, `${email}: Nora Customer wrote on ${name}`]),
    ].sort();
  await expect.poll(() => mailsAbout(requestId).lines, { timeout: 20_000 }).toContain(`${ADMIN.email}: Nora Customer wrote on ${name}`);
  await expect.poll(() => mailsAbout(requestId).lines, { timeout: 20_000 }).toEqual(expected(adminsIn(mailsAbout(requestId).lines)));
  const { lines, mails } = mailsAbout(requestId);
  expect(lines.some((l) => l.startsWith(unassigned.email))).toBe(false);

  // The customer's e-mail links straight to the thread: opening it shows the conversation.
  const reply = mails.find((m) => m.to[0]!.address === customer.email && m.subject.startsWith('New message'))!;
  expect(reply.text).toContain('Thanks! We start on Monday.');
  const link = /(http\S+thread=\w+)/.exec(reply.text)![1]!;
  expect(link).toBe(`http://localhost:${E2E_PORT}/user-dashboard?tab=history&thread=${requestId}`);
  const fromMail = await pageAs(browser, customer);
  await fromMail.goto(link);
  await expect(
    fromMail
      .getByRole('dialog', { name: /Messages/ })
      .getByTestId('thread-message')
      .filter({ hasText: 'Thanks! We start on Monday.' }),
  ).toBeVisible();

  // The admin's and the member's e-mails open the thread on their own pages too.
  for (const [who, email] of [
    [ADMIN, ADMIN.email],
    [assigned, assigned.email],
  ] as const) {
    const mail = mails.find((m) => m.to[0]!.address === email && m.subject.startsWith('Nora Customer wrote'))!;
    const page = await pageAs(browser, who);
    await page.goto(/(http\S+thread=\w+)/.exec(mail.text)![1]!);
    await expect(
      page
        .getByRole('dialog', { name: /Messages/ })
        .getByTestId('thread-message')
        .filter({ hasText: 'Here is the brief.' }),
    ).toBeVisible();
    await page.context().close();
  }

  // The customer turns "Messages from the agency" off on Edit Profile, by keyboard.
  await nora.keyboard.press('Escape');
  await nora.goto('/edit-profile');
  const toggle = nora.getByRole('checkbox', { name: /Messages from the agency/ });
  await expect(toggle).toBeChecked();
  await toggle.focus();
  await nora.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await nora.keyboard.press('Tab');
  await expect(nora.getByRole('button', { name: 'Save notification settings' })).toBeFocused();
  await nora.keyboard.press('Enter');
  await expect(nora.getByTestId('notification-settings').getByRole('status')).toHaveText('Notification settings saved.');
  await nora.reload();
  await expect(nora.getByRole('checkbox', { name: /Messages from the agency/ })).not.toBeChecked();

  // The admin writes again: the customer is not e-mailed (the reply is still in the thread).
  await adminThread.getByRole('textbox', { name: 'Message' }).fill('One more thing.');
  await adminThread.getByRole('button', { name: 'Send' }).click();
  await expect(adminThread.getByTestId('thread-message').filter({ hasText: 'One more thing.' })).toBeVisible();
  const thread = await call(`/api/user/requests/${requestId}/thread`, { token: customer.token });
  expect(thread.body.messages.map((m: { body: string }) => m.body)).toContain('One more thing.');
  // Give the sender time it would need to send (it wakes at once when a message is written).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(mailsAbout(requestId).lines).toEqual(lines);
});

test('when a visitor sends the contact form, then each admin gets exactly one e-mail naming its subject, linking to the messages', async () => {
  const subject = `Notify contact ${uniqueTag()}`;
  // Every spec's contact sends come from this one address, 5 per 10 minutes (the bad-input suite alone
  // uses them up): start this address's window afresh.
  const client = new MongoClient(DIRECT.db, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  try {
    await client
      .db('agency_admin')
      .collection<{ _id: string }>('rate_limits')
      .deleteMany({ _id: { $regex: '^contact:' } });
  } finally {
    await client.close();
  }
  const sent = await call('/api/contact', {
    method: 'POST',
    body: { name: 'Vera Visitor', email: 'vera@example.com', subject, message: 'How much is a shop?' },
  });
  expect(sent.status).toBe(201);
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  const about = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('mail-contact.message'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMail)
      .filter((mail) => mail.subject === `New contact message: ${subject}`);
  await expect.poll(() => about().map((m) => m.to[0]!.address), { timeout: 20_000 }).toContain(ADMIN.email);
  const mails = about();
  expect(new Set(mails.map((m) => m.to[0]!.address)).size).toBe(mails.length);
  expect(mails[0]!.text).toContain('Vera Visitor <vera@example.com>');
  expect(mails[0]!.text).toContain(`http://localhost:${E2E_PORT}/admin/messages`);
});

test("when a customer writes on a rejected request, then the admin's e-mail link opens that thread though the request is on no list of the page", async ({
  browser,
}) => {
  const adminToken = (await login(ADMIN)).token;
  const domainId = ((await call('/api/admin/domains')).body as Array<{ domain_id: string }>)[0]!.domain_id;
  const customer = await newCustomer('Rhea');
  const requestId = await placeRequest(customer.token, domainId, `Rejected ${uniqueTag()}`);
  expect(
    (await call(`/api/admin/requests/${requestId}/respond`, { method: 'POST', token: adminToken, body: { status: 'rejected' } })).status,
  ).toBe(200);
  expect(
    (
      await call(`/api/user/requests/${requestId}/thread`, {
        method: 'POST',
        token: customer.token,
        body: { body: 'Why was it rejected?' },
      })
    ).status,
  ).toBe(201);
  await expect
    .poll(() => mailsAbout(requestId).lines, { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(new RegExp(`^${ADMIN.email}: Rhea Customer wrote on`)));
  const mail = mailsAbout(requestId).mails.find((m) => m.to[0]!.address === ADMIN.email && m.subject.startsWith('Rhea Customer wrote'))!;
  const admin = await pageAs(browser, ADMIN);
  await admin.goto(/(http\S+thread=\w+)/.exec(mail.text)![1]!);
  await expect(
    admin
      .getByRole('dialog', { name: /Messages/ })
      .getByTestId('thread-message')
      .filter({ hasText: 'Why was it rejected?' }),
  ).toBeVisible();
});

test("when an admin rejects with a reason, then they confirm it first (Cancel keeps the request) and the customer's e-mail gives the reason", async ({
  browser,
}) => {
  const domainId = ((await call('/api/admin/domains')).body as Array<{ domain_id: string }>)[0]!.domain_id;
  const customer = await newCustomer('Ravi');
  const description = `Reject me ${uniqueTag()}`;
  const requestId = await placeRequest(customer.token, domainId, description);
  const admin = await pageAs(browser, ADMIN);
  await admin.goto('/admin/service-requests');
  const row = admin.getByTestId('pending-request').filter({ hasText: description });
  const reject = row.getByRole('button', { name: 'Reject' });

  await reject.click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this request?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Reason for the customer (optional)' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(reject).toBeFocused();
  await expect(row).toHaveCount(1);

  await admin.keyboard.press('Enter');
  await dialog.getByRole('textbox', { name: 'Reason for the customer (optional)' }).fill('We do not take on crypto wallets.');
  await dialog.getByRole('button', { name: 'Reject request' }).click();
  await expect(row).toHaveCount(0);
  const rejection = () =>
    mailsAbout(requestId).mails.find((m) => m.to[0]!.address === customer.email && m.subject.endsWith('was rejected'));
  await expect.poll(rejection, { timeout: 20_000 }).toBeTruthy();
  expect(rejection()!.subject).toMatch(/^Your request "Brand Identity Design".* was rejected$/);
  expect(rejection()!.text).toContain('Your request was not accepted.\n\nOur reason: We do not take on crypto wallets.');
});
