import { createServer, type Server } from 'node:net';
import request from 'supertest';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import type { Connection } from 'mongoose';
import { createApp as createAdminApp } from '@agency/service-admin/src/app';
import { createApp } from '@agency/service-user/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const bearer = (role: 'user' | 'member' | 'admin') => ({ authorization: `Bearer ${signTestToken(keys, { role })}` });

describe('user domains (through the real admin service)', () => {
  let devdb: DevDb;
  let userDb: Connection;
  let admin: RunningService;
  let adminUrl: string;
  const userApp = (url: string, adminTimeoutMs?: number) =>
    createApp({ db: userDb, jwt: keys, adminUrl: url, adminTimeoutMs, logger: silent });

  beforeAll(async () => {
    devdb = await startDevDb();
    userDb = await connectDb(devdb.uri, 'agency_user', { serverSelectionTimeoutMS: 500 });
    const adminDb = await connectDb(devdb.uri, 'agency_admin');
    admin = await startService(createAdminApp({ db: adminDb, jwt: keys, logger: silent }), 0, { handleSignals: false });
    adminUrl = `http://127.0.0.1:${admin.port}`;
    await request(adminUrl).post('/api/admin/domains').set(bearer('admin')).send({ name: 'Web Apps' }).expect(201);
  });
  afterAll(async () => {
    await admin.stop().catch(() => undefined);
    await userDb.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when a user asks for domains, then the admin service list comes back', async () => {
    const res = await request(userApp(adminUrl)).get('/api/user/domains').set(bearer('user'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ domain_id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Web Apps', slug: 'web-apps' }]);
  });

  test('when no token is sent, then 401 UNAUTHENTICATED', async () => {
    const res = await request(userApp(adminUrl)).get('/api/user/domains');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  test('when a member asks, then 403 FORBIDDEN', async () => {
    const res = await request(userApp(adminUrl)).get('/api/user/domains').set(bearer('member'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  test('when the admin service hangs, then 503 DEPENDENCY_UNAVAILABLE after the time-out', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const hung: Server = createServer((socket) => sockets.add(socket)); // accepts, never answers
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const { port } = hung.address() as { port: number };
    const started = Date.now();
    const res = await request(userApp(`http://127.0.0.1:${port}`, 300))
      .get('/api/user/domains')
      .set(bearer('user'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Domains are unavailable right now', code: 'DEPENDENCY_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(2000);
    for (const socket of sockets) socket.destroy();
    hung.close();
  });

  test('when the admin service is down, then 503 "Domains are unavailable right now"', async () => {
    await admin.stop();
    const res = await request(userApp(adminUrl)).get('/api/user/domains').set(bearer('user'));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Domains are unavailable right now', code: 'DEPENDENCY_UNAVAILABLE' });
  });

  test('when its own database stops, then /readyz is 503', async () => {
    const app = userApp(adminUrl);
    expect((await request(app).get('/readyz')).status).toBe(200);
    await devdb.stop();
    expect((await request(app).get('/readyz')).status).toBe(503);
  });
});
