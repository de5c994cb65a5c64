// Prometheus metrics of the gateway: counted per route pattern, served on METRICS_PORT only.
import request from 'supertest';
import { serveMetrics, type MetricsServer } from '@agency/server-kit';
import { createGatewayApp, type GatewayApp } from '../src/app';
import { loadConfig, SERVICE_NAMES, type ServiceName } from '../src/config';
import { deadUrl, makeWebRoot, startUpstream, type Upstream } from './helpers';

let upstreams: Record<ServiceName, Upstream>;
let app: GatewayApp;
let metrics: MetricsServer;

const scrape = async () => (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text();

beforeAll(async () => {
  upstreams = Object.fromEntries(await Promise.all(SERVICE_NAMES.map(async (n) => [n, await startUpstream()] as const))) as Record<
    ServiceName,
    Upstream
  >;
  app = createGatewayApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      WEB_ROOT: makeWebRoot(),
      AUTH_URL: upstreams.auth.url,
      USER_URL: upstreams.user.url,
      MEMBER_URL: upstreams.member.url,
      ADMIN_URL: await deadUrl(),
      CIRCUIT_CONSECUTIVE_FAILURES: '2',
    }),
  );
  metrics = await serveMetrics(0);
});
afterAll(async () => {
  app.closeUpstreams();
  await metrics.close();
  await Promise.all(Object.values(upstreams).map((u) => u.close()));
});

describe('gateway metrics', () => {
  test('when /metrics is asked of the public port, then 404 and no metric in the body', async () => {
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  test("when /metrics is asked of the public port while the shell's page cannot be had, then still a plain 404", async () => {
    const bare = createGatewayApp(loadConfig({ LOG_LEVEL: 'silent', WEB_ROOT: makeWebRoot({ withShell: false }) }));
    try {
      const res = await request(bare).get('/metrics');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    } finally {
      bare.closeUpstreams();
    }
  });

  test('when API calls are proxied, then they are counted by method, mount pattern and status, never by raw path', async () => {
    await request(app).get('/api/user/requests/64b0000000000000000000a1').expect(200);
    await request(app).get('/api/user/requests/64b0000000000000000000a2').expect(200);
    await request(app).get('/api/nothing-here').expect(404);

    const text = await scrape();
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/user\/\*",status="200"\} 2$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/user\/\*",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/user\/\*",status="200"\} 2$/m);
    expect(text).not.toContain('64b0000000000000000000a1');
    // The process defaults come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  test("when a service cannot be reached until its circuit opens, then its breaker state reads 1 and the others' 0", async () => {
    await request(app).get('/api/admin/domains').expect(503);
    await request(app).get('/api/admin/domains').expect(503);

    const text = await scrape();
    expect(text).toMatch(/^agency_gateway_circuit_state\{service="admin"\} 1$/m);
    expect(text).toMatch(/^agency_gateway_circuit_state\{service="user"\} 0$/m);
    expect(text).toContain('# TYPE agency_gateway_circuit_state gauge');
  });

  test('when the metrics listener is asked anything but GET /metrics, then 404', async () => {
    const res = await fetch(`http://127.0.0.1:${metrics.port}/api/user/requests`);
    expect(res.status).toBe(404);
  });
});
