// The wire protocol as a driver does not exercise it on its own: the legacy handshake, split and
// coalesced TCP chunks, fire-and-forget writes and malformed frames.
import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { startDevDb, type DevDb } from '../src';

let db: DevDb;
beforeAll(async () => {
  db = await startDevDb();
});
afterAll(() => db.stop());

let requestId = 0;
function opMsg(command: Document, flags = 0): Buffer {
  const body = serialize(command);
  const header = Buffer.alloc(21);
  header.writeInt32LE(21 + body.length, 0);
  header.writeInt32LE(++requestId, 4);
  header.writeInt32LE(2013, 12);
  header.writeUInt32LE(flags, 16);
  header[20] = 0;
  return Buffer.concat([header, body]);
}

function opQuery(command: Document): Buffer {
  const ns = Buffer.from('admin.$cmd\0');
  const body = serialize(command);
  const head = Buffer.alloc(20);
  head.writeInt32LE(20 + ns.length + 8 + body.length, 0);
  head.writeInt32LE(++requestId, 4);
  head.writeInt32LE(2004, 12);
  const skipReturn = Buffer.alloc(8);
  skipReturn.writeInt32LE(-1, 4);
  return Buffer.concat([head, ns, skipReturn, body]);
}

/** Connects, writes `bytes` (in pieces of `piece` bytes), resolves with the replies' opcodes and bodies. */
function exchange(bytes: Buffer, expectReplies: number, piece = bytes.length) {
  return new Promise<Array<{ opCode: number; doc: Document }>>((resolve, reject) => {
    const socket = net.connect(db.port, '127.0.0.1');
    const replies: Array<{ opCode: number; doc: Document }> = [];
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 16 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const opCode = pending.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        replies.push({ opCode, doc: deserialize(pending.subarray(docStart, length)) });
        pending = pending.subarray(length);
      }
      if (replies.length === expectReplies) socket.end(() => resolve(replies));
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(replies));
    for (let i = 0; i < bytes.length; i += piece) socket.write(bytes.subarray(i, i + piece));
  });
}

test('when the legacy OP_QUERY handshake arrives, then it is answered with OP_REPLY and no topologyVersion', async () => {
  const [reply] = await exchange(opQuery({ ismaster: 1, helloOk: true }), 1);
  expect(reply!.opCode).toBe(1);
  expect(reply!.doc).toMatchObject({ ok: 1, ismaster: true, helloOk: true, maxWireVersion: expect.any(Number) });
  expect(reply!.doc.maxWireVersion).toBeGreaterThanOrEqual(17);
  expect(reply!.doc.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
  expect(reply!.doc).not.toHaveProperty('topologyVersion');
});

test('when messages arrive byte by byte and several in one chunk, then each gets its own reply', async () => {
  const bytes = Buffer.concat([opMsg({ ping: 1, $db: 'admin' }), opMsg({ buildInfo: 1, $db: 'admin' })]);
  const slow = await exchange(bytes, 2, 1);
  expect(slow.map((r) => r.doc.ok)).toEqual([1, 1]);
  expect(slow[1]!.doc.version).toEqual(expect.any(String));
});

test('when a write is sent with moreToCome, then it gets no reply but is applied', async () => {
  const MORE_TO_COME = 2;
  const bytes = Buffer.concat([
    opMsg({ insert: 'quiet', documents: [{ _id: 1 }], $db: 'proto' }, MORE_TO_COME),
    opMsg({ count: 'quiet', $db: 'proto' }),
  ]);
  const replies = await exchange(bytes, 1);
  expect(replies).toHaveLength(1);
  expect(replies[0]!.doc).toMatchObject({ n: 1, ok: 1 });
});

test('when a frame declares an impossible length, then the connection is closed and the server lives on', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const bad = Buffer.alloc(16);
  bad.writeInt32LE(3, 0);
  expect(await exchange(bad, 1)).toEqual([]);
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('invalid message length 3'));
  logged.mockRestore();
  const [reply] = await exchange(opMsg({ ping: 1, $db: 'admin' }), 1);
  expect(reply!.doc.ok).toBe(1);
});

test('when an unknown command is sent, then the error names it in MongoDB form', async () => {
  const [reply] = await exchange(opMsg({ frobnicate: 1, $db: 'admin' }), 1);
  expect(reply!.doc).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound', errmsg: expect.stringContaining('frobnicate') });
});
