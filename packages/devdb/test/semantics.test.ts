import { Timestamp } from 'bson';
import type { Connection } from 'mongoose';
import { openTestDb } from './support';

// MongoDB's own behaviour, so these hold against devdb and against a real server (MONGODB_URI).
let db: Awaited<ReturnType<typeof openTestDb>>;
let raw: NonNullable<Connection['db']>; // the driver mongoose itself uses

beforeAll(async () => {
  db = await openTestDb();
  raw = db.conn.db!;
});
afterAll(() => db.close());

describe('sorting', () => {
  beforeAll(async () => {
    await raw.collection('sorting').insertMany([
      { _id: 1 as never, a: [5, 1], t: 'x' },
      { _id: 2 as never, a: 3, t: 2 },
      { _id: 3 as never, a: [], t: null },
      { _id: 4 as never, t: new Date(0) },
      { _id: 5 as never, a: [2, 4], t: true },
    ]);
  });
  const order = async (sort: Record<string, 1 | -1>) =>
    (await raw.collection('sorting').find({}, { sort }).toArray()).map((d) => d._id as unknown as number);

  test('when sorting ascending by an array field, then each array counts as its smallest element', async () => {
    expect(await order({ a: 1, _id: 1 })).toEqual([3, 4, 1, 5, 2]);
  });

  test('when sorting descending by an array field, then each array counts as its largest element', async () => {
    expect(await order({ a: -1, _id: 1 })).toEqual([1, 5, 2, 4, 3]);
  });

  test('when values of different types are sorted, then they follow the BSON type order', async () => {
    expect(await order({ t: 1 })).toEqual([3, 2, 1, 5, 4]); // null < number < string < boolean < date
  });
});

describe('updates that MongoDB refuses', () => {
  beforeEach(async () => {
    await raw.collection('strict').deleteMany({});
    await raw.collection('strict').insertOne({ _id: 1 as never, name: 'a', n: 1, list: [1], nested: 5 });
  });
  const strict = () => raw.collection('strict');

  test('when $inc targets a string, then the update fails with TypeMismatch and nothing changes', async () => {
    await expect(strict().updateOne({ _id: 1 as never }, { $inc: { name: 1, n: 1 } })).rejects.toMatchObject({ code: 14 });
    expect(await strict().findOne({ _id: 1 as never })).toMatchObject({ name: 'a', n: 1 });
  });

  test('when $push targets a number, then the update fails naming the field', async () => {
    await expect(strict().updateOne({ _id: 1 as never }, { $push: { n: 2 } as never })).rejects.toMatchObject({
      code: 2,
      message: expect.stringContaining("'n'"),
    });
  });

  test('when $set goes through a number, then the update fails with PathNotViable', async () => {
    await expect(strict().updateOne({ _id: 1 as never }, { $set: { 'nested.deeper': 1 } })).rejects.toMatchObject({ code: 28 });
  });

  test('when $set and $setOnInsert name the same field, then the update is refused as conflicting', async () => {
    await expect(
      strict().updateOne({ _id: 2 as never }, { $set: { x: 1 }, $setOnInsert: { x: 2 } }, { upsert: true }),
    ).rejects.toMatchObject({ code: 40 });
  });
});

test('when a replacement upsert inserts, then the new document gets an _id, stored first', async () => {
  const res = await raw.collection('replace').replaceOne({ key: 'k' }, { value: 1 }, { upsert: true });
  const doc = await raw.collection('replace').findOne({ value: 1 });
  expect(String(doc?._id)).toBe(String(res.upsertedId));
  expect(Object.keys(doc!)[0]).toBe('_id');
});

test('when a document is inserted with _id last, then it is stored and returned with _id first', async () => {
  await raw.collection('order').insertOne({ b: 1, _id: 'x' as never });
  expect(Object.keys((await raw.collection('order').findOne({}))!)).toEqual(['_id', 'b']);
});

test('when $currentDate asks for a timestamp, then the field holds a BSON Timestamp', async () => {
  await raw.collection('dates').insertOne({ _id: 1 as never });
  await raw.collection('dates').updateOne({ _id: 1 as never }, { $currentDate: { at: true, ts: { $type: 'timestamp' } } as never });
  const doc = await raw.collection('dates').findOne({ _id: 1 as never });
  expect(doc?.at).toBeInstanceOf(Date);
  expect(doc?.ts).toBeInstanceOf(Timestamp);
});

test('when an indexed array field is compared with a whole array, then the document is still found', async () => {
  const tags = raw.collection('tags');
  await tags.createIndex({ tags: 1 });
  await tags.insertMany([{ tags: ['a', 'b'] }, { tags: ['b'] }]);
  expect(await tags.countDocuments({ tags: { $eq: ['a', 'b'] } })).toBe(1);
  expect(await tags.countDocuments({ tags: 'b' })).toBe(2);
});

test('when a query combines an indexed equality with $and and $in, then it answers like a scan would', async () => {
  const people = raw.collection('people');
  await people.createIndex({ team: 1, joined: -1 });
  await people.insertMany([
    { team: 'web', joined: 3, name: 'a' },
    { team: 'web', joined: 1, name: 'b' },
    { team: 'iot', joined: 2, name: 'c' },
    { name: 'd' },
  ]);
  const names = async (filter: object) => (await people.find(filter, { sort: { name: 1 } }).toArray()).map((p) => p.name);
  expect(await names({ team: 'web' })).toEqual(['a', 'b']);
  expect(await names({ $and: [{ team: { $in: ['iot', 'web'] } }, { joined: { $gte: 2 } }] })).toEqual(['a', 'c']);
  expect(await names({ team: null })).toEqual(['d']);
});
