import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import {
  connectDb,
  createLogger,
  embedMessageOfEach,
  embedMessages,
  startEmbeddedMessageRelay,
  type EmbeddedMessageRelay,
  type EmbeddedMessageRelayOptions,
  type OutboxMessage,
} from '../src';

const silent = createLogger({ name: 'test', level: 'silent' });
const TOKEN = 'internal-token-for-tests-0123456789';

/** A receiver that counts what arrives per event id; `answer` decides the status (503: down). */
async function startReceiver() {
  const received: string[] = [];
  const state = { answer: 201 };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.headers['x-internal-token'] !== TOKEN) return void res.writeHead(401).end('{}');
      if (state.answer < 300) received.push(String(req.headers['x-event-id']));
      const body = state.answer === 409 ? { error: 'no', code: 'MEMBER_REMOVED' } : { echo: text ? JSON.parse(text) : null };
      res.writeHead(state.answer, { 'content-type': 'application/json' }).end(JSON.stringify(body));
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

describe('messages embedded in the changed document', () => {
  let devdb: DevDb;
  let db: Awaited<ReturnType<typeof connectDb>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const relays: EmbeddedMessageRelay[] = [];
  const things = () => db.collection('things');
  const relay = (options: Partial<EmbeddedMessageRelayOptions> = {}) => {
    const started = startEmbeddedMessageRelay({
      db,
      collection: 'things',
      urls: { member: receiver.url },
      internalToken: TOKEN,
      logger: silent,
      pollMs: 50,
      maxBackoffMs: 200,
      ...options,
    });
    relays.push(started);
    return started;
  };
  const message = (id: string): OutboxMessage => ({ id, kind: 'thing.made', to: 'member', path: '/internal/things', body: { id } });
  /** One write: the change (a name added) and its messages. */
  const change = (_id: Types.ObjectId, name: string, messages: OutboxMessage[], writerLeaseMs = 0) =>
    things().updateOne({ _id }, [
      { $set: { names: { $concatArrays: [{ $ifNull: ['$names', []] }, [name]] } } },
      ...embedMessages(messages, { writerLeaseMs }),
    ]);
  const stored = async (_id: Types.ObjectId) => (await things().findOne({ _id }))!;

  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'kit_embedded', { logger: silent });
  });
  beforeEach(async () => {
    receiver = await startReceiver();
    await things().deleteMany({});
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await receiver.stop();
  });
  afterAll(async () => {
    await db.close();
    await devdb.stop();
  });

  test('when a change records messages and its writer dies before delivering, then a relay delivers each once after the lease and takes it off', async () => {
    const _id = new Types.ObjectId();
    await things().insertOne({ _id });
    await change(_id, 'a', [message('m1'), message('m2')], 300);
    expect((await stored(_id)).pendingMessages.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);

    relay();
    await until(async () => (await stored(_id)).messagesPending === false);

    expect(receiver.received.sort()).toEqual(['m1', 'm2']);
    expect(await stored(_id)).toMatchObject({ names: ['a'], pendingMessages: [], messagesPending: false });
  });

  test('when the same command is written twice while its message waits, then the message is recorded once', async () => {
    const _id = new Types.ObjectId();
    await things().insertOne({ _id });
    await change(_id, 'a', [message('m1')], 60_000);
    await change(_id, 'b', [message('m1'), message('m2')], 60_000);

    expect((await stored(_id)).pendingMessages.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);
  });

  test('when the writer delivers at once, then it gets the answers and the messages are off the document', async () => {
    const _id = new Types.ObjectId();
    await things().insertOne({ _id });
    const messages = [message('m1')];
    await change(_id, 'a', messages, 60_000);

    const outcomes = await relay({ pollMs: 0 }).deliverNow(_id, messages);

    expect(outcomes).toEqual([{ done: true, status: 201, answer: { echo: { id: 'm1' } } }]);
    expect(await stored(_id)).toMatchObject({ pendingMessages: [], messagesPending: false });
  });

  test('when the receiver is down, then the relay retries with back-off and delivers once it is back', async () => {
    const _id = new Types.ObjectId();
    await things().insertOne({ _id });
    receiver.state.answer = 503;
    await change(_id, 'a', [message('m1')]);
    relay();
    await until(async () => ((await stored(_id)).messageAttempts as number) >= 2);
    expect(receiver.received).toEqual([]);

    receiver.state.answer = 201;
    await until(async () => (await stored(_id)).messagesPending === false);
    expect(receiver.received).toEqual(['m1']);
  });

  test('when the receiver refuses for good, then the owner undoes in the same write, or else the message is kept as failed', async () => {
    const undone = new Types.ObjectId();
    const kept = new Types.ObjectId();
    await things().insertMany([{ _id: undone }, { _id: kept }]);
    receiver.state.answer = 409;
    await change(undone, 'a', [message('undo-me')]);
    await change(kept, 'a', [message('keep-me')]);
    relay({ onRefused: (m) => (m.id === 'undo-me' ? [{ $set: { names: [] } }] : null) });

    await until(async () => (await stored(undone)).messagesPending === false && (await stored(kept)).messagesPending === false);

    expect(await stored(undone)).toMatchObject({ names: [], pendingMessages: [] });
    expect(await stored(kept)).toMatchObject({
      names: ['a'],
      pendingMessages: [],
      failedMessages: [{ id: 'keep-me', lastError: 'HTTP 409' }],
    });
  });

  test('when one update changes many documents, then each records its own message (its field in the id and path), one without the field none, and a repeat records each once', async () => {
    await things().insertMany([{ ref: 'r1' }, { ref: 'r2' }, { ref: null }]);
    const ofEach = embedMessageOfEach({
      id: ['thing.closed:', { field: 'ref' }],
      kind: 'thing.closed',
      to: 'member',
      path: ['/internal/things/', { field: 'ref' }],
      body: { closed: true },
    });
    const close = () => things().updateMany({}, [{ $set: { closed: true } }, ...ofEach]);
    await close();
    await close();

    const byRef = async (ref: string | null) => (await things().findOne({ ref }))!;
    expect((await byRef('r1')).pendingMessages).toEqual([
      expect.objectContaining({ id: 'thing.closed:r1', path: '/internal/things/r1', body: { closed: true }, method: 'POST' }),
    ]);
    expect((await byRef(null)).pendingMessages).toEqual([]);
    expect((await byRef(null)).messagesPending).toBe(false);

    relay();
    await until(async () => (await things().countDocuments({ messagesPending: true })) === 0);
    expect(receiver.received.sort()).toEqual(['thing.closed:r1', 'thing.closed:r2']);
  });

  test('when three relays (replicas) share the collection, then every message of 20 documents arrives, each document settled', async () => {
    const ids = Array.from({ length: 20 }, () => new Types.ObjectId());
    await things().insertMany(ids.map((_id) => ({ _id })));
    for (const [i, _id] of ids.entries()) await change(_id, 'a', [message(`m${i}`)]);
    relay();
    relay();
    relay();

    await until(async () => (await things().countDocuments({ messagesPending: true })) === 0);

    expect(new Set(receiver.received).size).toBe(20);
    expect(receiver.received).toHaveLength(20);
  });
});
