import { deadUrl, makeWebRoot, startGateway, startUpstream } from './helpers';

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
  const slow = await startUpstream((_req, res) => setTimeout(() => res.end('{"ok":true}'), 150));
  const gw = await startGateway({ USER_URL: slow.url, PROXY_TIMEOUT_MS: '300', WEB_ROOT: makeWebRoot() });
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
