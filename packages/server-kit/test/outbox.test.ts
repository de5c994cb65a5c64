import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import request from 'supertest';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, consumeEventsOnce, createLogger, createOutbox, createServiceApp, startOutboxRelay, type OutboxRelay } from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });
const TOKEN = 'internal-token-for-tests-0123456789';

/** A receiver that counts what arrives per event id; `down` makes it answer 503. */
async function startReceiver() {
  const received: Array<{ id: string; body: unknown }> = [];
  const state = { down: false };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (state.down || req.headers['x-internal-token'] !== TOKEN) {
        res.writeHead(state.down ? 503 : 401).end('{}');
        return;
      }
      received.push({ id: String(req.headers['x-event-id']), body: text ? JSON.parse(text) : undefined });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, state, url, stop: () => new Promise((resolve) => server.close(resolve)) };
}

const until = async (check: () => boolean | Promise<boolean>, ms = 8000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('outbox, relay and inbox', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const relays: OutboxRelay[] = [];
  const relay = (options: Partial<Parameters<typeof startOutboxRelay>[0]> = {}) => {
    const started = startOutboxRelay({
      outbox: createOutbox(db),
      urls: { user: receiver.url },
      internalToken: TOKEN,
      logger: silent,
      pollMs: 50,
      maxBackoffMs: 200,
      ...options,
    });
    relays.push(started);
    return started;
  };

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_outbox', { logger: silent });
  });
  beforeEach(async () => {
    receiver = await startReceiver();
    await db.collection('outbox').deleteMany({});
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await receiver.stop();
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  const message = (id: string) => ({ id, kind: 'test', to: 'user' as const, path: '/internal/things', body: { id } });

  test('when a message is written while no relay runs, then a relay started later (a restart) delivers it once', async () => {
    const first = relay();
    await first.stop(); // the process that wrote it is gone before delivering
    await createOutbox(db).send([message('after-restart')]);
    expect(receiver.received).toHaveLength(0);

    relay();
    await until(() => receiver.received.length === 1);
    expect(receiver.received[0]).toEqual({ id: 'after-restart', body: { id: 'after-restart' } });
    await until(async () => (await db.collection('outbox').countDocuments()) === 0);
  });

  test('when the receiver is down, then the relay retries with backoff and delivers once it is back', async () => {
    receiver.state.down = true;
    relay();
    await createOutbox(db).send([message('retried')]);
    await until(async () => ((await db.collection('outbox').findOne({ _id: 'retried' as never }))?.attempts ?? 0) >= 2);
    receiver.state.down = false;
    await until(() => receiver.received.length === 1);
    expect(receiver.received.map((r) => r.id)).toEqual(['retried']);
  });

  test('when three relays (replicas) share one outbox, then each of 30 messages arrives exactly once', async () => {
    relay();
    relay();
    relay();
    await createOutbox(db).send(Array.from({ length: 30 }, (_, i) => message(`m-${i}`)));
    await until(() => receiver.received.length >= 30);
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received.map((r) => r.id).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `m-${i}`).sort());
  });

  test('when one event id arrives twice, then the inbox runs the handler once and answers the same both times', async () => {
    let runs = 0;
    const routes = Router();
    routes.post('/internal/count', async (_req, res) => {
      runs++;
      res.json({ run: runs });
    });
    const guarded = createServiceApp({ name: 'test', routes: [Router().use(consumeEventsOnce(db)), routes], db, logger: silent });
    const first = await request(guarded).post('/internal/count').set('x-event-id', 'evt-1').send({});
    const again = await request(guarded).post('/internal/count').set('x-event-id', 'evt-1').send({});
    expect([first.body, again.body]).toEqual([{ run: 1 }, { run: 1 }]);
    expect(runs).toBe(1);
  });
});
