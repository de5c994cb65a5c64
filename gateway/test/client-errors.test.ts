import request from 'supertest';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { CLIENT_ERROR_LIMIT } from '../src/client-error-routes';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { makeWebRoot } from './helpers';

const report = {
  kind: 'page-code',
  remote: 'mfe_public',
  file: '/mfe/public/812.b88830fe.js',
  release: '20261124T225205Z',
  page: '/about',
  message: 'Loading chunk 812 failed. (error: http://localhost/mfe/public/812.b88830fe.js)',
};

let lines: string[];
let app: GatewayApp;
beforeEach(() => {
  lines = [];
  app = createGatewayApp(
    loadConfig({ WEB_ROOT: makeWebRoot(), LOG_LEVEL: 'warn' }),
    createLogger('warn', (line) => lines.push(line)),
  );
});
afterEach(() => app.closeUpstreams());

const reportLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'page code failed to load in a browser');

test('when a browser reports page code that failed to load, then 204 and one log line names the remote, the file and the release', async () => {
  await request(app).post('/api/client-errors').set('x-request-id', 'report-1').send(report).expect(204);
  expect(reportLines()).toEqual([
    expect.objectContaining({
      level: 'warn',
      service: 'gateway',
      remote: 'mfe_public',
      file: '/mfe/public/812.b88830fe.js',
      release: '20261124T225205Z',
      page: '/about',
      requestId: 'report-1',
    }),
  ]);
});

test.each([
  ['an unknown field', { ...report, extra: 'x' }],
  ['another kind', { ...report, kind: 'anything' }],
  ['a remote name with spaces', { ...report, remote: 'mfe public' }],
  ['a file name of 301 characters', { ...report, file: `/${'a'.repeat(300)}` }],
  ['a control character (a forged log line)', { ...report, release: 'x\n{"level":"error"}' }],
  ['no release', { kind: 'page-code', remote: 'shell', file: '/1.js', page: '/login' }],
])('when the report has %s, then 400 VALIDATION_ERROR and nothing is logged', async (_what, body) => {
  const res = await request(app).post('/api/client-errors').send(body).expect(400);
  expect(res.body.code).toBe('VALIDATION_ERROR');
  expect(reportLines()).toHaveLength(0);
});

test('when the body is larger than 2 KB, then 413 and nothing is logged', async () => {
  const res = await request(app)
    .post('/api/client-errors')
    .send({ ...report, message: 'x'.repeat(3000) })
    .expect(413);
  expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  expect(reportLines()).toHaveLength(0);
});

test('when the body is not JSON, then 400 and nothing is logged', async () => {
  await request(app).post('/api/client-errors').set('content-type', 'application/json').send('{"kind":').expect(400);
  await request(app).post('/api/client-errors').set('content-type', 'text/plain').send(JSON.stringify(report)).expect(400);
  expect(reportLines()).toHaveLength(0);
});

test('when one client sends more reports than the limit, then the rest get 429 even with another X-Forwarded-For each', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < CLIENT_ERROR_LIMIT.limit + 3; i++) {
    const res = await request(app)
      .post('/api/client-errors')
      .set('x-forwarded-for', `10.0.0.${i}`)
      .send({ ...report, file: `/mfe/public/${i}.js` });
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 204)).toHaveLength(CLIENT_ERROR_LIMIT.limit);
  expect(statuses.slice(CLIENT_ERROR_LIMIT.limit)).toEqual([429, 429, 429]);
  expect(reportLines()).toHaveLength(CLIENT_ERROR_LIMIT.limit);
});

test('when a report is sent with GET, then it is not a route (404) and nothing reaches a service', async () => {
  await request(app).get('/api/client-errors').expect(404);
});
