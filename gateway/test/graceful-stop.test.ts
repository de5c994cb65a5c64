// A gateway replica leaving the fleet (SIGTERM on a rolling restart): out of rotation first, nothing in
// flight lost, no keep-alive socket left for a client to reuse into a closed listener.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from '../src/app';
import { loadConfig, SERVICE_NAMES } from '../src/config';
import { stopGracefully } from '../src/graceful-stop';
import { createLogger } from '../src/logger';
import { createGatewayServer } from '../src/server';
import { makeWebRoot, startUpstream, type Upstream } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET over a keep-alive agent: the status, the body and the Connection header the client saw. */
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

let ups: Upstream[] = [];
afterEach(async () => {
  await Promise.all(ups.map((u) => u.close()));
  ups = [];
});

test('when SIGTERM arrives during a request, then /readyz answers 503 at once, answers close their connection, the request gets its answer and the listener closes', async () => {
  ups = await Promise.all(
    SERVICE_NAMES.map(() =>
      startUpstream((req, res) => {
        if (req.url === '/readyz') return void res.end('{"status":"ready"}');
        setTimeout(() => res.writeHead(200, { 'content-type': 'application/json', connection: 'keep-alive' }).end('{"done":true}'), 400);
      }),
    ),
  );
  const [auth, user, member, admin] = ups.map((u) => u.url);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_ROOT: makeWebRoot(),
    AUTH_URL: auth,
    USER_URL: user,
    MEMBER_URL: member,
    ADMIN_URL: admin,
  });
  const app = createGatewayApp(config);
  const server = createGatewayServer(app, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true });
  expect((await get(`${base}/readyz`, agent)).status).toBe(200);

  const inFlight = get(`${base}/api/user/requests`, agent);
  await sleep(100);
  const stopped = stopGracefully(server, app, createLogger('silent'), { drainDelayMs: 300 });

  const readiness = await get(`${base}/readyz`, agent);
  expect(readiness).toMatchObject({ status: 503, connection: 'close' });
  expect(JSON.parse(readiness.body)).toEqual({ status: 'draining' });
  expect(await inFlight).toEqual({ status: 200, body: '{"done":true}', connection: 'close' });
  await stopped;
  await expect(get(`${base}/healthz`, agent)).rejects.toThrow(/ECONNREFUSED/);
  agent.destroy();
});
