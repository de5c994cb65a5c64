// A call to another service that its replica dropped without answering (a rolling restart) is sent once
// more when a repeat cannot do the work twice; otherwise the caller hears that the dependency is unavailable.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { callInternal } from '../src/call-internal';

/** A service that cuts its first `drops` requests without an answer, and counts every request. */
async function droppingService(drops: number) {
  const seen: { method: string; key?: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', key: req.headers['idempotency-key'] as string | undefined, body });
      if (seen.length <= drops) return void req.socket.destroy();
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const unavailableMessage = 'The domain list is unavailable.';

test.each([
  ['GET', {}],
  ['PUT', {}],
  ['POST', { 'idempotency-key': 'k-1' }],
])('when a %s the dependency can repeat is dropped once, then it is sent again and the answer arrives', async (method, headers) => {
  const service = await droppingService(1);
  try {
    const answer = await callInternal(`${service.url}/x`, {
      method,
      headers,
      body: method === 'GET' ? undefined : { a: 1 },
      unavailableMessage,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(service.seen.map((s) => [s.method, s.body])).toEqual(Array(2).fill([method, method === 'GET' ? '' : '{"a":1}']));
  } finally {
    await service.close();
  }
});

test('when a POST without an Idempotency-Key is dropped, then it is not sent again and the caller hears the dependency is unavailable', async () => {
  const service = await droppingService(1);
  try {
    await expect(callInternal(`${service.url}/x`, { method: 'POST', body: { a: 1 }, unavailableMessage })).rejects.toMatchObject({
      status: 503,
      message: unavailableMessage,
    });
    expect(service.seen).toHaveLength(1);
  } finally {
    await service.close();
  }
});

test('when a GET is dropped twice, then it is sent once more only and the caller hears the dependency is unavailable', async () => {
  const service = await droppingService(2);
  try {
    await expect(callInternal(`${service.url}/x`, { unavailableMessage })).rejects.toMatchObject({ status: 503 });
    expect(service.seen).toHaveLength(2);
  } finally {
    await service.close();
  }
});
