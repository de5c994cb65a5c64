import request from 'supertest';
import { eventually } from '@agency/server-kit/testing';
import { asRole, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';
import { dyingApp, mailsAbout, notifyingApp, PUBLIC_URL, startFakeAuth, type FakeAuth, type Outbox } from './notifications-helpers';
import { as, BOB, MEMBER } from './threads-helpers';

describe('e-mail notifications: one per event and person, with a link to the thread, as each person chose', () => {
  let env: RequestsTestEnv;
  let auth: FakeAuth;
  let outbox: Outbox;
  let app: ReturnType<typeof notifyingApp>['app'];
  let drain: () => Promise<number>;

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_notifications');
    auth = await startFakeAuth();
  });
  beforeEach(() => {
    outbox = { sent: [], failNext: 0 };
    ({ app, drain } = notifyingApp(env, auth, outbox));
  });
  afterAll(async () => {
    auth.server.close();
    await env.stop();
  });

  async function placeRequest(): Promise<string> {
    const res = await request(app)
      .post('/api/user/requests')
      .set(as.alice)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' });
    expect(res.status).toBe(201);
    return res.body.req_id as string;
  }
  const respond = (id: string, status: string) =>
    request(app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status });
  const assign = (id: string) =>
    request(app)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: MEMBER, name: 'Mia Member' }] });
  const progress = (id: string, eventId: string, taskStatus = 'In progress') =>
    request(app).post(`/internal/requests/${id}/progress`).set(internal).set('x-event-id', eventId).send({ memberId: MEMBER, taskStatus });
  const write = (id: string, who: Record<string, string>, body: string) =>
    request(app).post(`/api/user/requests/${id}/thread`).set(who).send({ body });
  const settings = (who: Record<string, string>, body: Record<string, unknown>) =>
    request(app).put('/api/user/notifications/settings').set(who).send(body);

  test('when a customer places a request and an admin approves it, then each admin is told once and the customer once, each with a link that opens the thread on their own page', async () => {
    const id = await placeRequest();
    expect((await respond(id, 'approved')).status).toBe(200);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'abe@example.com: New request "Software Development" (Web Apps) from Alice A',
      'ada@example.com: New request "Software Development" (Web Apps) from Alice A',
      'alice@example.com: Your request "Software Development" (Web Apps) was approved',
    ]);
    const toAlice = outbox.sent.find((m) => m.to === 'alice@example.com')!;
    expect(toAlice.text).toContain(`${PUBLIC_URL}/user-dashboard?tab=history&thread=${id}`);
    expect(outbox.sent.find((m) => m.to === 'ada@example.com')!.text).toContain(`${PUBLIC_URL}/admin/service-requests?thread=${id}`);
  });

  test('when the same approval arrives twice at once and is retried later, then the customer still gets exactly one e-mail', async () => {
    const id = await placeRequest();
    const answers = await Promise.all([respond(id, 'approved'), respond(id, 'approved')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await respond(id, 'approved')).status).toBe(409);
    await drain();
    await drain();
    expect(mailsAbout(outbox, id).filter((line) => line.startsWith('alice@'))).toEqual([
      'alice@example.com: Your request "Software Development" (Web Apps) was approved',
    ]);
  });

  test('when the approval is retried after its e-mail went out, then the customer gets no second one', async () => {
    const id = await placeRequest();
    expect((await respond(id, 'approved')).status).toBe(200);
    await drain();
    expect((await respond(id, 'approved')).status).toBe(409); // the admin service's retry records the event again
    await drain();
    expect(mailsAbout(outbox, id).filter((line) => line.startsWith('alice@'))).toHaveLength(1);
  });

  test('when a request is assigned twice at once and again later, then the member is told once (link to their tasks) and the customer once', async () => {
    const id = await placeRequest();
    await respond(id, 'approved');
    await drain();
    outbox.sent.length = 0;
    expect((await Promise.all([assign(id), assign(id)])).map((a) => a.status)).toEqual([201, 201]);
    expect((await assign(id)).status).toBe(201);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'alice@example.com: Your request "Software Development" (Web Apps) was assigned to our team',
      'mia@example.com: You were assigned to "Software Development" (Web Apps) for Alice A',
    ]);
    expect(outbox.sent.find((m) => m.to === 'mia@example.com')!.text).toContain(`${PUBLIC_URL}/member-home?thread=${id}`);
  });

  test('when each task change is delivered twice at once and once more, then the customer gets one e-mail per change, and none for a start that arrives after completion', async () => {
    const id = await placeRequest();
    await respond(id, 'approved');
    await assign(id);
    await drain();
    outbox.sent.length = 0;
    await Promise.all([progress(id, 'task-1-started'), progress(id, 'task-1-started')]);
    await progress(id, 'task-1-started');
    await Promise.all([progress(id, 'task-1-done', 'Completed'), progress(id, 'task-1-done', 'Completed')]);
    await progress(id, 'task-2-started-late'); // a start delivered after the completion: old news
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'alice@example.com: Work started on your request "Software Development" (Web Apps)',
      'alice@example.com: Your request "Software Development" (Web Apps) is completed',
    ]);
  });

  test('when the customer writes, then the admins and the assigned member are told (nobody who cannot see the thread); when an admin replies, then only the customer', async () => {
    const id = await placeRequest();
    await respond(id, 'approved');
    await assign(id);
    await drain();
    outbox.sent.length = 0;
    expect((await write(id, as.alice, 'Here is the brief.')).status).toBe(201);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'abe@example.com: Alice A wrote on "Software Development" (Web Apps)',
      'ada@example.com: Alice A wrote on "Software Development" (Web Apps)',
      'mia@example.com: Alice A wrote on "Software Development" (Web Apps)',
    ]);
    expect(outbox.sent[0]!.text).toContain('Here is the brief.');
    outbox.sent.length = 0;
    expect((await write(id, as.admin, 'Thanks! We start on Monday.')).status).toBe(201);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual(['alice@example.com: New message on your request "Software Development" (Web Apps)']);
    expect(outbox.sent[0]!.text).toMatch(/^Ada Admin \(Agency\) wrote:\n\nThanks! We start on Monday\./);
  });

  test('when a member whose account is gone or who is not a member is assigned, then nobody is e-mailed in their name (the customer still is)', async () => {
    const id = await placeRequest();
    await respond(id, 'approved');
    await drain();
    outbox.sent.length = 0;
    const res = await request(app)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({
        assignees: [
          { id: '64b00000000000000000ffff', name: 'Gone Member' },
          { id: BOB, name: 'Not A Member' },
        ],
      });
    expect(res.status).toBe(201);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual(['alice@example.com: Your request "Software Development" (Web Apps) was assigned to our team']);
  });

  test("when an admin rejects a request with a reason, then the customer's e-mail gives it, and a rejection without one says no reason", async () => {
    const withReason = await placeRequest();
    const res = await request(app)
      .post(`/api/admin/requests/${withReason}/respond`)
      .set(asRole('admin'))
      .send({ status: 'rejected', reason: '  We do not build crypto wallets.  ' });
    expect(res.status).toBe(200);
    const plain = await placeRequest();
    await respond(plain, 'rejected');
    await drain();
    const mailAbout = (id: string) => outbox.sent.find((m) => m.to === 'alice@example.com' && m.text.includes(id))!.text;
    expect(mailAbout(withReason)).toContain(
      'Your request was not accepted.\n\nOur reason: We do not build crypto wallets.\n\nIf you have questions',
    );
    expect(mailAbout(plain)).toContain('Your request was not accepted.\n\nIf you have questions');
    expect(mailAbout(plain)).not.toContain('Our reason');
  });

  test('when a rejection reason is longer than 500 characters, then it is refused with a sentence and the request stays pending', async () => {
    const id = await placeRequest();
    const res = await request(app)
      .post(`/api/admin/requests/${id}/respond`)
      .set(asRole('admin'))
      .send({ status: 'rejected', reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('reason: at most 500 characters');
    expect((await request(app).get(`/internal/requests/${id}`).set(internal)).body.status).toBe('PENDING');
  });

  test('when a person turns a kind off, then they get none of it while the others still do, and turning it on again brings it back', async () => {
    expect((await settings(as.admin, { customer_messages: false })).body).toEqual({
      message: 'Notification settings saved.',
      settings: [
        { kind: 'new_requests', enabled: true },
        { kind: 'contact_messages', enabled: true },
        { kind: 'customer_messages', enabled: false },
      ],
    });
    expect((await settings(as.alice, { request_updates: false })).status).toBe(200);
    const id = await placeRequest();
    await respond(id, 'rejected');
    await write(id, as.alice, 'Why?');
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'abe@example.com: Alice A wrote on "Software Development" (Web Apps)',
      'abe@example.com: New request "Software Development" (Web Apps) from Alice A',
      'ada@example.com: New request "Software Development" (Web Apps) from Alice A',
    ]);
    expect((await request(app).get('/api/user/notifications/settings').set(as.alice)).body.settings).toEqual([
      { kind: 'request_updates', enabled: false },
      { kind: 'agency_messages', enabled: true },
    ]);
    await settings(as.admin, { customer_messages: true });
    await settings(as.alice, { request_updates: true });
    outbox.sent.length = 0;
    await write(id, as.alice, 'Still there?');
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([
      'abe@example.com: Alice A wrote on "Software Development" (Web Apps)',
      'ada@example.com: Alice A wrote on "Software Development" (Web Apps)',
    ]);
  });

  test('when settings are changed with a kind of another role, an unknown kind, a non-boolean, nothing, or no token, then 400/401 and nothing changes', async () => {
    for (const body of [{ new_requests: false }, { weekly_digest: false }, { agency_messages: 'no' }, {}]) {
      const res = await settings(as.alice, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await settings(as.member, { customer_messages: 'off' })).status).toBe(400);
    expect((await request(app).put('/api/user/notifications/settings').send({ agency_messages: false })).status).toBe(401);
    expect(
      (await request(app).get('/api/user/notifications/settings').set(as.alice)).body.settings.every(
        (s: { enabled: boolean }) => s.enabled,
      ),
    ).toBe(true);
  });

  test('when a member still on the first-login password reads or changes their settings, then 403 PASSWORD_CHANGE_REQUIRED and nothing changes', async () => {
    for (const res of [
      await request(app).get('/api/user/notifications/settings').set(as.newMember),
      await settings(as.newMember, { assignments: false }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    expect((await request(app).get('/api/user/notifications/settings').set(as.member)).body.settings).toContainEqual({
      kind: 'assignments',
      enabled: true,
    });
  });

  test('when the process stops between recording an event and sending it, then the next process sends it, once', async () => {
    const id = await placeRequest();
    await respond(id, 'approved'); // recorded, never drained: this "process" is gone
    const next = notifyingApp(env, auth, outbox);
    await Promise.all([next.drain(), notifyingApp(env, auth, outbox).drain()]);
    await next.drain();
    await drain();
    expect(mailsAbout(outbox, id).filter((line) => line.startsWith('alice@'))).toHaveLength(1);
  });

  // The writer's lease on the events it recorded is 2 s (EVENT_WRITER_LEASE_MS); the relays poll every 500 ms.
  const AFTER_A_CRASH_MS = 6000;
  const mailedAbout = async (about: string) => {
    await drain();
    return mailsAbout(outbox, about);
  };

  test('when the process dies right after writing a new request (its e-mail never handed on), then the admins are told within seconds; a request it died before writing tells nobody', async () => {
    const place = async (description: string) =>
      request(await dyingApp(env, auth, 'service_requests', description === 'Written shop' ? 'after' : 'instead'))
        .post('/api/user/requests')
        .set(as.alice)
        .send({ service: 'Software Development', domain_id: WEB.domain_id, description });
    expect((await place('Written shop')).status).toBe(500);
    expect((await place('Lost shop')).status).toBe(500);

    const toAdmins = ['abe@example.com', 'ada@example.com'].map(
      (to) => `${to}: New request "Software Development" (Web Apps) from Alice A`,
    );
    expect(await eventually(() => mailedAbout('Written shop'), toAdmins, AFTER_A_CRASH_MS)).toEqual(toAdmins);
    await new Promise((resolve) => setTimeout(resolve, 600)); // one more pass of every relay
    expect(await mailedAbout('Lost shop')).toEqual([]);
    expect(await env.db.collection('service_requests').countDocuments({ description: 'Lost shop' })).toBe(0);
  });

  test('when the customer withdraws a new request before its e-mail went out (the writer died), then the admins are not told of it', async () => {
    const placed = await request(await dyingApp(env, auth, 'service_requests', 'after'))
      .post('/api/user/requests')
      .set(as.alice)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'Taken back shop' });
    expect(placed.status).toBe(500);
    const stored = await env.db.collection('service_requests').findOne({ description: 'Taken back shop' });
    expect(
      (
        await request(app)
          .post(`/api/user/requests/${String(stored!._id)}/withdraw`)
          .set(as.alice)
          .send({})
      ).status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, AFTER_A_CRASH_MS));
    expect(await mailedAbout('Taken back shop')).toEqual([]);
    expect(await env.db.collection('service_requests').countDocuments({ description: 'Taken back shop', messagesPending: true })).toBe(0);
  });

  test('when the process dies right after storing a thread message (its e-mail never handed on), then the agency is told within seconds; a message it died before storing tells nobody', async () => {
    const id = await placeRequest();
    await drain();
    outbox.sent.length = 0;
    const post = async (body: string) =>
      request(await dyingApp(env, auth, 'thread_messages', body === 'Written question.' ? 'after' : 'instead'))
        .post(`/api/user/requests/${id}/thread`)
        .set(as.alice)
        .send({ body });
    expect((await post('Written question.')).status).toBe(500);
    expect((await post('Lost question.')).status).toBe(500);

    const toAdmins = ['abe@example.com', 'ada@example.com'].map((to) => `${to}: Alice A wrote on "Software Development" (Web Apps)`);
    expect(await eventually(() => mailedAbout('Written question.'), toAdmins, AFTER_A_CRASH_MS)).toEqual(toAdmins);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await mailedAbout('Lost question.')).toEqual([]);
  });

  test('when a message is refused (no text, no file), then nothing is recorded or sent for it', async () => {
    const id = await placeRequest();
    await drain();
    outbox.sent.length = 0;
    expect((await write(id, as.alice, '   ')).status).toBe(400);
    await drain();
    expect(mailsAbout(outbox, id)).toEqual([]);
    expect(await env.db.collection('thread_messages').countDocuments({ requestId: id })).toBe(0);
    expect(await env.db.collection('outbox').countDocuments({ 'body.type': 'thread.message', 'body.requestId': id })).toBe(0);
  });

  test('when auth is down or the mail server refuses, then the e-mail waits and is sent once when they are back', async () => {
    const id = await placeRequest();
    await respond(id, 'approved');
    auth.down = true;
    await drain();
    auth.down = false;
    expect(mailsAbout(outbox, id)).toEqual([]);
    await env.db.collection('outbox').updateMany({ to: 'self' }, { $set: { nextAttemptAt: new Date(0) } });
    outbox.failNext = 1;
    await drain();
    await env.db.collection('outbox').updateMany({ to: 'mail' }, { $set: { nextAttemptAt: new Date(0) } });
    await drain();
    await drain();
    expect(mailsAbout(outbox, id)).toHaveLength(3);
    expect(new Set(mailsAbout(outbox, id)).size).toBe(3);
  });

  test('when the admin service delivers a contact message event twice at once and again, then each admin gets one e-mail linking to the messages page', async () => {
    const send = () =>
      request(app)
        .post('/internal/notifications/contact-messages')
        .set(internal)
        .set('x-event-id', 'contact-64c00000000000000000cafe')
        .send({
          message_id: '64c00000000000000000cafe',
          name: 'Vera Visitor',
          email: 'vera@example.com',
          subject: 'Quote for a shop',
          message: 'How much?',
        });
    expect((await Promise.all([send(), send()])).map((r) => r.status)).toEqual([200, 200]);
    expect((await send()).status).toBe(200);
    await drain();
    expect(mailsAbout(outbox, 'Quote for a shop')).toEqual([
      'abe@example.com: New contact message: Quote for a shop',
      'ada@example.com: New contact message: Quote for a shop',
    ]);
    expect(outbox.sent[0]!.text).toContain(`${PUBLIC_URL}/admin/messages`);
    expect((await request(app).post('/internal/notifications/contact-messages').send({})).status).toBe(401);
    expect((await request(app).post('/internal/notifications/contact-messages').set(internal).send({ name: 'x' })).status).toBe(400);
  });
});
