// The user service's product counters on its metrics listener, after real requests through the app.
import { startService, type RunningService } from '@agency/server-kit';
import { asRole, asUser, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const ALICE = '64b0000000000000000000a1';

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('user service metrics', () => {
  let env: RequestsTestEnv;
  let service: RunningService;
  let base: string;
  const scrape = async () => (await fetch(`http://127.0.0.1:${service.metricsPort}/metrics`)).text();
  const call = (path: string, init: RequestInit & { headers: Record<string, string> }) =>
    fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_request_metrics');
    service = await startService(env.app, 0, { handleSignals: false, metricsPort: 0 });
    base = `http://127.0.0.1:${service.port}`;
  });
  afterAll(async () => {
    await service.stop();
    await env.stop();
  });

  test('when a customer places a request and an admin approves it, then placed and approved each move by one, under the route patterns', async () => {
    const before = await scrape();

    const placed = await call('/api/user/requests', {
      method: 'POST',
      headers: asUser(ALICE),
      body: JSON.stringify({ service: 'Software Development', domain_id: WEB.domain_id, description: 'A booking site' }),
    });
    expect(placed.status).toBe(201);
    const { req_id: id } = (await placed.json()) as { req_id: string };
    const approved = await call(`/api/admin/requests/${id}/respond`, {
      method: 'POST',
      headers: asRole('admin'),
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(approved.status).toBe(200);
    // A second answer is refused: the counter counts changes, not calls.
    const again = await call(`/api/admin/requests/${id}/respond`, {
      method: 'POST',
      headers: asRole('admin'),
      body: JSON.stringify({ status: 'approved' }),
    });
    expect(again.status).toBe(409);
    expect((await call(`/api/user/requests/${id}`, { headers: asUser(ALICE) })).status).toBe(200);

    const after = await scrape();
    const moved = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(moved('agency_requests_placed_total')).toBe(1);
    expect(moved('agency_requests_approved_total')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/user/requests",status="201"}')).toBe(1);
    expect(moved('http_requests_total{method="POST",route="/api/admin/requests/:id/respond",status="409"}')).toBe(1);
    expect(moved('http_requests_total{method="GET",route="/api/user/requests/:id",status="200"}')).toBe(1);
    expect(after).not.toContain(id);
  });
});
