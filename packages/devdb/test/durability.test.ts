import { startDevDb } from '../src';
import { tempDir, withClient } from './helpers/folders';
import { runWriter, startServerProcess } from './helpers/processes';

// Durability is devdb's own (a real MongoDB has its own guarantees), so these run against devdb only.
jest.setTimeout(60_000);

test('when the server restarts on the same folder, then documents and unique indexes are still there', async () => {
  const dbPath = tempDir();
  const first = await startDevDb({ dbPath });
  await withClient(first.uri, async (client) => {
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany([{ email: 'a@x.io' }, { email: 'b@x.io' }]);
    await users.updateOne({ email: 'a@x.io' }, { $set: { name: 'A' } });
    await users.deleteOne({ email: 'b@x.io' });
  });
  await first.stop();

  const second = await startDevDb({ dbPath });
  await withClient(second.uri, async (client) => {
    const users = client.db('app').collection('users');
    expect(await users.find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ email: 'a@x.io', name: 'A' }]);
    expect((await users.indexes()).map((i) => i.name)).toContain('email_1');
    await expect(users.insertOne({ email: 'a@x.io' })).rejects.toMatchObject({ code: 11000 });
  });
  await second.stop();
});

test('when the server is killed with SIGKILL in the middle of writes, then every acknowledged write survives', async () => {
  const dbPath = tempDir();
  const server = await startServerProcess(dbPath);
  const writer = runWriter(server.uri, 'w', 100_000, (seq) => {
    if (seq === 300) server.child.kill('SIGKILL');
  });
  const acked = await writer.done;
  expect(acked.length).toBeGreaterThanOrEqual(300);

  const restarted = await startDevDb({ dbPath });
  const stored = await withClient(restarted.uri, (client) =>
    client
      .db('durability')
      .collection('items')
      .find({}, { projection: { seq: 1 } })
      .toArray(),
  );
  const storedSeqs = new Set(stored.map((d) => d.seq as number));
  expect(acked.filter((seq) => !storedSeqs.has(seq))).toEqual([]);
  expect(stored.length - acked.length).toBeLessThanOrEqual(1); // at most the write in flight
  await restarted.stop();
});

test('when four client processes write at once, then no write or counter increment is lost or duplicated', async () => {
  // Also meaningful against a real MongoDB (MONGODB_URI), where the same clients run unchanged.
  const db = process.env.MONGODB_URI ? null : await startDevDb({ dbPath: tempDir() });
  const uri = process.env.MONGODB_URI ?? db!.uri;
  const dbName = `writers_${process.pid}_${Date.now()}`;
  const writers = ['a', 'b', 'c', 'd'].map((name) => runWriter(uri, name, 150, undefined, dbName));
  const results = await Promise.all(writers.map((w) => w.done));
  expect(results.map((r) => r.length)).toEqual([150, 150, 150, 150]);
  await withClient(uri, async (client) => {
    const docs = await client.db(dbName).collection('items').find().toArray();
    expect(docs).toHaveLength(600);
    expect(new Set(docs.map((d) => `${d.writer}:${d.seq}`)).size).toBe(600);
    expect(
      await client
        .db(dbName)
        .collection('counters')
        .findOne({ _id: 'writes' as never }),
    ).toMatchObject({ n: 600 });
    await client.db(dbName).dropDatabase();
  });
  await db?.stop();
});

test('when a second server opens a folder already in use, then it refuses to start', async () => {
  const dbPath = tempDir();
  const server = await startServerProcess(dbPath);
  await expect(startDevDb({ dbPath })).rejects.toThrow(/in use by devdb process/);
  await expect(startServerProcess(dbPath)).rejects.toThrow(/in use by devdb process/);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

test('when the bin is stopped with SIGTERM, then it exits cleanly and a new server opens the folder with the data', async () => {
  const dbPath = tempDir();
  const server = await startServerProcess(dbPath);
  await withClient(server.uri, (client) => client.db('app').collection('notes').insertOne({ text: 'kept' }));
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  const again = await startDevDb({ dbPath });
  const notes = await withClient(again.uri, (client) => client.db('app').collection('notes').find().toArray());
  expect(notes.map((n) => n.text)).toEqual(['kept']);
  await again.stop();
});
