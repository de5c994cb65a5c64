import { makeWebRoot, startGateway, startUpstream } from './helpers';

test('when a page is served, then it carries a strict CSP and the other security headers', async () => {
  const gw = await startGateway({ WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/team`, { headers: { accept: 'text/html' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`object-src 'none'`);
    expect(csp).toContain(`base-uri 'none'`);
    expect(csp).toContain(`frame-ancestors 'none'`);
    expect(csp).not.toContain('unsafe-eval');
    // Scripts from this origin only: no inline script.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBeNull(); // plain http here
  } finally {
    await gw.close();
  }
});

test('when the remotes live on another origin, then the CSP allows exactly that origin for scripts and manifests', async () => {
  const gw = await startGateway({ WEB_ROOT: makeWebRoot(), MFE_ADMIN_URL: 'https://admin.cdn.example/mf-manifest.json' });
  try {
    const csp = (await fetch(`${gw.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/admin\.cdn\.example(;|$)/);
    expect(csp).toContain(`connect-src 'self' https://admin.cdn.example`);
  } finally {
    await gw.close();
  }
});

test('when a client sends identity headers, then the service never sees them', async () => {
  let seen: Record<string, unknown> = {};
  const upstream = await startUpstream((req, res) => {
    seen = req.headers;
    res.end('{}');
  });
  const gw = await startGateway({ ADMIN_URL: upstream.url, WEB_ROOT: makeWebRoot() });
  try {
    await fetch(`${gw.url}/api/admin/domains`, {
      headers: { 'x-user-id': 'someone', 'x-user-role': 'admin', 'x-internal-token': 'guess' },
    });
    expect(seen['x-user-id']).toBeUndefined();
    expect(seen['x-user-role']).toBeUndefined();
    expect(seen['x-internal-token']).toBeUndefined();
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when a foreign origin calls the API, then no CORS header lets its page read the answer', async () => {
  const upstream = await startUpstream((_req, res) => res.end('[]'));
  const gw = await startGateway({ ADMIN_URL: upstream.url, WEB_ROOT: makeWebRoot() });
  try {
    const res = await fetch(`${gw.url}/api/admin/domains`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    await gw.close();
    await upstream.close();
  }
});

test('when the front ends come from dev servers (npm run dev), then pages are proxied to them and their hot-reload sockets are allowed', async () => {
  const shellDev = await startUpstream((req, res) => res.end(`<!doctype html><p>dev shell for ${req.url}</p>`));
  const gw = await startGateway({ WEB_ROOT: makeWebRoot(), DEV_SHELL_URL: shellDev.url });
  try {
    const res = await fetch(`${gw.url}/team/iot`, { headers: { accept: 'text/html' } });
    expect(await res.text()).toContain('dev shell for /team/iot');
    expect(res.headers.get('content-security-policy')).toContain(`ws://127.0.0.1:${new URL(shellDev.url).port}`);
  } finally {
    await gw.close();
    await shellDev.close();
  }
});
