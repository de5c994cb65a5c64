import type dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RenewingAgent, roundRobinLookup } from '../src/upstream-proxy';

// Two replicas of one service on one port, as two containers behind one DNS name: 127.0.0.1 and 127.0.0.2.
async function replica(host: string, port: number, seen: string[]): Promise<http.Server> {
  const server = http.createServer((_req, res) => {
    seen.push(host);
    res.end('ok');
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}

describe('pooled sockets to a service that scales out', () => {
  const seen: string[] = [];
  let servers: http.Server[] = [];
  let port = 0;
  let addresses = ['127.0.0.1'];
  const dnsNow = ((_host: string, _opts: unknown, cb: (err: null, a: dns.LookupAddress[]) => void) =>
    cb(
      null,
      addresses.map((address) => ({ address, family: 4 })),
    )) as unknown as typeof dns.lookup;

  beforeAll(async () => {
    const first = await replica('127.0.0.1', 0, seen);
    port = (first.address() as AddressInfo).port;
    servers = [first, await replica('127.0.0.2', port, seen)];
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  const call = (agent: http.Agent) =>
    new Promise<void>((resolve, reject) =>
      http
        .get({ host: 'auth', port, path: '/', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject),
    );

  test('when a second replica appears, then calls reach it once the pooled socket is older than the maximum age, and not before', async () => {
    let clock = 0;
    const agent = new RenewingAgent({ keepAlive: true, scheduling: 'lifo', lookup: roundRobinLookup(dnsNow) }, 5_000, () => clock);
    for (let i = 0; i < 3; i++) await call(agent);
    addresses = ['127.0.0.1', '127.0.0.2'];
    clock = 4_000;
    for (let i = 0; i < 3; i++) await call(agent);
    expect(seen).toEqual(Array(6).fill('127.0.0.1'));

    clock = 5_000;
    seen.length = 0;
    for (let i = 0; i < 4; i++) await call(agent);
    // The socket to the first replica retires at 5 s; the next connection is the second replica's turn.
    expect(seen).toContain('127.0.0.2');
    agent.destroy();
  });
});
