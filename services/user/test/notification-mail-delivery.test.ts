// Notification e-mails through a real SMTP server on loopback: what arrives, an outage, a permanent refusal.
import request from 'supertest';
import { createMailer } from '@agency/server-kit';
import { startSmtpServer, type SmtpTestServer } from '@agency/server-kit/testing';
import { asRole, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';
import { mailingApp, PUBLIC_URL, startFakeAuth, type FakeAuth } from './notifications-helpers';
import { as } from './threads-helpers';

const FROM = 'Agency Portal <no-reply@agency.test>';
// Back-off capped at 200 ms (production: 30 s), so an outage of a second is retried several times.
const RELAY = { maxBackoffMs: 200, pollMs: 50 };

describe('notification e-mails through a real SMTP server', () => {
  let env: RequestsTestEnv;
  let auth: FakeAuth;
  let smtp: SmtpTestServer;
  let running: ReturnType<typeof mailingApp>;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_notification_mail');
    auth = await startFakeAuth();
    smtp = await startSmtpServer();
    running = mailingApp(env, auth, createMailer({ from: FROM, smtpUrl: smtp.url() })!, RELAY);
  });
  afterAll(async () => {
    await running.stop();
    await smtp.stop();
    auth.server.close();
    await env.stop();
  });

  async function approvedRequest(): Promise<string> {
    const placed = await request(running.app)
      .post('/api/user/requests')
      .set(as.alice)
      .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' })
      .expect(201);
    const id = placed.body.req_id as string;
    await request(running.app).post(`/api/admin/requests/${id}/respond`).set(asRole('admin')).send({ status: 'approved' }).expect(200);
    return id;
  }
  const toAlice = () => smtp.received.filter((m) => m.to.includes('alice@example.com'));

  test('when a request is approved while the mail server is down, then after it is back the customer gets one e-mail with its headers and the link to the thread', async () => {
    await smtp.stop();
    const id = await approvedRequest();
    await new Promise((r) => setTimeout(r, 1000)); // several refused connections
    expect(toAlice()).toHaveLength(0);
    await smtp.start();
    const mail = await smtp.waitForMail('alice@example.com', 3000);
    expect(mail.headers.from).toBe(FROM);
    expect(mail.headers.subject).toBe('Your request "Software Development" (Web Apps) was approved');
    expect(mail.headers['message-id']).toMatch(/^<[\w.-]+@agency\.test>$/);
    expect(Date.now() - Date.parse(mail.headers.date!)).toBeLessThan(60_000);
    expect(mail.text).toContain(`${PUBLIC_URL}/user-dashboard?tab=history&thread=${id}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(toAlice()).toHaveLength(1);
    expect((await smtp.waitForMail('ada@example.com')).headers.subject).toBe('New request "Software Development" (Web Apps) from Alice A');
  });

  test('when the mail server refuses a notification for good (550), then it is not retried and an admin sees it as failed', async () => {
    smtp.refuse('abe@example.com');
    const before = smtp.attempts.length;
    await approvedRequest();
    await new Promise((r) => setTimeout(r, 1000)); // the back-off would have retried several times by now
    expect(smtp.attempts.slice(before).filter((a) => a === 'abe@example.com')).toHaveLength(1);
    const failed = await request(running.app).get('/api/user/failed-mail').set(as.admin);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      count: 1,
      mails: [
        {
          id: expect.stringMatching(/^request\.created:/),
          kind: 'mail.notification.new_requests',
          to: 'abe@example.com',
          subject: 'New request "Software Development" (Web Apps) from Alice A',
          error: expect.stringContaining('550'),
          attempts: 1,
          failedAt: expect.any(String),
        },
      ],
    });
    expect((await request(running.app).get('/api/user/failed-mail').set(as.alice)).status).toBe(403);
    expect((await request(running.app).get('/api/user/failed-mail')).status).toBe(401);
  });
});
