// devdb's own promise (a real MongoDB has its own planner): equality on the leading field of a compound
// index with a sort on its remaining fields (or their exact reverse) walks the index in order and stops
// after skip + limit matches, and answers exactly what testing every document and sorting them does.
import fs from 'node:fs';
import { ObjectId, type Document } from 'bson';
import { findStats, startDevDb } from '../src';
import { candidates } from '../src/engine/candidates';
import { Collection } from '../src/engine/collection';
import { valueKey } from '../src/engine/keys';
import { compileQuery, findDocs } from '../src/engine/query';
import { sortDocs } from '../src/engine/sort';
import { SortedList } from '../src/engine/sorted-list';
import { Store } from '../src/engine/store';
import { tempDir, withClient } from './helpers/folders';

jest.setTimeout(120_000);

const HISTORY = { name: 'owner_at_id', key: { owner: 1, at: -1, _id: -1 } };
const SCORES = { name: 'owner_score', key: { owner: 1, score: 1 } };

/** A deterministic random generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const dates = Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * DAY));

/** Values of every orderable kind, with many ties: dates, numbers, strings, booleans, ObjectIds, null, missing. */
function randomValue(rnd: () => number): unknown {
  const pick = rnd();
  if (pick < 0.45) return dates[Math.floor(rnd() * dates.length)];
  if (pick < 0.55) return Math.floor(rnd() * 4) - 1;
  if (pick < 0.62) return ['a', 'B', 'é', '\u{1F600}'][Math.floor(rnd() * 4)];
  if (pick < 0.67) return rnd() < 0.5;
  if (pick < 0.72) return new ObjectId('64b000000000000000000000'.slice(0, 23) + Math.floor(rnd() * 3));
  if (pick < 0.8) return null;
  return undefined; // the field is left out
}

function randomDoc(rnd: () => number, owner: string, n: number): Document {
  const doc: Document = { _id: rnd() < 0.9 ? new ObjectId() : n, owner, n, status: rnd() < 0.5 ? 'open' : 'done' };
  const at = randomValue(rnd);
  if (at !== undefined) doc.at = at;
  const score = rnd() < 0.8 ? Math.floor(rnd() * 5) : randomValue(rnd);
  if (score !== undefined) doc.score = score;
  return doc;
}

/** The answer without the ordered walk: test the lookup's documents (in its order), sort them all, slice. */
function reference(collection: Collection, filter: Document, sort: Document, skip = 0, limit = 0): Document[] {
  const query = compileQuery(filter);
  const matches = [...candidates(collection, filter).docs].filter((doc) => query.test(doc));
  return sortDocs(matches, sort).slice(skip, limit ? skip + limit : undefined);
}

const ids = (docs: Document[]) => docs.map((d) => String(d._id));

/** findDocs against the reference; returns the plan it took. */
function check(collection: Collection, filter: Document, sort: Document, skip = 0, limit = 0): string {
  const found = findDocs(collection, filter, { sort, skip, limit });
  const { plan } = findStats;
  expect({ filter, sort, skip, limit, ids: ids(found) }).toEqual({
    filter,
    sort,
    skip,
    limit,
    ids: ids(reference(collection, filter, sort, skip, limit)),
  });
  return plan;
}

function filters(rnd: () => number, owner: string): Document[] {
  const d = dates[Math.floor(rnd() * dates.length)]!;
  const id = new ObjectId();
  return [
    { owner },
    { owner: { $eq: owner }, status: 'open' },
    { $and: [{ owner: { $in: [owner] } }, { status: { $ne: 'done' } }] },
    { owner, $or: [{ at: { $lt: d } }, { at: d, _id: { $lt: id } }] }, // a page cursor
    { owner, at: { $gte: d } },
    { owner, at: { $gt: 0, $lte: 2 } },
    { owner, at: d },
    { owner, at: { $lt: 1 }, $or: [{ at: { $gte: -1 } }, { status: 'open' }] },
    { owner, score: { $gt: 1, $lte: 3 } },
    { owner, $or: [{ score: { $lt: 2 } }, { score: 'a' }] }, // one branch without a bound: no range
    { owner, at: { $lt: d, $gt: dates[5] } }, // an empty range
  ];
}

