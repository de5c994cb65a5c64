// A service that is stopped and started again (a deploy, a crash and its restart): the gateway cuts it
// off while it is gone and lets callers through again as soon as the service says it is ready.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeWebRoot, startGateway } from './helpers';

/** A service on a fixed port that can be stopped and started again, answering /readyz like the real ones. */
async function restartableService(answer: (req: http.IncomingMessage) => number = () => 200) {
  let server: http.Server | null = null;
  let port = 0;
  const start = async () => {
    server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(answer(req), { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      server!.closeAllConnections();
      server!.close(() => resolve());
      server = null;
    });
  await start();
  return { url: `http://127.0.0.1:${port}`, start, stop, close: () => (server ? stop() : Promise.resolve()) };
}

const statusOf = (url: string, init?: RequestInit) => fetch(url, init).then((res) => res.status);

async function firstOkWithin(url: string, ms: number) {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await statusOf(url)) === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

test('when a stopped service is started again, then callers get through as soon as it is ready, not after the circuit pause', async () => {
  const service = await restartableService();
  // A pause far longer than the test: only the service's readiness can end it.
  const gw = await startGateway({ USER_URL: service.url, CIRCUIT_RESET_MS: '60000', WEB_ROOT: makeWebRoot() });
  try {
    await service.stop();
    for (let i = 0; i < 5; i++) expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(503);
    const cut = await fetch(`${gw.url}/api/user/threads/unread`);
    expect(cut.status).toBe(503);
    expect(Number(cut.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    await service.start();
    const waited = await firstOkWithin(`${gw.url}/api/user/threads/unread`, 3000);
    expect(waited).not.toBeNull();
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(200);
  } finally {
    await gw.close();
    await service.close();
  }
});

test('when a service is back after an outage and one call then fails, then the circuit stays closed for the next callers', async () => {
  let failing = true;
  let failNext = false;
  const service = await restartableService((req) => {
    if (req.url === '/readyz') return failing ? 503 : 200;
    if (failNext) {
      failNext = false;
      return 502;
    }
    return failing ? 502 : 200;
  });
  const gw = await startGateway({ USER_URL: service.url, CIRCUIT_RESET_MS: '300', WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 5; i++) expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(502);
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(503);
    failing = false;
    await new Promise((r) => setTimeout(r, 350));
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(200);

    // The outage's failures are history: one slip after recovery is not a reason to cut everyone off again.
    failNext = true;
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(502);
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(200);
  } finally {
    await gw.close();
    await service.close();
  }
});

test('when every call to a service is answered 502 (by a hop in front of it) while its readiness says ready, then its circuit stays open for the whole pause', async () => {
  let calls = 0;
  const service = await restartableService((req) => {
    if (req.url === '/readyz') return 200;
    calls++;
    return 502;
  });
  const gw = await startGateway({ USER_URL: service.url, CIRCUIT_RESET_MS: '60000', WEB_ROOT: makeWebRoot() });
  try {
    for (let i = 0; i < 5; i++) expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(502);
    // Readiness only speaks for a service that could not be reached; one that answers errors keeps its pause.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(503);
    expect(calls).toBe(5);
  } finally {
    await gw.close();
    await service.close();
  }
});

test('when the gateway reports a restarted service ready, then the very next call gets through', async () => {
  const service = await restartableService();
  // Its own readiness watch is too slow to matter here: only what /readyz found can open the way.
  const gw = await startGateway({ USER_URL: service.url, CIRCUIT_READY_PROBE_MS: '60000', WEB_ROOT: makeWebRoot() });
  try {
    await service.stop();
    for (let i = 0; i < 6; i++) expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(503);
    await service.start();
    const ready = await fetch(`${gw.url}/readyz`);
    expect(((await ready.json()) as { services: Record<string, string> }).services.user).toBe('ready');
    expect(await statusOf(`${gw.url}/api/user/threads/unread`)).toBe(200);
  } finally {
    await gw.close();
    await service.close();
  }
});
