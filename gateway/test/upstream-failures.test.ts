import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deadUrl, makeWebRoot, startBlackhole, startGateway, startUpstream } from './helpers';

test('when the service is stopped, then the caller gets 503 UPSTREAM_UNAVAILABLE JSON in under 1 s', async () => {
  const gw = await startGateway({ ADMIN_URL: await deadUrl(), WEB_ROOT: makeWebRoot() });
  try {
    const started = Date.now();
    const res = await fetch(`${gw.url}/api/admin/domains`);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: 'The admin service is unavailable. Please try again later.',
      code: 'UPSTREAM_UNAVAILABLE',
      requestId: expect.any(String),
    });
  } finally {
    await gw.close();
  }
});

test('when the service resets the connection, then the caller gets 503 UPSTREAM_UNAVAILABLE JSON', async () => {
  const resetting = await startUpstream((req) => req.socket.destroy());
  const gw = await startGateway({ AUTH_URL: resetting.url, WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/api/auth/login`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { code: string }).code).toBe('UPSTREAM_UNAVAILABLE');
  } finally {
    await gw.close();
    await resetting.close();
  }
});

test('when the service never answers, then 504 UPSTREAM_TIMEOUT at the configured time-out and the service sees its socket closed', async () => {
  let upstreamSocketClosed: Promise<number> | undefined;
  const hanging = await startUpstream((req) => {
    upstreamSocketClosed = new Promise((resolve) => req.socket.once('close', () => resolve(Date.now())));
  });
  const gw = await startGateway({ MEMBER_URL: hanging.url, PROXY_TIMEOUT_MS: '300', WEB_ROOT: makeWebRoot() });
  try {
    const started = Date.now();
    const res = await fetch(`${gw.url}/api/member/tasks/current`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      error: 'The member service took too long to answer. Please try again later.',
      code: 'UPSTREAM_TIMEOUT',
      requestId: expect.any(String),
    });
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1000);
    const closedAt = await Promise.race([upstreamSocketClosed!, new Promise<number>((r) => setTimeout(() => r(-1), 1000))]);
    expect(closedAt).toBeGreaterThan(0);
  } finally {
    await gw.close();
    await hanging.close();
  }
});

test('when the service answers in time after a slow start, then the caller gets its answer, not a 504', async () => {
  // Slow, but well inside the deadline: a loaded CI machine adds hundreds of milliseconds of its own.
  const slow = await startUpstream((_req, res) => setTimeout(() => res.end('{"ok":true}'), 300));
  const gw = await startGateway({ USER_URL: slow.url, PROXY_TIMEOUT_MS: '3000', WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/api/user/domains`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  } finally {
    await gw.close();
    await slow.close();
  }
});

test('when requests reuse the pooled upstream connection after a time-out, then the next request still works', async () => {
  let calls = 0;
  const flaky = await startUpstream((_req, res) => {
    calls += 1;
    if (calls === 1) return; // first call hangs
    res.end('{"ok":true}');
  });
  const gw = await startGateway({ USER_URL: flaky.url, PROXY_TIMEOUT_MS: '200', WEB_ROOT: makeWebRoot() });
  try {
    expect((await fetch(`${gw.url}/api/user/a`)).status).toBe(504);
    expect((await fetch(`${gw.url}/api/user/b`)).status).toBe(200);
  } finally {
    await gw.close();
    await flaky.close();
  }
});

test('when the service host cannot be reached (connect hangs), then 504 UPSTREAM_TIMEOUT at the configured time-out', async () => {
  const blackhole = await startBlackhole();
  const gw = await startGateway({ ADMIN_URL: blackhole.url, PROXY_TIMEOUT_MS: '300', WEB_ROOT: makeWebRoot() });
  try {
    const started = Date.now();
    const res = await fetch(`${gw.url}/api/admin/domains`, { signal: AbortSignal.timeout(3000) });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(((await res.json()) as { code: string }).code).toBe('UPSTREAM_TIMEOUT');
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1000);
  } finally {
    await gw.close();
    blackhole.close();
  }
});

test('when calls come close together, then one pooled connection serves them; when it idled near the service keep-alive limit, then a fresh one is used', async () => {
  // The service announces `Keep-Alive: timeout=2`; reusing a socket it is about to close would turn a good
  // call into a reset, so the gateway must drop it a second early.
  let connections = 0;
  const server = http.createServer((_req, res) => res.end('{"ok":true}'));
  server.keepAliveTimeout = 2000;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const gw = await startGateway({ USER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, WEB_ROOT: makeWebRoot() });
  try {
    expect((await fetch(`${gw.url}/api/user/a`)).status).toBe(200);
    expect((await fetch(`${gw.url}/api/user/b`)).status).toBe(200);
    expect(connections).toBe(1);
    await new Promise((r) => setTimeout(r, 1300));
    expect((await fetch(`${gw.url}/api/user/c`)).status).toBe(200);
    expect(connections).toBe(2);
  } finally {
    await gw.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

/** Sends a POST whose body stops half-way and stays open; resolves with the status the caller gets. */
function stalledPost(url: string, path: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' } });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write('{"email":"a');
  });
}

test('when callers stall their request bodies past the proxy time-out, then they get 408 and the service stays reachable for others', async () => {
  const service = await startUpstream();
  const gw = await startGateway({
    AUTH_URL: service.url,
    PROXY_TIMEOUT_MS: '200',
    CIRCUIT_CONSECUTIVE_FAILURES: '2',
    CIRCUIT_RESET_MS: '60000',
    WEB_ROOT: makeWebRoot(),
  });
  try {
    // The service waits for each body; the wait is the caller's doing, not a sign the service is down.
    const statuses = await Promise.all([1, 2, 3].map(() => stalledPost(gw.url, '/api/auth/login')));
    expect(statuses).toEqual([408, 408, 408]);
    const res = await fetch(`${gw.url}/api/auth/login`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
  } finally {
    await gw.close();
    await service.close();
  }
});