const SORTS: Array<[Document, string]> = [
  [{ at: -1, _id: -1 }, HISTORY.name],
  [{ at: 1, _id: 1 }, HISTORY.name],
  [{ score: 1 }, SCORES.name],
  [{ score: -1 }, SCORES.name], // walked backwards: ties must still come oldest first
];

function exercise(collection: Collection, rnd: () => number, owners: string[], ordered: Set<string>) {
  for (const owner of owners) {
    for (const filter of filters(rnd, owner)) {
      for (const [sort] of SORTS) {
        const skip = rnd() < 0.3 ? Math.floor(rnd() * 20) : 0;
        const limit = rnd() < 0.8 ? 1 + Math.floor(rnd() * 30) : 0;
        const plan = check(collection, filter, sort, skip, limit);
        expect({ owner, plan }).toEqual({ owner, plan: ordered.has(owner) ? 'index-order' : expect.not.stringMatching('index-order') });
      }
    }
    // Not the index's order (mixed directions, a prefix only, another field): sorted the old way.
    for (const sort of [{ at: -1, _id: 1 }, { at: -1 }, { n: 1 }]) expect(check(collection, { owner }, sort, 0, 5)).not.toBe('index-order');
  }
}

function filled(seed: number): { collection: Collection; rnd: () => number } {
  const rnd = random(seed);
  const collection = new Collection('app.tasks');
  collection.addIndex(HISTORY);
  for (let n = 0; n < 1500; n++) collection.put(randomDoc(rnd, `o${n % 3}`, n));
  collection.addIndex(SCORES); // built over existing documents
  for (let n = 1500; n < 2000; n++) collection.put(randomDoc(rnd, `o${n % 3}`, n));
  return { collection, rnd };
}

test('when a sorted list spanning many blocks gets random inserts and deletes, then it stays sorted and walks and seeks right', () => {
  const rnd = random(7);
  const list = new SortedList<{ v: number; seq: number }>((a, b) => a.v - b.v || a.seq - b.seq);
  let model: Array<{ v: number; seq: number }> = [];
  for (let step = 0; step < 30_000; step++) {
    if (model.length && rnd() < 0.35) {
      const item = model[Math.floor(rnd() * model.length)]!;
      expect(list.delete(item)).toBe(true);
      model = model.filter((x) => x !== item);
    } else {
      const item = { v: rnd() < 0.3 ? step : Math.floor(rnd() * 500), seq: step }; // appends and inserts
      list.insert(item);
      model.push(item);
    }
  }
  model.sort((a, b) => a.v - b.v || a.seq - b.seq);
  expect(list.size).toBe(model.length);
  expect(list.delete({ v: -1, seq: -1 })).toBe(false);
  expect([...list.between(list.start(), list.end())]).toEqual(model);
  expect([...list.between(list.start(), list.end(), true)]).toEqual([...model].reverse());
  const from = list.seek((x) => x.v >= 100);
  const to = list.seek((x) => x.v > 300);
  const inRange = model.filter((x) => x.v >= 100 && x.v <= 300);
  expect([...list.between(from, to)]).toEqual(inRange);
  expect([...list.between(from, to, true)]).toEqual([...inRange].reverse());
  expect([...list.between(to, from)]).toEqual([]);
});

test('when random data with ties and mixed types is queried by owner and sorted like the index, then the walk answers what a full sort does', () => {
  const { collection, rnd } = filled(1);
  exercise(collection, rnd, ['o0', 'o1', 'o2', 'nobody'], new Set(['o0', 'o1', 'o2', 'nobody']));
});

