// The data folder's format under the crashes that can interrupt it: a torn journal record, a snapshot
// being written, a snapshot written but its new journal not yet started.
import fs from 'node:fs';
import path from 'node:path';
import { serialize } from 'bson';
import { startDevDb } from '../src';
import { tempDir, withClient } from './helpers/folders';
import { runWriter, startServerProcess } from './helpers/processes';

jest.setTimeout(60_000);

const journals = (dir: string) => fs.readdirSync(dir).filter((f) => f.startsWith('journal'));
const emails = (uri: string) =>
  withClient(uri, async (client) =>
    (await client.db('app').collection('users').find().sort({ email: 1 }).toArray()).map((u) => u.email as string),
  );

test('when the journal outgrows its limit, then it is folded into a snapshot and a fresh journal, and all data reloads', async () => {
  const dbPath = tempDir();
  const db = await startDevDb({ dbPath, compactAfterBytes: 32 * 1024 });
  await withClient(db.uri, async (client) => {
    const users = client.db('app').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    for (let i = 0; i < 300; i++) await users.insertOne({ email: `u${String(i).padStart(3, '0')}@x.io`, bio: 'x'.repeat(200) });
    await users.deleteMany({ email: { $gte: 'u100' } });
  });
  await db.stop();
  expect(journals(dbPath)).toEqual([expect.stringMatching(/^journal-\d+\.bson$/)]);

  const again = await startDevDb({ dbPath });
  const stored = await emails(again.uri);
  expect(stored).toHaveLength(100);
  await withClient(again.uri, (client) =>
    expect(client.db('app').collection('users').insertOne({ email: 'u000@x.io' })).rejects.toMatchObject({ code: 11000 }),
  );
  await again.stop();
});

test('when a crash cut the last journal record short, then the folder loads without it and the file is repaired', async () => {
  const dbPath = tempDir();
  const db = await startDevDb({ dbPath });
  await withClient(db.uri, (client) =>
    client
      .db('app')
      .collection('users')
      .insertMany([{ email: 'a' }, { email: 'b' }]),
  );
  await db.stop();
  const [journal] = journals(dbPath);
  const torn = serialize({ o: 'put', db: 'app', c: 'users', d: { _id: 'torn', email: 'c' } }).subarray(0, 20);
  fs.appendFileSync(path.join(dbPath, journal!), torn);
  const sizeWithTear = fs.statSync(path.join(dbPath, journal!)).size;

  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const again = await startDevDb({ dbPath });
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('torn record'));
  warn.mockRestore();
  expect(await emails(again.uri)).toEqual(['a', 'b']);
  expect(fs.statSync(path.join(dbPath, journal!)).size).toBe(sizeWithTear - torn.length);
  await again.stop();
});

test('when a crash came after a new snapshot but before its journal, then the older journal is not replayed over it', async () => {
  const dbPath = tempDir();
  const record = (r: object) => Buffer.from(serialize(r));
  const put = (id: string, email: string) => ({ o: 'put', db: 'app', c: 'users', d: { _id: id, email } });
  fs.writeFileSync(
    path.join(dbPath, 'snapshot.bson'),
    Buffer.concat([
      record({ o: 'header', generation: 2 }),
      record({ o: 'create', db: 'app', c: 'users' }),
      record({ o: 'createIndex', db: 'app', c: 'users', spec: { name: 'email_1', key: { email: 1 }, unique: true } }),
      record(put('2', 'taken')),
    ]),
  );
  // Generation 1's journal still holds the history that led to the snapshot: replaying it would clash.
  fs.writeFileSync(
    path.join(dbPath, 'journal-1.bson'),
    Buffer.concat([record(put('1', 'taken')), record({ o: 'remove', db: 'app', c: 'users', id: '1' })]),
  );
  fs.writeFileSync(path.join(dbPath, 'snapshot.bson.tmp'), 'half a snapshot');

  const db = await startDevDb({ dbPath });
  expect(await emails(db.uri)).toEqual(['taken']);
  await db.stop();
  expect(journals(dbPath)).toEqual(['journal-2.bson']);
  expect(fs.existsSync(path.join(dbPath, 'snapshot.bson.tmp'))).toBe(false);
});

test('when the snapshot itself is damaged, then devdb refuses to start instead of silently losing data', async () => {
  const dbPath = tempDir();
  fs.writeFileSync(
    path.join(dbPath, 'snapshot.bson'),
    Buffer.concat([serialize({ o: 'create', db: 'app', c: 'users' }), Buffer.from([9, 9])]),
  );
  await expect(startDevDb({ dbPath })).rejects.toThrow(/snapshot\.bson is damaged/);
  await expect(startDevDb({ dbPath })).rejects.toThrow(/snapshot\.bson is damaged/); // and the folder is not left locked
});

test('when the server is killed with SIGKILL while it keeps compacting, then the folder loads with every acknowledged write', async () => {
  const dbPath = tempDir();
  const server = await startServerProcess(dbPath, ['--compact-after', '20000']);
  const writer = runWriter(server.uri, 'w', 100_000, (seq) => {
    if (seq === 400) server.child.kill('SIGKILL');
  });
  const acked = await writer.done;
  await server.exited.catch(() => undefined);
  const db = await startDevDb({ dbPath });
  const stored = await withClient(db.uri, (client) => client.db('durability').collection('items').find().toArray());
  const seqs = new Set(stored.map((d) => d.seq as number));
  expect(acked.filter((seq) => !seqs.has(seq))).toEqual([]);
  expect(stored.length - acked.length).toBeLessThanOrEqual(1);
  await db.stop();
  expect(journals(dbPath)).toEqual([expect.stringMatching(/^journal-[1-9]\d*\.bson$/)]); // it did compact
});
