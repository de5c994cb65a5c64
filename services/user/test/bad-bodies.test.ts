import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { createLogger } from '@agency/server-kit';
import { createApp } from '../src/app';
import { asUser, INTERNAL_TOKEN, keys, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';

const USER = '64a0000000000000000000f1';
const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json)';

describe('user bodies that cannot be an update', () => {
  let env: RequestsTestEnv;
  let auth: Server;
  let app: ReturnType<typeof createApp>;
  // What reached auth's account API: an update is only passed on when it changes something.
  const patches: string[] = [];

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_bad_bodies');
    auth = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        patches.push(body);
        const user = { id: USER, name: 'Uma', email: 'uma@example.com', phone: '', role: 'user', version: 2 };
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: 'Profile updated successfully!', token: 't', user }));
      });
    });
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
    const authUrl = `http://127.0.0.1:${(auth.address() as { port: number }).port}`;
    const logger = createLogger({ name: 'user', level: 'silent' });
    app = createApp({ db: env.db, jwt: keys, adminUrl: env.admin.url, authUrl, internalToken: INTERNAL_TOKEN, logger });
  });
  afterAll(async () => {
    auth.close();
    await env.stop();
  });

  test('when PUT /user/profile is sent as text/plain, then 415 and nothing is passed on to be saved', async () => {
    const res = await request(app).put('/api/user/profile').set(asUser(USER)).set('content-type', 'text/plain').send('name=Other');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: JSON_ONLY, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(patches).toEqual([]);
  });

  test('when PUT /user/profile is {} or names no known field, then 400, no "updated" and no token', async () => {
    for (const body of [{}, { nmae: 'Typo' }, { currentPassword: 'Secret-pass-1' }]) {
      const res = await request(app).put('/api/user/profile').set(asUser(USER)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Nothing to update: send a name, email or phone to change', code: 'VALIDATION_FAILED' });
    }
    expect(patches).toEqual([]);
  });

  test('when a new request or a notification setting is sent as a form, then 415', async () => {
    const sends = [
      request(app).post('/api/user/requests').set(asUser(USER)).type('form').send({ title: 'x' }),
      request(app).put('/api/user/notifications/settings').set(asUser(USER)).set('content-type', 'text/plain').send('x'),
      // Multipart belongs to the thread post only.
      request(app).post('/api/user/requests').set(asUser(USER)).attach('file', Buffer.from('x'), 'a.txt'),
    ];
    for (const res of await Promise.all(sends)) {
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: JSON_ONLY, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  test('when a thread message is sent as text/plain, then 415 naming JSON and multipart', async () => {
    const res = await request(app).post(`/api/user/requests/${USER}/thread`).set(asUser(USER)).set('content-type', 'text/plain').send('hi');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('Send the request body as JSON (Content-Type: application/json) or multipart/form-data');
  });

  test('when the notification settings are {}, then 400', async () => {
    const res = await request(app).put('/api/user/notifications/settings').set(asUser(USER)).send({});
    expect(res.status).toBe(400);
  });
});