test('when documents are updated (also their sort keys), deleted and inserted, then the order stays exact', () => {
  const { collection, rnd } = filled(2);
  const all = () => [...collection.docs.values()];
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i < 300; i++) {
      const docs = all();
      const doc = docs[Math.floor(rnd() * docs.length)]!;
      const action = rnd();
      if (action < 0.5) {
        const next = { ...doc, at: randomValue(rnd), score: Math.floor(rnd() * 5) };
        if (next.at === undefined) delete next.at;
        collection.put(next);
      } else if (action < 0.6) {
        collection.put({ ...doc, owner: `o${Math.floor(rnd() * 3)}` }); // moves to another group
      } else if (action < 0.8) {
        collection.remove(valueKey(doc._id));
      } else {
        collection.put(randomDoc(rnd, `o${Math.floor(rnd() * 3)}`, 10_000 + round * 1000 + i));
      }
    }
    exercise(collection, rnd, ['o0', 'o1', 'o2'], new Set(['o0', 'o1', 'o2']));
  }
});

test('when a group holds an array, an embedded document or NaN in a sorted field, then its queries sort the old way until it is gone', () => {
  const { collection, rnd } = filled(3);
  const o0 = [...collection.docs.values()].filter((d) => d.owner === 'o0');
  const [a, b, c] = o0;
  collection.put({ ...a, at: [dates[1], 5, 'x'] }); // multikey: arrays sort by their smallest/largest element
  collection.put({ ...b, score: { nested: 1 } });
  collection.put({ ...c, at: { when: dates[2] } }); // the path "at" holds a document
  exercise(collection, rnd, ['o0', 'o1'], new Set(['o1']));
  collection.put({ ...a, at: dates[3] });
  collection.put({ ...b, score: Number.NaN });
  collection.put({ ...c, at: [] }); // an empty array sorts below null
  exercise(collection, rnd, ['o0', 'o1'], new Set(['o1']));
  collection.put({ ...b, score: 2 });
  collection.put({ ...c, at: null });
  exercise(collection, rnd, ['o0', 'o1', 'o2'], new Set(['o0', 'o1', 'o2']));
});

test('when an equality on _id picks fewer documents than the group, then devdb sorts those instead of walking', () => {
  const { collection } = filled(4);
  const doc = [...collection.docs.values()].find((d) => d.owner === 'o1')!;
  const found = findDocs(collection, { owner: 'o1', _id: doc._id }, { sort: { at: -1, _id: -1 }, limit: 1 });
  expect(ids(found)).toEqual([String(doc._id)]);
  expect(findStats).toEqual({ plan: 'index', docsExamined: 1 });
});

test('when devdb restarts (journal replay and compaction), then the ordered groups are rebuilt and answer the same', () => {
  const dbPath = tempDir();
  const rnd = random(5);
  const put = (store: Store, d: Document) => store.change({ o: 'put', db: 'app', c: 'tasks', d });
  let store = Store.open(dbPath, { compactAfterBytes: 64 * 1024 });
  store.ensureCollection('app', 'tasks');
  store.change({ o: 'createIndex', db: 'app', c: 'tasks', spec: HISTORY });
  for (let n = 0; n < 1000; n++) {
    put(store, randomDoc(rnd, `o${n % 2}`, n));
    if (n % 50 === 0) store.commit(); // the journal outgrows 64 kB: snapshots are written
  }
  store.change({ o: 'createIndex', db: 'app', c: 'tasks', spec: SCORES });
  const docs = [...store.collection('app', 'tasks')!.docs.values()];
  for (const doc of docs.slice(0, 200)) put(store, { ...doc, at: dates[Math.floor(rnd() * dates.length)] });
  for (const doc of docs.slice(200, 300)) store.change({ o: 'remove', db: 'app', c: 'tasks', id: doc._id });
  store.commit();
  const queries: Array<[Document, Document]> = [
    [{ owner: 'o0' }, { at: -1, _id: -1 }],
    [
      { owner: 'o1', $or: [{ at: { $lt: dates[3] } }, { at: dates[3], _id: { $lt: new ObjectId() } }] },
      { at: -1, _id: -1 },
    ],
    [{ owner: 'o1' }, { at: 1, _id: 1 }],
    [{ owner: 'o0', status: 'open' }, { score: 1 }],
  ];
  // The last sort has ties, whose order follows the order of loading: compare its keys, not its ids.
  const answers = (s: Store) =>
    queries.map(([filter, sort], i) =>
      findDocs(s.collection('app', 'tasks'), filter, { sort, limit: 25 }).map((d) => (i < 3 ? String(d._id) : d.score)),
    );
  const before = answers(store);
  store.close();
  expect(fs.readdirSync(dbPath)).toContain('snapshot.bson');

  store = Store.open(dbPath);
  try {
    expect(answers(store)).toEqual(before);
    const collection = store.collection('app', 'tasks')!;
    for (const [filter, sort] of queries) {
      expect(check(collection, filter, sort, 0, 25)).toBe('index-order');
      expect(findStats.docsExamined).toBeLessThan(60);
    }
  } finally {
    store.close();
  }
});

