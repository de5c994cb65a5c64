import request from 'supertest';
import { parseTraceparent } from '@agency/server-kit';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { makeWebRoot, startUpstream, type Upstream } from './helpers';

const CALLER = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const CALLER_TRACE = '0af7651916cd43dd8448eb211c80319c';

let user: Upstream;
let app: GatewayApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  user = await startUpstream();
  const config = loadConfig({ LOG_LEVEL: 'info', WEB_ROOT: makeWebRoot(), USER_URL: user.url });
  app = createGatewayApp(
    config,
    createLogger(config.logLevel, (line) => lines.push(JSON.parse(line))),
  );
});
afterAll(async () => {
  app.closeUpstreams();
  await user.close();
});
beforeEach(() => {
  user.seen.length = 0;
  lines.length = 0;
});

const accessLine = (path: string) => lines.find((line) => line.msg === 'request' && line.path === path);

test("when a caller sends a traceparent, then the service gets the same trace as the gateway's child span, and the answer and the access log name it", async () => {
  const res = await request(app).get('/api/user/domains').set('traceparent', CALLER);
  expect(res.status).toBe(200);
  const forwarded = parseTraceparent(user.seen[0]!.headers.traceparent);
  expect(forwarded?.traceId).toBe(CALLER_TRACE);
  expect(forwarded?.spanId).not.toBe('b7ad6b7169203331');
  expect(parseTraceparent(res.headers.traceparent)?.traceId).toBe(CALLER_TRACE);
  await new Promise((r) => setImmediate(r));
  expect(accessLine('/api/user/domains')?.trace_id).toBe(CALLER_TRACE);
});

test('when a caller sends none or a forged one, then the gateway starts a trace and the service carries it on', async () => {
  for (const header of [undefined, '00-00000000000000000000000000000000-b7ad6b7169203331-01', 'x'.repeat(300)]) {
    user.seen.length = 0;
    const call = request(app).get('/api/user/domains');
    const res = await (header ? call.set('traceparent', header) : call);
    const started = parseTraceparent(res.headers.traceparent);
    expect(started).toBeDefined();
    expect(started!.traceId).not.toBe('00000000000000000000000000000000');
    expect(parseTraceparent(user.seen[0]!.headers.traceparent)?.traceId).toBe(started!.traceId);
  }
});
