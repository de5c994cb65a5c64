// Start-up keeps the documents as their bytes and builds each index when it is first needed
// (src/engine/secondary-index.ts). These check that a restart answers exactly what the server answered
// before it, through every index kind, whether the data comes back from the snapshot or the journal,
// and that a crash in the middle of writes to such a folder loses no acknowledged write.
import { Decimal128, type Document } from 'bson';
import type { MongoClient } from 'mongodb';
import { startDevDb } from '../src';
import { findDocs } from '../src/engine/query';
import { Store } from '../src/engine/store';
import type { IndexSpec } from '../src/engine/collection';
import { tempDir, withClient } from './helpers/folders';
import { runWriter, startServerProcess } from './helpers/processes';

jest.setTimeout(90_000);

const STATUSES = ['open', 'done', 'late'];

async function fill(client: MongoClient, from: number, to: number): Promise<void> {
  const tasks = client.db('app').collection('tasks');
  const docs: Document[] = [];
  for (let n = from; n < to; n++) {
    docs.push({
      owner: `o${n % 7}`,
      at: new Date(Date.UTC(2026, 0, 1) + (n % 50) * 60_000), // ties on purpose
      status: STATUSES[n % 3],
      email: `t${n}@x.io`,
      tags: n % 4 === 0 ? ['a', 'b'] : ['c'],
      meta: { kind: n % 5 === 0 ? 'x' : 'y' },
      ...(n % 6 === 0 && { code: `c${n}` }),
      ...(n % 9 === 0 && { ref: `r${n}` }),
      note: 'n'.repeat(n % 40),
    });
  }
  await tasks.insertMany(docs);
}

async function createIndexes(client: MongoClient): Promise<void> {
  const tasks = client.db('app').collection('tasks');
  await tasks.createIndex({ email: 1 }, { unique: true });
  await tasks.createIndex({ owner: 1, at: -1, _id: -1 });
  await tasks.createIndex({ at: -1, _id: -1 });
  await tasks.createIndex({ status: 1 });
  await tasks.createIndex({ tags: 1 });
  await tasks.createIndex({ 'meta.kind': 1 });
  await tasks.createIndex({ code: 1 }, { sparse: true });
  await tasks.createIndex({ owner: 1, ref: 1 }, { unique: true, partialFilterExpression: { ref: { $type: 'string' } } });
}

/** What a client sees of the data: lists, pages, counts, lookups and plans through each index. */
async function answers(client: MongoClient): Promise<Document> {
  const tasks = client.db('app').collection('tasks');
  const page = { projection: { _id: 0, email: 1 } };
  const emails = (docs: Document[]) => docs.map((d) => d.email as string);
  return {
    all: emails(await tasks.find({}, page).sort({ email: 1 }).toArray()),
    byOwnerNewest: emails(await tasks.find({ owner: 'o3' }, page).sort({ at: -1, _id: -1 }).limit(9).toArray()),
    pageOne: emails(await tasks.find({}, page).sort({ at: -1, _id: -1 }).skip(5).limit(10).toArray()),
    byEmail: emails(await tasks.find({ email: 't42@x.io' }, page).toArray()),
    late: await tasks.countDocuments({ status: 'late' }),
    total: await tasks.countDocuments({}),
    tagged: emails(await tasks.find({ tags: 'b' }, page).sort({ email: 1 }).toArray()),
    kindX: emails(await tasks.find({ 'meta.kind': 'x' }, page).sort({ email: 1 }).toArray()),
    coded: emails(
      await tasks
        .find({ code: { $in: ['c12', 'c13', 'c18'] } }, page)
        .sort({ email: 1 })
        .toArray(),
    ),
    referenced: emails(
      await tasks
        .find({ owner: 'o2', ref: { $type: 'string' } }, page)
        .sort({ email: 1 })
        .toArray(),
    ),
    plan: JSON.stringify((await tasks.find({ owner: 'o1' }).sort({ at: -1, _id: -1 }).limit(3).explain()).queryPlanner.winningPlan),
  };
}

