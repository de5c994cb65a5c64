import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { loadConfig, SERVICE_NAMES } from '../src/config';
import { deadUrl, makeWebRoot, startUpstream, type Upstream } from './helpers';

const readyUpstream = () => startUpstream((_req, res) => res.end('{"status":"ready"}'));
let ups: Upstream[] = [];
afterEach(async () => {
  await Promise.all(ups.map((u) => u.close()));
  ups = [];
});

test('when the process runs, then /healthz answers {status: ok}', async () => {
  const app = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot() }));
  const res = await request(app).get('/healthz');
  app.closeUpstreams();
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ok' });
});

test('when every service is ready, then /readyz answers 200 ready with each service', async () => {
  ups = await Promise.all(SERVICE_NAMES.map(readyUpstream));
  const [auth, user, member, admin] = ups.map((u) => u.url);
  const app = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', AUTH_URL: auth, USER_URL: user, MEMBER_URL: member, ADMIN_URL: admin }));
  const res = await request(app).get('/readyz');
  app.closeUpstreams();
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 'ready', services: { auth: 'ready', user: 'ready', member: 'ready', admin: 'ready' } });
  expect(ups.every((u) => u.seen[0]?.url === '/readyz')).toBe(true);
});

test('when one service is down, another not ready and another hangs, then /readyz answers 503 with each state within ~1 s', async () => {
  const notReady = await startUpstream((_req, res) => {
    res.statusCode = 503;
    res.end('{"status":"not_ready"}');
  });
  const hanging = await startUpstream(() => undefined);
  const ready = await readyUpstream();
  ups = [notReady, hanging, ready];
  const app = createGatewayApp(
    loadConfig({ LOG_LEVEL: 'silent', AUTH_URL: await deadUrl(), USER_URL: notReady.url, MEMBER_URL: hanging.url, ADMIN_URL: ready.url }),
  );
  const started = Date.now();
  const res = await request(app).get('/readyz');
  app.closeUpstreams();
  expect(Date.now() - started).toBeLessThan(1800);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    status: 'not_ready',
    services: { auth: 'unavailable', user: 'not_ready', member: 'timeout', admin: 'ready' },
  });
});
