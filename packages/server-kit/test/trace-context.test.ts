import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import request from 'supertest';
import { startDevDb, type DevDb } from '@agency/devdb';
import {
  callInternal,
  connectDb,
  createLogger,
  createOutbox,
  createServiceApp,
  newEventId,
  parseTraceparent,
  startOutboxRelay,
  type OutboxRelay,
} from '../src';

const TOKEN = 'internal-token-for-tests-0123456789';
const CALLER = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** Every log line the service writes, parsed. */
function collectedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ name: 'traced', level: 'debug', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

/** A receiver (another service) that keeps the headers of what it gets. */
async function startReceiver() {
  const received: IncomingHttpHeaders[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(req.headers);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, url, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const until = async (check: () => boolean, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('traceparent headers', () => {
  test('when a header is well formed, then its trace is read; when malformed, all-zero or version ff, then it is not', () => {
    expect(parseTraceparent(CALLER)).toEqual({ traceId: CALLER_TRACE, spanId: '00f067aa0ba902b7', flags: '01' });
    expect(parseTraceparent('00-00000000000000000000000000000000-00f067aa0ba902b7-01')).toBeUndefined();
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01')).toBeUndefined();
    expect(parseTraceparent('ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBeUndefined();
    expect(parseTraceparent('00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01')).toBeUndefined();
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra')).toBeUndefined();
    expect(parseTraceparent('nonsense')).toBeUndefined();
    expect(parseTraceparent(undefined)).toBeUndefined();
  });
});

describe('one trace id through a service, its internal calls and its outbox', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let relay: OutboxRelay | undefined;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_trace', { logger: createLogger({ name: 'test', level: 'silent' }) });
  });
  beforeEach(async () => {
    receiver = await startReceiver();
    await db.collection('outbox').deleteMany({});
  });
  afterEach(async () => {
    await relay?.stop();
    relay = undefined;
    await receiver.stop();
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  /** A service whose one route logs, calls another service and records an outbox message. */
  function tracedService() {
    const { logger, lines } = collectedLogger();
    const outbox = createOutbox(db);
    const routes = Router().post('/work', async (_req, res) => {
      logger.info('working');
      await callInternal(`${receiver.url}/internal/call`, { internalToken: TOKEN, unavailableMessage: 'down' });
      await outbox.send([{ id: newEventId(), kind: 'work.done', to: 'user', path: '/internal/done', body: {} }]);
      res.json({ ok: true });
    });
    const app = createServiceApp({ name: 'traced', routes: [routes], db, logger });
    return { app, lines, outbox, logger };
  }

  test("when a request names a trace, then the answer, every log line, the internal call and the outbox's delivery carry its id", async () => {
    const { app, lines, outbox, logger } = tracedService();
    const res = await request(app).post('/work').set('traceparent', CALLER).send({});
    expect(res.status).toBe(200);
    expect(parseTraceparent(res.headers.traceparent)?.traceId).toBe(CALLER_TRACE);

    const traced = lines.filter((line) => line.msg === 'working' || line.msg === 'request');
    expect(traced.map((line) => line.msg).sort()).toEqual(['request', 'working']);
    for (const line of traced) expect(line.trace_id).toBe(CALLER_TRACE);

    expect(receiver.received).toHaveLength(1);
    expect(parseTraceparent(receiver.received[0]!.traceparent)?.traceId).toBe(CALLER_TRACE);

    // Delivered later, by the relay, outside the request: still the same trace.
    relay = startOutboxRelay({ outbox, urls: { user: receiver.url }, internalToken: TOKEN, logger, pollMs: 50 });
    await until(() => receiver.received.length === 2);
    const delivered = receiver.received[1]!;
    expect(delivered['x-event-id']).toBeDefined();
    expect(parseTraceparent(delivered.traceparent)?.traceId).toBe(CALLER_TRACE);
  });

  test('when a request names no trace or a malformed one, then a new trace is started and named in the answer and the logs', async () => {
    const { app, lines } = tracedService();
    const res = await request(app).post('/work').set('traceparent', '00-zz-zz-01').send({});
    const trace = parseTraceparent(res.headers.traceparent);
    expect(trace).toBeDefined();
    expect(trace!.traceId).not.toBe(CALLER_TRACE);
    expect(lines.find((line) => line.msg === 'working')?.trace_id).toBe(trace!.traceId);
    expect(parseTraceparent(receiver.received[0]!.traceparent)?.traceId).toBe(trace!.traceId);
  });

  test('when the relay delivers a message recorded outside any request, then it sends no traceparent', async () => {
    const { outbox, logger } = tracedService();
    await outbox.send([{ id: newEventId(), kind: 'work.done', to: 'user', path: '/internal/done', body: {} }]);
    relay = startOutboxRelay({ outbox, urls: { user: receiver.url }, internalToken: TOKEN, logger, pollMs: 50 });
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]!.traceparent).toBeUndefined();
  });
});
