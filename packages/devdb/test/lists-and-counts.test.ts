// devdb's promises for admin lists and dashboard counts at size: a sort on exactly an index's fields
// walks that index with no equality to narrow it (a list's page 1), counts of an equality on an
// indexed field (and of a whole collection) are read off the index without looking at a document, and
// explain names the plan in MongoDB's stage names.
import { ObjectId, type Document } from 'bson';
import { findStats, startDevDb } from '../src';
import { Collection } from '../src/engine/collection';
import { valueKey } from '../src/engine/keys';
import { findDocs } from '../src/engine/query';
import { sortDocs } from '../src/engine/sort';
import { withClient } from './helpers/folders';

jest.setTimeout(120_000);

const NEWEST = { createdAt: -1, _id: -1 } as const;
const ids = (docs: Document[]) => docs.map((d) => String(d._id));

/** Every stage name in an explain answer, however MongoDB or devdb nests them. */
function stagesOf(plan: unknown, out: string[] = []): string[] {
  if (Array.isArray(plan)) plan.forEach((p) => stagesOf(p, out));
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'stage' && typeof value === 'string') out.push(value);
      else stagesOf(value, out);
    }
  }
  return out;
}

function filled(size: number): Collection {
  const collection = new Collection('app.clients');
  collection.addIndex({ name: 'createdAt_-1__id_-1', key: NEWEST });
  const start = Date.UTC(2026, 0, 1);
  // Every date is shared by three documents: ties are broken by _id, as the list's sort asks.
  for (let n = 0; n < size; n++) collection.put({ _id: new ObjectId(), n, createdAt: new Date(start + Math.floor(n / 3) * 1000) });
  return collection;
}

test('when a list sorts by the fields of an index with no filter, then page 1 examines only the page', () => {
  const collection = filled(10_000);
  const page = findDocs(collection, {}, { sort: NEWEST, limit: 20 });
  expect(findStats).toEqual({ plan: 'index-order', docsExamined: 20 });
  expect(ids(page)).toEqual(ids(sortDocs([...collection.docs.values()], NEWEST).slice(0, 20)));

  const page3 = findDocs(collection, {}, { sort: { createdAt: 1, _id: 1 }, skip: 40, limit: 20 }); // the exact reverse
  expect(findStats).toEqual({ plan: 'index-order', docsExamined: 60 });
  expect(ids(page3)).toEqual(ids(sortDocs([...collection.docs.values()], { createdAt: 1, _id: 1 }).slice(40, 60)));

  findDocs(collection, {}, { sort: { createdAt: -1 }, limit: 20 }); // not the index's fields: sorted in memory
  expect(findStats.plan).toBe('scan');
});

test('when documents are added and removed after a list was read, then the next page 1 shows them in order', () => {
  const collection = filled(2000);
  findDocs(collection, {}, { sort: NEWEST, limit: 5 }); // builds the walkable order
  const newest = { _id: new ObjectId(), n: -1, createdAt: new Date(Date.UTC(2030, 0, 1)) };
  collection.put(newest);
  const [gone] = sortDocs([...collection.docs.values()], NEWEST).slice(1, 2);
  collection.remove(valueKey(gone!._id));
  const page = findDocs(collection, {}, { sort: NEWEST, limit: 5 });
  expect(findStats.plan).toBe('index-order');
  expect(page[0]!.n).toBe(-1);
  expect(ids(page)).not.toContain(String(gone!._id));
  expect(ids(page)).toEqual(ids(sortDocs([...collection.docs.values()], NEWEST).slice(0, 5)));
});

test('when counting over the wire, then equality on an indexed field and an empty filter are read off the index', async () => {
  const db = await startDevDb();
  try {
    await withClient(db.uri, async (client) => {
      const messages = client.db('app').collection('messages');
      await messages.createIndex({ read: 1 });
      await messages.createIndex(NEWEST);
      const start = Date.UTC(2026, 0, 1);
      await messages.insertMany(Array.from({ length: 3000 }, (_, n) => ({ n, read: n % 3 === 0, createdAt: new Date(start + n) })));
      await messages.updateMany({ n: { $lt: 30 } }, { $set: { read: true } });

      expect(await messages.countDocuments({ read: false })).toBe(1980);
      expect(await messages.countDocuments({})).toBe(3000);
      expect(await messages.countDocuments({ read: false, n: { $gte: 2990 } })).toBe(7); // not an index's count: still right
      expect(await messages.countDocuments({ nothing: 'here' })).toBe(0);

      const count = await client.db('app').command({ explain: { count: 'messages', query: { read: false } } });
      expect(stagesOf(count.queryPlanner.winningPlan)).toEqual(['COUNT', 'COUNT_SCAN']);
      const all = await client.db('app').command({ explain: { count: 'messages', query: {} } });
      expect(stagesOf(all.queryPlanner.winningPlan)).toEqual(['RECORD_STORE_FAST_COUNT']);
      const counted = await messages.aggregate([{ $match: { read: false } }, { $group: { _id: 1, n: { $sum: 1 } } }]).explain();
      expect(stagesOf(counted)).toContain('COUNT_SCAN');
      expect(stagesOf(counted)).not.toContain('COLLSCAN');
    });
  } finally {
    await db.stop();
  }
});