async function changesAfterwards(client: MongoClient): Promise<void> {
  const tasks = client.db('app').collection('tasks');
  await tasks.updateMany({ owner: 'o3', status: 'open' }, { $set: { status: 'late', at: new Date(Date.UTC(2027, 0, 1)) } });
  await tasks.deleteMany({ tags: 'b', owner: 'o5' });
  await tasks.insertOne({
    owner: 'o3',
    at: new Date(Date.UTC(2028, 0, 1)),
    status: 'open',
    email: 'new@x.io',
    tags: ['b'],
    meta: { kind: 'x' },
  });
}

test('when the server restarts on its folder (snapshot and journal), then every query through every index answers as before, and keeps doing so after more writes', async () => {
  const dbPath = tempDir();
  // A small compaction limit: most documents come back from the snapshot, the last ones from the journal.
  const first = await startDevDb({ dbPath, compactAfterBytes: 64 * 1024 });
  const before = await withClient(first.uri, async (client) => {
    await createIndexes(client);
    await fill(client, 0, 1200);
    await client
      .db('app')
      .collection('prices')
      .insertOne({ amount: Decimal128.fromString('1.50') });
    await fill(client, 1200, 1260);
    return answers(client);
  });
  await first.stop();

  const second = await startDevDb({ dbPath });
  const { after, duplicate, decimalSort } = await withClient(second.uri, async (client) => ({
    // A unique index refuses a duplicate before anything has read it since the restart.
    duplicate: await client
      .db('app')
      .collection('tasks')
      .insertOne({ email: 't7@x.io' })
      .then(() => 'inserted')
      .catch((err: { code?: number }) => err.code),
    decimalSort: await client
      .db('app')
      .collection('prices')
      .find()
      .sort({ amount: 1 })
      .toArray()
      .then(() => 'sorted')
      .catch((err: { codeName?: string }) => err.codeName),
    after: await answers(client),
  }));
  expect(after).toEqual(before);
  expect(before.all).toHaveLength(1260);
  expect(before.plan).toContain('IXSCAN');
  expect(duplicate).toBe(11000);
  expect(decimalSort).not.toBe('sorted'); // comparing Decimal128 stays refused after a restart

  // The same changes on a server that built its indexes as it went and on one that just restarted.
  const changed = await withClient(second.uri, async (client) => (await changesAfterwards(client), answers(client)));
  await second.stop();
  const third = await startDevDb({ dbPath });
  const reloaded = await withClient(third.uri, answers);
  await third.stop();
  expect(reloaded).toEqual(changed);
  expect(changed.all).toContain('new@x.io');
  expect(changed.byOwnerNewest[0]).toBe('new@x.io');

  const fresh = await startDevDb({ dbPath: tempDir() });
  const expected = await withClient(fresh.uri, async (client) => {
    await fill(client, 0, 1260);
    await changesAfterwards(client);
    await createIndexes(client);
    return answers(client);
  });
  await fresh.stop();
  expect({ ...reloaded, plan: '' }).toEqual({ ...expected, plan: '' });
});

test('when the server is killed with SIGKILL during writes to a folder it loaded from a snapshot, then every acknowledged write and its index entries survive', async () => {
  const dbPath = tempDir();
  const seeded = await startDevDb({ dbPath, compactAfterBytes: 64 * 1024 });
  await withClient(seeded.uri, async (client) => {
    const items = client.db('durability').collection('items');
    await items.createIndex({ writer: 1, seq: 1 }, { unique: true });
    await items.insertMany(Array.from({ length: 2000 }, (_, seq) => ({ writer: 'seed', seq, payload: 'x'.repeat(200) })));
  });
  await seeded.stop();

  const server = await startServerProcess(dbPath);
  const writer = runWriter(server.uri, 'w', 100_000, (seq) => {
    if (seq === 300) server.child.kill('SIGKILL');
  });
  const acked = await writer.done;
  await server.exited;
  expect(acked.length).toBeGreaterThanOrEqual(300);

  const restarted = await startDevDb({ dbPath });
  await withClient(restarted.uri, async (client) => {
    const items = client.db('durability').collection('items');
    const stored = await items.find({ writer: 'w' }, { projection: { seq: 1 } }).toArray();
    const storedSeqs = new Set(stored.map((d) => d.seq as number));
    expect(acked.filter((seq) => !storedSeqs.has(seq))).toEqual([]);
    expect(stored.length - acked.length).toBeLessThanOrEqual(1); // at most the write in flight
    expect(await items.countDocuments({ writer: 'seed' })).toBe(2000);
    await expect(items.insertOne({ writer: 'w', seq: acked[acked.length - 1] })).rejects.toMatchObject({ code: 11000 });
  });
  await restarted.stop();
});