test('when one owner has 100,000 documents, then a page examines about `limit` documents, not 100,000', () => {
  const collection = new Collection('app.tasks');
  collection.addIndex({ name: 'member_at_id', key: { memberId: 1, assignedAt: -1, _id: -1 } });
  const start = Date.UTC(2026, 0, 1);
  for (let n = 0; n < 100_000; n++) {
    // Every date is shared by two documents: ties broken by _id, as the history pages are.
    collection.put({ _id: new ObjectId(), memberId: 'm1', title: `t${n}`, assignedAt: new Date(start - Math.floor(n / 2) * 60_000) });
  }
  const sort = { assignedAt: -1, _id: -1 };
  const first = findDocs(collection, { memberId: 'm1' }, { sort, limit: 11 });
  expect(findStats).toEqual({ plan: 'index-order', docsExamined: 11 });
  const last = first[9]!;
  const cursor = {
    memberId: 'm1',
    $or: [{ assignedAt: { $lt: last.assignedAt } }, { assignedAt: last.assignedAt, _id: { $lt: last._id } }],
  };
  const second = findDocs(collection, cursor, { sort, limit: 11 });
  expect(findStats.plan).toBe('index-order');
  expect(findStats.docsExamined).toBeLessThanOrEqual(13); // the cursor's own date: at most two documents before the page
  expect(ids(second.slice(0, 1))).toEqual(ids(first.slice(10, 11)));
  expect(ids([...first.slice(0, 10), ...second])).toEqual(ids(reference(collection, { memberId: 'm1' }, sort, 0, 21)));

  findDocs(collection, { memberId: 'm1' }, { sort: { assignedAt: 1, _id: 1 }, skip: 50, limit: 10 }); // oldest first
  expect(findStats).toEqual({ plan: 'index-order', docsExamined: 60 });
  findDocs(collection, { memberId: 'm1', assignedAt: { $lt: new Date(start - 40_000 * 60_000) } }, { sort, limit: 5 });
  expect(findStats).toEqual({ plan: 'index-order', docsExamined: 5 }); // the range starts the walk deep inside
  findDocs(collection, { memberId: 'm1' }, { sort: { title: 1 }, limit: 11 }); // no index has that order
  expect(findStats).toEqual({ plan: 'index', docsExamined: 100_000 });
});

test('when the history query comes over the wire, then the server walks the index too', async () => {
  const db = await startDevDb();
  try {
    await withClient(db.uri, async (client) => {
      const tasks = client.db('app').collection('tasks');
      await tasks.createIndex({ memberId: 1, assignedAt: -1, _id: -1 });
      const start = Date.UTC(2026, 0, 1);
      await tasks.insertMany(Array.from({ length: 5000 }, (_, n) => ({ memberId: 'm1', n, assignedAt: new Date(start - n * 60_000) })));
      const page = await tasks.find({ memberId: 'm1' }).sort({ assignedAt: -1, _id: -1 }).limit(11).toArray();
      expect(page.map((t) => t.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(findStats).toEqual({ plan: 'index-order', docsExamined: 11 });
      const oldest = await tasks.findOne({ memberId: 'm1' }, { sort: { assignedAt: 1, _id: 1 } });
      expect(oldest?.n).toBe(4999);
      expect(findStats).toEqual({ plan: 'index-order', docsExamined: 1 });
    });
  } finally {
    await db.stop();
  }
});
