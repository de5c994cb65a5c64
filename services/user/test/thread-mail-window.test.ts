// Messages on one thread that come close together are one e-mail per person, not one per message
// (issue 47, point 7): the first message's e-mail waits for the window, later ones join it.
import request from 'supertest';
import { asRole, internal, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';
import { mailsAbout, notifyingApp, startFakeAuth, type FakeAuth, type Outbox } from './notifications-helpers';
import { as, MEMBER } from './threads-helpers';

// Short for the test (production: 2 minutes); five posts in-process take well under a tenth of it.
const WINDOW_MS = 1500;
const NAME = '"Software Development" (Web Apps)';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('e-mails of a thread within the mail window', () => {
  let env: RequestsTestEnv;
  let auth: FakeAuth;
  let outbox: Outbox;

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_thread_mail_window');
    auth = await startFakeAuth();
  });
  afterAll(async () => {
    auth.server.close();
    await env.stop();
  });

  /** A request of Alice's, approved and assigned to Mia, its earlier e-mails sent. */
  async function assignedRequest(app: ReturnType<typeof notifyingApp>) {
    const placed = await request(app.app)
      .post('/api/user/requests')
      .set(as.alice)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' })
      .expect(201);
    const id = placed.body.req_id as string;
    await request(app.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
    await request(app.app)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: MEMBER, name: 'Mia Member' }] })
      .expect(201);
    await app.drain();
    outbox.sent.length = 0;
    return id;
  }
  const write = (app: ReturnType<typeof notifyingApp>, id: string, who: Record<string, string>, body: string) =>
    request(app.app).post(`/api/user/requests/${id}/thread`).set(who).send({ body }).expect(201);
  const textTo = (address: string) => outbox.sent.find((m) => m.to === address)?.text ?? '';

  test('when a customer writes 5 messages and an admin replies within the window, then once it ends (after a restart) each person gets one e-mail with the messages meant for them, and a message after it starts a new one', async () => {
    outbox = { sent: [], failNext: 0 };
    const first = notifyingApp(env, auth, outbox, WINDOW_MS);
    const id = await assignedRequest(first);

    const start = Date.now();
    for (const part of [1, 2, 3, 4, 5]) await write(first, id, as.alice, `Part ${part} of the brief.`);
    await write(first, id, as.admin, 'Reply from Ada.');
    expect(Date.now() - start).toBeLessThan(WINDOW_MS); // all inside one window, or the test proves nothing
    await first.drain();
    expect(mailsAbout(outbox, id)).toEqual([]); // the window is still open
    await first.stop(); // the process goes away with the e-mails still waiting

    await sleep(WINDOW_MS - (Date.now() - start) + 200);
    const next = notifyingApp(env, auth, outbox, WINDOW_MS);
    await next.drain();
    expect(mailsAbout(outbox, id)).toEqual([
      `abe@example.com: Alice A wrote 5 messages on ${NAME}`,
      `ada@example.com: Alice A wrote 5 messages on ${NAME}`,
      `alice@example.com: New message on your request ${NAME}`,
      `mia@example.com: Alice A wrote 5 messages on ${NAME}`,
    ]);
    expect(textTo('ada@example.com')).toMatch(/Part 1 of the brief\.[^]*Part 2[^]*Part 3[^]*Part 4[^]*Part 5 of the brief\./);
    expect(textTo('ada@example.com')).not.toContain('Reply from Ada.');
    expect(textTo('alice@example.com')).toMatch(/^Ada Admin \(Agency\) wrote:\n\nReply from Ada\./);
    expect(textTo('alice@example.com')).not.toContain('Part 1');

    outbox.sent.length = 0;
    await write(next, id, as.alice, 'One more thing.');
    await next.drain();
    expect(mailsAbout(outbox, id)).toEqual([]);
    await sleep(WINDOW_MS + 200);
    await next.drain();
    expect(mailsAbout(outbox, id)).toEqual([
      `abe@example.com: Alice A wrote on ${NAME}`,
      `ada@example.com: Alice A wrote on ${NAME}`,
      `mia@example.com: Alice A wrote on ${NAME}`,
    ]);
    expect(textTo('ada@example.com')).toContain('One more thing.');
    expect(textTo('ada@example.com')).not.toContain('Part 5');
    await next.stop();
  });

  test("when a message comes while its thread's e-mail is being sent, then the next e-mail tells it: not lost, not told twice", async () => {
    outbox = { sent: [], failNext: 0 };
    const app = notifyingApp(env, auth, outbox, WINDOW_MS);
    const id = await assignedRequest(app);
    const entries = env.db.collection('outbox');
    await write(app, id, as.alice, 'First question.');
    await app.drain();
    // Another relay has claimed the window and is still sending it (its lease runs for a minute).
    await entries.updateOne(
      { 'body.type': 'thread.messages', 'body.requestId': id },
      { $inc: { attempts: 1 }, $set: { nextAttemptAt: new Date(Date.now() + 60_000) } },
    );
    await write(app, id, as.alice, 'Second question.');
    await app.drain();
    expect(mailsAbout(outbox, id)).toEqual([]);

    // Time passes: the lease, the second message's back-off and every window end (a few rounds for each to come due).
    for (let round = 0; round < 3; round++) {
      await entries.updateMany({}, { $set: { nextAttemptAt: new Date(0) } });
      await app.drain();
    }
    const toAda = outbox.sent.filter((m) => m.to === 'ada@example.com').map((m) => m.text);
    expect(toAda).toHaveLength(2);
    expect(toAda.filter((text) => text.includes('First question.'))).toHaveLength(1);
    expect(toAda.filter((text) => text.includes('Second question.'))).toHaveLength(1);
    expect(toAda.filter((text) => text.includes('First question.') && text.includes('Second question.'))).toEqual([]);
    await app.stop();
  });
});