test('when a loaded folder is written to and read before its indexes are built, then every index answers as one built all along', () => {
  // The engine without the server, so that nothing builds the indexes ahead (the server warms them
  // right after it starts): each index is built by whichever read or write first needs it.
  const dbPath = tempDir();
  const people = (n: number): Document => ({
    _id: n,
    team: `t${n % 5}`,
    at: new Date(Date.UTC(2026, 0, 1) + (n % 13) * 1000),
    mail: `p${n}@x.io`,
  });
  const specs: IndexSpec[] = [
    { name: 'team_1_at_-1__id_-1', key: { team: 1, at: -1, _id: -1 } },
    { name: 'at_-1__id_-1', key: { at: -1, _id: -1 } },
    { name: 'mail_1', key: { mail: 1 }, unique: true },
  ];
  const writeAll = (store: Store, from: number, to: number) => {
    for (let n = from; n < to; n++) store.change({ o: 'put', db: 'app', c: 'people', d: people(n) });
    store.commit();
  };
  const ask = (store: Store) => {
    const people = store.collection('app', 'people')!;
    const mails = (docs: Document[]) => docs.map((d) => d.mail as string);
    return {
      team: mails(findDocs(people, { team: 't2' }, { sort: { at: -1, _id: -1 }, limit: 6 })),
      page: mails(findDocs(people, {}, { sort: { at: -1, _id: -1 }, skip: 3, limit: 6 })),
      one: mails(findDocs(people, { mail: 'p7@x.io' })),
    };
  };

  const first = Store.open(dbPath, { compactAfterBytes: 4096 });
  first.ensureCollection('app', 'people');
  for (const spec of specs) first.change({ o: 'createIndex', db: 'app', c: 'people', spec });
  writeAll(first, 0, 300);
  first.close();

  const loaded = Store.open(dbPath);
  // Read through the whole order first (it builds only that index), then write, then read each.
  const before = ask(loaded);
  loaded.change({ o: 'put', db: 'app', c: 'people', d: { ...people(7), at: new Date(Date.UTC(2030, 0, 1)) } });
  loaded.change({ o: 'remove', db: 'app', c: 'people', id: 12 });
  writeAll(loaded, 300, 310);
  expect(() => loaded.change({ o: 'put', db: 'app', c: 'people', d: { ...people(999), mail: 'p3@x.io' } })).toThrow(/duplicate key/);
  const after = ask(loaded);
  loaded.close();

  const built = new Store();
  built.ensureCollection('app', 'people');
  for (const spec of specs) built.change({ o: 'createIndex', db: 'app', c: 'people', spec });
  writeAll(built, 0, 300);
  const expectedBefore = ask(built);
  built.change({ o: 'put', db: 'app', c: 'people', d: { ...people(7), at: new Date(Date.UTC(2030, 0, 1)) } });
  built.change({ o: 'remove', db: 'app', c: 'people', id: 12 });
  writeAll(built, 300, 310);
  expect(before).toEqual(expectedBefore);
  expect(after).toEqual(ask(built));
  expect(after.page).not.toContain('p12@x.io');
  expect(after.team.length).toBe(6);
});
