// A replica that drops a request without answering (it is leaving: a rolling restart, a scale-in) costs the
// caller nothing when sending it again cannot do its work twice, and the gateway stops connecting to a
// replica that said it is leaving.
import type http from 'node:http';
import { LeavingReplicas } from '../src/replica-failover';
import { makeWebRoot, startGateway, startUpstream, type SeenRequest } from './helpers';

/** A service whose first `drops` requests are cut without an answer (connection reset), as a leaving replica's. */
async function droppingService(drops: number) {
  let dropped = 0;
  return startUpstream((req, res, seen) => {
    if (dropped++ < drops) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ body: seen.body }));
  });
}

async function withGateway(drops: number, run: (url: string, seen: SeenRequest[]) => Promise<void>) {
  const service = await droppingService(drops);
  const gw = await startGateway({ ADMIN_URL: service.url, WEB_ROOT: makeWebRoot() });
  try {
    await run(gw.url, service.seen);
  } finally {
    await gw.close();
    await service.close();
  }
}

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('a request the service dropped without answering', () => {
  test('when a PUT is dropped, then it is sent again with its body and the caller gets the answer', async () => {
    await withGateway(1, async (url, seen) => {
      const res = await fetch(`${url}/api/admin/settings/public-figures`, json('PUT', { clients: 30 }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ body: '{"clients":30}' });
      expect(seen.map((s) => s.body)).toEqual(['{"clients":30}', '{"clients":30}']);
    });
  });

  test('when a POST with an Idempotency-Key is dropped, then it is sent again with the same key', async () => {
    await withGateway(1, async (url, seen) => {
      const res = await fetch(`${url}/api/admin/domains`, json('POST', { name: 'Cloud' }, { 'idempotency-key': 'k-1' }));
      expect(res.status).toBe(200);
      expect(seen.map((s) => s.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
    });
  });

  test('when a POST without an Idempotency-Key is dropped, then it is not sent again and the caller is told the service is unavailable', async () => {
    await withGateway(1, async (url, seen) => {
      const res = await fetch(`${url}/api/admin/domains`, json('POST', { name: 'Cloud' }));
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(seen).toHaveLength(1);
    });
  });

  test('when a GET is dropped twice, then it is sent again once only and the caller is told the service is unavailable', async () => {
    await withGateway(2, async (url, seen) => {
      const res = await fetch(`${url}/api/admin/domains`);
      expect(res.status).toBe(503);
      expect(seen).toHaveLength(2);
      expect((await fetch(`${url}/api/admin/domains`)).status).toBe(200);
    });
  });
});

describe('a replica that says it is leaving', () => {
  const replicas = ['10.89.0.11', '10.89.0.12'].map((address) => ({ address, family: 4 }));
  const request = (connection?: string) => ({ headers: connection ? { connection } : {} }) as http.IncomingMessage;
  const answer = (connection?: string) => ({ headers: connection ? { connection } : {} }) as http.IncomingMessage;

  test('when a replica answers Connection: close, then new connections avoid it for 10 s and the other replica takes them', () => {
    let now = 0;
    const leaving = new LeavingReplicas(10_000, () => now);
    leaving.observe('10.89.0.12', request(), answer('close'));
    expect(leaving.staying(replicas).map((r) => r.address)).toEqual(['10.89.0.11']);
    now = 10_000;
    expect(leaving.staying(replicas)).toEqual(replicas);
  });

  test('when every replica is leaving, then connections go to all of them rather than nowhere', () => {
    const leaving = new LeavingReplicas();
    for (const { address } of replicas) leaving.observe(address, request(), answer('close'));
    expect(leaving.staying(replicas)).toEqual(replicas);
  });

  test('when the caller itself asked to close, or a later answer keeps the connection, then the replica is not avoided', () => {
    const leaving = new LeavingReplicas();
    leaving.observe('10.89.0.12', request('close'), answer('close'));
    expect(leaving.staying(replicas)).toEqual(replicas);
    leaving.observe('10.89.0.11', request(), answer('close'));
    leaving.observe('10.89.0.11', request(), answer('keep-alive'));
    expect(leaving.staying(replicas)).toEqual(replicas);
  });
});
