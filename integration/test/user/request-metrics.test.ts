// Metrics after a real request through the gateway to the real user and admin services: the gateway counts
// it under its proxy's pattern, the user service under its route's pattern, and "requests placed" moves.
import request from 'supertest';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createGatewayApp, type GatewayApp } from '@agency/gateway/src/app';
import { loadConfig } from '@agency/gateway/src/config';
import { createApp as createAdminApp } from '@agency/service-admin/src/app';
import { createApp as createUserApp } from '@agency/service-user/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const keys = createTestKeys();
const bearer = (role: 'user' | 'admin') => ({ authorization: `Bearer ${signTestToken(keys, { role, sub: '64b0000000000000000000a1' })}` });

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('metrics of a request placed through the gateway', () => {
  let devdb: DevDb;
  let dbs: Connection[];
  let admin: RunningService;
  let user: RunningService;
  let gateway: GatewayApp;
  // Gateway and services share this process (and its registry); each part's own process has its own.
  const scrape = async () => (await fetch(`http://127.0.0.1:${user.metricsPort}/metrics`)).text();

  beforeAll(async () => {
    devdb = await startDevDb();
    const [adminDb, userDb] = await Promise.all([connectDb(devdb.uri, 'agency_admin'), connectDb(devdb.uri, 'agency_user')]);
    dbs = [adminDb, userDb];
    admin = await startService(createAdminApp({ db: adminDb, jwt: keys, logger: silent }), 0, { handleSignals: false });
    const adminUrl = `http://127.0.0.1:${admin.port}`;
    user = await startService(createUserApp({ db: userDb, jwt: keys, adminUrl, logger: silent }), 0, {
      handleSignals: false,
      metricsPort: 0,
    });
    gateway = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', USER_URL: `http://127.0.0.1:${user.port}`, ADMIN_URL: adminUrl }));
  });
  afterAll(async () => {
    gateway.closeUpstreams();
    await Promise.all([user.stop(), admin.stop()].map((p) => p.catch(() => undefined)));
    await Promise.all(dbs.map((db) => db.close(true)));
    await devdb.stop().catch(() => undefined);
  });

  test('when a customer places a request through the gateway, then both parts count it by pattern and requests placed moves by one', async () => {
    const domain = await request(gateway).post('/api/admin/domains').set(bearer('admin')).send({ name: 'Web Apps' }).expect(201);
    const before = await scrape();

    const placed = await request(gateway)
      .post('/api/user/requests')
      .set(bearer('user'))
      .send({ service: 'Software Development', domain_id: domain.body.domain_id, description: 'A booking site' });
    expect(placed.status).toBe(201);
    await request(gateway).get(`/api/user/requests/${placed.body.req_id}`).set(bearer('user')).expect(200);

    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('agency_requests_placed_total')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/user/*",status="201"}')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/user/requests",status="201"}')).toBe(1);
    expect(moved('http_requests_total{method="GET",route="/api/user/requests/:id",status="200"}')).toBe(1);
    expect(after).not.toContain(placed.body.req_id);
    // The one domain the user service read to check the request is counted there too, by its pattern (the id is not a label).
    expect(moved('http_requests_total{method="GET",route="/api/admin/domains/:id",status="200"}')).toBe(1);
  });
});
