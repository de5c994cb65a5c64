import { makeWebRoot, startGateway, startUpstream } from './helpers';

// A 502 stands for a hop in front of the service (a sidecar, a load balancer) that cannot reach it.
const BAD_GATEWAY = '{"error":"no healthy upstream","code":"BAD_GATEWAY"}';

test('when a service keeps failing, then the gateway stops calling it, answers 503 with Retry-After at once, and probes it back', async () => {
  let healthy = false;
  let calls = 0;
  const flaky = await startUpstream((_req, res) => {
    calls++;
    res.statusCode = healthy ? 200 : 502;
    res.setHeader('content-type', 'application/json');
    res.end(healthy ? '[]' : BAD_GATEWAY);
  });
  const gw = await startGateway({ ADMIN_URL: flaky.url, CIRCUIT_RESET_MS: '400', WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 5; i++) expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(502);
    const callsWhenOpened = calls;

    const started = Date.now();
    const shortCircuited = await fetch(`${gw.url}/api/admin/domains`);
    expect(Date.now() - started).toBeLessThan(200);
    expect(shortCircuited.status).toBe(503);
    expect(Number(shortCircuited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await shortCircuited.json()).toEqual({
      error: 'The admin service is unavailable. Please try again later.',
      code: 'UPSTREAM_UNAVAILABLE',
      requestId: expect.any(String),
    });
    expect(calls).toBe(callsWhenOpened); // the failing service was left alone

    healthy = true;
    await new Promise((r) => setTimeout(r, 450));
    expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(200); // the probe
    expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(200); // closed again
  } finally {
    await gw.close();
    await flaky.close();
  }
});

test('when one service is failing, then the other services keep answering', async () => {
  const failing = await startUpstream((_req, res) => {
    res.statusCode = 502;
    res.end(BAD_GATEWAY);
  });
  const fine = await startUpstream((_req, res) => res.end('{"ok":true}'));
  const gw = await startGateway({ ADMIN_URL: failing.url, AUTH_URL: fine.url, WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 6; i++) await fetch(`${gw.url}/api/admin/domains`);
    expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(503);
    expect((await fetch(`${gw.url}/api/auth/login`, { method: 'POST', body: '{}' })).status).toBe(200);
  } finally {
    await gw.close();
    await failing.close();
    await fine.close();
  }
});

test('when one client sends requests the service answers 500 to, again and again, then its circuit stays closed for everyone else', async () => {
  let calls = 0;
  // The service fails on one kind of body (as it did on a 10,000-level nested JSON) and serves the rest.
  const service = await startUpstream((req, res, seen) => {
    calls++;
    const bad = seen.body.startsWith('[[[');
    res.writeHead(bad ? 500 : 200, { 'content-type': 'application/json' });
    res.end(bad ? '{"error":"Something went wrong. Please try again later.","code":"INTERNAL_ERROR"}' : '{"ok":true}');
  });
  const gw = await startGateway({ AUTH_URL: service.url, CIRCUIT_CONSECUTIVE_FAILURES: '3', WEB_ROOT: makeWebRoot() });
  try {
    const deep = '['.repeat(1000) + ']'.repeat(1000);
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${gw.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
      expect(res.status).toBe(500);
    }
    const legit = await fetch(`${gw.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(legit.status).toBe(200);
    expect(await legit.json()).toEqual({ ok: true });
    expect(calls).toBe(21);
  } finally {
    await gw.close();
    await service.close();
  }
});

test('when a service answers its own 503 (a dependency is down), then its circuit stays closed', async () => {
  let calls = 0;
  const degraded = await startUpstream((_req, res) => {
    calls++;
    res.statusCode = 503;
    res.end('{"error":"Domains are unavailable right now.","code":"DEPENDENCY_UNAVAILABLE"}');
  });
  const gw = await startGateway({ USER_URL: degraded.url, WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${gw.url}/api/user/domains`);
      expect(((await res.json()) as { code: string }).code).toBe('DEPENDENCY_UNAVAILABLE');
    }
    expect(calls).toBe(8);
  } finally {
    await gw.close();
    await degraded.close();
  }
});

test('when callers give up on slow calls (navigated away, their own time-out), then the healthy service is not cut off', async () => {
  const slow = await startUpstream((_req, res) => setTimeout(() => res.end('[]'), 200));
  const gw = await startGateway({ ADMIN_URL: slow.url, WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 6; i++) {
      await fetch(`${gw.url}/api/admin/domains`, { signal: AbortSignal.timeout(50) }).catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(200);
  } finally {
    await gw.close();
    await slow.close();
  }
});

test('when a service fails a few times in a row at light traffic, then its circuit opens on the consecutive failures alone', async () => {
  let calls = 0;
  const broken = await startUpstream((_req, res) => {
    calls++;
    res.statusCode = 504;
    res.end('{"error":"upstream request timeout","code":"GATEWAY_TIMEOUT"}');
  });
  // 3 in a row, fewer than the 5 calls the percentage rule needs in its window, as when each call
  // takes the whole 10 s proxy time-out.
  const gw = await startGateway({
    ADMIN_URL: broken.url,
    CIRCUIT_CONSECUTIVE_FAILURES: '3',
    CIRCUIT_RESET_MS: '60000',
    WEB_ROOT: makeWebRoot(),
  });
  try {
    for (let i = 0; i < 3; i++) expect((await fetch(`${gw.url}/api/admin/domains`)).status).toBe(504);
    const cut = await fetch(`${gw.url}/api/admin/domains`);
    expect(cut.status).toBe(503);
    expect(((await cut.json()) as { code: string }).code).toBe('UPSTREAM_UNAVAILABLE');
    expect(calls).toBe(3);
  } finally {
    await gw.close();
    await broken.close();
  }
});

test('when failures are interrupted by a success, then the count in a row starts again', async () => {
  let calls = 0;
  const flaky = await startUpstream((_req, res) => {
    calls++;
    res.statusCode = calls % 3 === 0 ? 200 : 502; // fail, fail, succeed, ...
    res.end('{}');
  });
  const gw = await startGateway({ ADMIN_URL: flaky.url, CIRCUIT_CONSECUTIVE_FAILURES: '3', WEB_ROOT: makeWebRoot() });
  try {
    // fail, fail, ok, fail, fail: never 3 in a row, so all 5 reach the service (a count that did not
    // restart would have cut the 5th).
    for (let i = 0; i < 5; i++) await fetch(`${gw.url}/api/admin/domains`);
    expect(calls).toBe(5);
  } finally {
    await gw.close();
    await flaky.close();
  }
});