test('when a find is explained, then an index walk shows IXSCAN without SORT and a scan shows COLLSCAN and SORT', async () => {
  const db = await startDevDb();
  try {
    await withClient(db.uri, async (client) => {
      const clients = client.db('app').collection('clients');
      await clients.createIndex(NEWEST);
      await clients.insertMany(
        Array.from({ length: 500 }, (_, n) => ({ n, name: `c${n}`, createdAt: new Date(Date.UTC(2026, 0, 1) + n) })),
      );

      const walked = await clients.find({}).sort(NEWEST).skip(20).limit(20).explain();
      expect(stagesOf(walked.queryPlanner.winningPlan)).toEqual(['LIMIT', 'SKIP', 'FETCH', 'IXSCAN']);
      expect(walked.queryPlanner.winningPlan.inputStage.inputStage.inputStage.indexName).toBe('createdAt_-1__id_-1');
      expect(walked.executionStats.totalDocsExamined).toBe(40);

      const scanned = await clients.find({}).sort({ name: 1 }).limit(20).explain();
      expect(stagesOf(scanned.queryPlanner.winningPlan)).toEqual(['LIMIT', 'SORT', 'COLLSCAN']);
      expect(scanned.executionStats.totalDocsExamined).toBe(500);
    });
  } finally {
    await db.stop();
  }
});

test('when a count needs more than an index, then count and countDocuments give what a find returns, nested, array and regex filters alike', async () => {
  // Such counts test each document on the filter's fields read out of its bytes, decoding none.
  const db = await startDevDb();
  try {
    await withClient(db.uri, async (client) => {
      const requests = client.db('app').collection('requests');
      await requests.createIndex({ status: 1 });
      await requests.insertMany(
        Array.from({ length: 600 }, (_, n) => ({
          n,
          status: ['approved', 'pending'][n % 2],
          assignees: n % 3 === 0 ? [] : [{ id: `m${n % 5}`, name: `M ${n % 5}` }],
          meta: { kind: n % 4 === 0 ? 'x' : 'y', at: new Date(Date.UTC(2026, 0, 1) + n) },
          text: n % 7 === 0 ? 'needs a review' : 'fine',
        })),
      );
      const filters: Document[] = [
        { status: 'approved', 'assignees.0': { $exists: false } },
        { status: 'approved', 'assignees.id': 'm2' },
        { 'meta.kind': 'x', text: /review/ },
        { $or: [{ n: { $lt: 10 } }, { 'meta.at': { $gte: new Date(Date.UTC(2026, 0, 1) + 590) } }] },
        { $expr: { $gt: ['$n', 595] } },
        { assignees: { $size: 0 } },
      ];
      for (const filter of filters) {
        const found = (await requests.find(filter).toArray()).length;
        expect({ filter, n: await requests.countDocuments(filter) }).toEqual({ filter, n: found });
        expect({ filter, n: (await client.db('app').command({ count: 'requests', query: filter })).n }).toEqual({ filter, n: found });
        expect(found).toBeGreaterThan(0);
      }
    });
  } finally {
    await db.stop();
  }
});

test('when a find over many documents keeps only some fields, then it returns exactly those fields of the same documents in the same order', async () => {
  // Such finds read the filter's, the sort's and the kept fields out of each document's bytes.
  const db = await startDevDb();
  try {
    await withClient(db.uri, async (client) => {
      const tasks = client.db('app').collection('tasks');
      await tasks.createIndex({ status: 1 });
      await tasks.insertMany(
        Array.from({ length: 500 }, (_, n) => ({
          n,
          status: ['Withdrawn', 'Open'][n % 2],
          requestId: n % 5 === 0 ? null : `r${n % 40}`,
          tags: n % 3 ? ['a', `t${n % 4}`] : [],
          updatedAt: new Date(Date.UTC(2026, 0, 1) + ((n * 37) % 500) * 1000),
          note: 'x'.repeat(n % 30),
        })),
      );
      const cases: Array<[Document, Document, Document]> = [
        [{ status: 'Withdrawn', requestId: { $ne: null } }, { updatedAt: -1 }, { requestId: 1 }],
        [{ tags: 'a' }, { n: 1 }, { tags: 1, _id: 0 }],
        [{ n: { $gte: 100 } }, { updatedAt: 1, n: 1 }, { note: 1, updatedAt: 1 }],
      ];
      for (const [filter, sort, projection] of cases) {
        const whole = await tasks.find(filter).sort(sort).limit(60).toArray();
        const kept = Object.keys(projection).filter((k) => projection[k]);
        const expected = whole.map((doc) =>
          Object.fromEntries(Object.entries(doc).filter(([k]) => kept.includes(k) || (k === '_id' && projection._id !== 0))),
        );
        expect(await tasks.find(filter, { projection }).sort(sort).limit(60).toArray()).toEqual(expected);
        expect(expected.length).toBeGreaterThan(0);
      }
    });
  } finally {
    await db.stop();
  }
});
