// An open live-updates stream is judged again while it is open: each way a session ends in auth
// (sign-out, sign-out everywhere, a new password, a confirmed new e-mail, the account deleted when a
// member is removed) closes it within the revocation budget, with the real auth app and its real
// session-state answers (server-kit's lookup as services use it, default cache time).
import { createServer, type Server } from 'node:http';
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, createSessionStateLookup, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys, eventually, signTestToken } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp } from '@agency/service-user/src/app';
import { listen } from '@agency/service-user/test/threads-helpers';
import { answerDomains } from '../answer-domains';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const INTERNAL = 'internal-token-for-tests-0123456789';
const WEB = { domain_id: '64c0000000000000000000d1', name: 'Web Apps' };
const BUDGET_MS = 10_000;
const PASSWORD = 'Sam-password-1';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

describe('an open live-updates stream ends with its session', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let admin: Server;
  /** The member service's task route, answering an assign's task. */
  let member: Server;
  const services: RunningService[] = [];
  let authUrl: string;
  let streamsUrl: string;
  /** A replica that trusts test-signed tokens: where the messages that must not arrive are posted. */
  let posterUrl: string;
  const sent: { to: string; text: string }[] = [];

  beforeAll(async () => {
    devdb = await startDevDb();
    const [authDb, userDb] = await Promise.all([connectDb(devdb.uri, 'agency_auth'), connectDb(devdb.uri, 'agency_user')]);
    dbs = [authDb!, userDb!];
    admin = createServer(answerDomains([WEB]));
    await new Promise<void>((resolve) => admin.listen(0, '127.0.0.1', resolve));
    const adminUrl = `http://127.0.0.1:${(admin.address() as { port: number }).port}`;
    const task = { task_id: 't1', title: 'Software Development', description: 'A shop', status: 'Pending', date: new Date().toISOString() };
    member = createServer((_req, res) => void res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(task)));
    await new Promise<void>((resolve) => member.listen(0, '127.0.0.1', resolve));
    const memberUrl = `http://127.0.0.1:${(member.address() as { port: number }).port}`;
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    const mailer = { send: async (m: { to: string; subject: string; text: string }) => void sent.push(m) };
    const auth = await startService(createAuthApp({ db: authDb!, signer, internalToken: INTERNAL, mailer, logger: silent }), 0, {
      handleSignals: false,
    });
    authUrl = `http://127.0.0.1:${auth.port}`;
    const sessionState = createSessionStateLookup({ authUrl, internalToken: INTERNAL });
    const common = { db: userDb!, adminUrl, memberUrl, internalToken: INTERNAL, logger: silent };
    const streams = await startService(createApp({ ...common, jwt: { ...keys, sessionState }, authUrl }), 0, { handleSignals: false });
    const poster = await startService(createApp({ ...common, jwt: keys }), 0, { handleSignals: false });
    services.push(auth, streams, poster);
    streamsUrl = `http://127.0.0.1:${streams.port}`;
    posterUrl = `http://127.0.0.1:${poster.port}`;
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop().catch(() => undefined)));
    admin.close();
    member.close();
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  const customer = (sub: string) => bearer(signTestToken(keys, { role: 'user', sub, name: 'Sam' }));
  async function signUp(email: string): Promise<string> {
    return (await request(authUrl).post('/api/auth/signup').send({ name: 'Sam', email, password: PASSWORD }).expect(201)).body.data
      .token as string;
  }
  const logIn = async (email: string, role = 'user', password = PASSWORD) =>
    (await request(authUrl).post('/api/auth/login').send({ email, password, role }).expect(200)).body.token as string;
  /** A request of `sub`'s own; answers its id. */
  const placeRequest = async (sub: string) =>
    (
      await request(posterUrl)
        .post('/api/user/requests')
        .set(customer(sub))
        .send({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A shop' })
        .expect(201)
    ).body.req_id as string;

  /** Opens `token`'s stream, ends the session with `revoke`, and checks the stream closes in time and hears nothing after. */
  async function expectStreamClosedBy(token: string, requestId: string, revoke: () => Promise<unknown>) {
    const stream = await listen(streamsUrl, bearer(token));
    expect(stream.res.status).toBe(200);
    await revoke();
    const started = Date.now();
    expect(await stream.waitFor(() => stream.ended(), BUDGET_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThanOrEqual(BUDGET_MS);
    expect(stream.events().at(-1)).toEqual({
      event: 'end',
      data: { code: 'UNAUTHENTICATED', error: 'Your session has ended. Please sign in again.' },
    });
    await request(posterUrl)
      .post(`/api/user/requests/${requestId}/thread`)
      .set(customer(subOf(token)))
      .send({ body: 'after the end' })
      .expect(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.messages()).toEqual([]);
    return stream;
  }

  test("when the person signs out, then that session's stream closes within 10 s and another session's stays open", async () => {
    const token = await signUp('out@example.com');
    const other = await logIn('out@example.com');
    const id = await placeRequest(subOf(token));
    const otherStream = await listen(streamsUrl, bearer(other));
    await expectStreamClosedBy(token, id, () => request(authUrl).post('/api/auth/logout').set(bearer(token)).expect(200));
    expect(otherStream.ended()).toBe(false);
    otherStream.close();
  });

  test('when the person signs out of all devices, then the stream closes within 10 s', async () => {
    const token = await signUp('all@example.com');
    const id = await placeRequest(subOf(token));
    await expectStreamClosedBy(token, id, () => request(authUrl).post('/api/auth/logout-all').set(bearer(token)).expect(200));
  });

  test('when the password is changed, then the stream of the older token closes within 10 s', async () => {
    const token = await signUp('pw@example.com');
    const id = await placeRequest(subOf(token));
    await expectStreamClosedBy(token, id, () =>
      request(authUrl)
        .post('/api/auth/change-password')
        .set(bearer(token))
        .send({ currentPassword: PASSWORD, newPassword: 'Sam-password-2-new' })
        .expect(200),
    );
  });

  test('when a new e-mail is confirmed, then the stream of the older token closes within 10 s', async () => {
    const token = await signUp('old@example.com');
    const id = await placeRequest(subOf(token));
    await request(authUrl).put('/api/auth/me').set(bearer(token)).send({ email: 'new@example.com', currentPassword: PASSWORD }).expect(200);
    // The confirmation link leaves from the account's recorded messages, just after the answer.
    const mailed = async () => sent.filter((m) => m.to === 'new@example.com').length;
    expect(await eventually(mailed, 1, 5000)).toBe(1);
    const link = sent.find((m) => m.to === 'new@example.com')!.text;
    const confirm = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(link)![1]!);
    await expectStreamClosedBy(token, id, () => request(authUrl).post('/api/auth/confirm-email').send({ token: confirm }).expect(200));
  });

  test('when a member is removed from the agency (the login deleted), then their stream closes within 10 s', async () => {
    const created = await request(authUrl)
      .post('/internal/accounts')
      .set('x-internal-token', INTERNAL)
      .send({ name: 'Mia Member', email: 'mia@agency.test', password: 'First-password-1' })
      .expect(201);
    const memberId = created.body.id as string;
    const first = await logIn('mia@agency.test', 'member', 'First-password-1');
    const token = (
      await request(authUrl).post('/api/auth/change-password').set(bearer(first)).send({ newPassword: 'Mia-password-2-own' }).expect(200)
    ).body.token as string;
    const customerId = '64b0000000000000000000a9';
    const id = await placeRequest(customerId);
    const internal = { 'x-internal-token': INTERNAL };
    await request(posterUrl)
      .post(`/api/admin/requests/${id}/respond`)
      .set(bearer(signTestToken(keys, { role: 'admin' })))
      .send({ status: 'approved' })
      .expect(200);
    await request(posterUrl)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [{ id: memberId, name: 'Mia Member' }] })
      .expect(201);
    const stream = await listen(streamsUrl, bearer(token));
    await request(authUrl).delete(`/internal/accounts/${memberId}`).set(internal).expect(200);
    const started = Date.now();
    expect(await stream.waitFor(() => stream.ended(), BUDGET_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThanOrEqual(BUDGET_MS);
    await request(posterUrl).post(`/api/user/requests/${id}/thread`).set(customer(customerId)).send({ body: 'after removal' }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stream.messages()).toEqual([]);
  });
});
