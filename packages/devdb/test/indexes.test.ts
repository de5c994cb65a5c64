import type { Connection } from 'mongoose';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let raw: NonNullable<Connection['db']>; // the driver mongoose itself uses

beforeAll(async () => {
  db = await openTestDb();
  raw = db.conn.db!;
});
afterAll(() => db.close());

test('when a unique index covers an array field, then two documents may not share an element', async () => {
  const c = raw.collection('skills');
  await c.createIndex({ skills: 1 }, { unique: true });
  await c.insertOne({ skills: ['go', 'go', 'rust'] }); // repeats inside one document are fine
  await expect(c.insertOne({ skills: ['ts', 'rust'] })).rejects.toMatchObject({ code: 11000, keyValue: { skills: 'rust' } });
  await c.insertOne({ skills: ['ts'] });
});

test('when a unique index is compound, then only the full combination must be unique', async () => {
  const c = raw.collection('slots');
  await c.createIndex({ day: 1, hour: 1 }, { unique: true, name: 'day_hour' });
  await c.insertMany([
    { day: 1, hour: 9 },
    { day: 1, hour: 10 },
    { day: 2, hour: 9 },
  ]);
  await expect(c.insertOne({ day: 1, hour: 9 })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { day: 1, hour: 1 },
    keyValue: { day: 1, hour: 9 },
    message: expect.stringContaining('day_hour'),
  });
  await expect(c.updateOne({ day: 2 }, { $set: { day: 1, hour: 10 } })).rejects.toMatchObject({ code: 11000 });
  expect(await c.countDocuments({ day: 2 })).toBe(1);
});

test('when a unique index is sparse, then any number of documents may lack the field', async () => {
  const c = raw.collection('sparse');
  await c.createIndex({ handle: 1 }, { unique: true, sparse: true });
  await c.insertMany([{ n: 1 }, { n: 2 }, { handle: 'a' }]);
  await expect(c.insertOne({ handle: 'a' })).rejects.toMatchObject({ code: 11000 });
  expect(await c.countDocuments({ handle: null })).toBe(2);
});

test('when a unique index is partial, then only the documents matching its filter must be unique', async () => {
  const c = raw.collection('partial');
  await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
  await c.insertMany([
    { email: 'a@x.io', active: false },
    { email: 'a@x.io', active: false },
    { email: 'a@x.io', active: true },
  ]);
  await expect(c.insertOne({ email: 'a@x.io', active: true })).rejects.toMatchObject({ code: 11000 });
  expect(await c.countDocuments({ email: 'a@x.io' })).toBe(3);
});

test('when a unique index is created over existing duplicates, then it is refused and not created', async () => {
  const c = raw.collection('late');
  await c.insertMany([{ k: 1 }, { k: 1 }]);
  await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
});

test('when an index is created again, then the same spec is accepted and a clashing one refused', async () => {
  const c = raw.collection('again');
  await c.createIndex({ a: 1 }, { name: 'a' });
  await c.createIndex({ a: 1 }, { name: 'a' });
  await expect(c.createIndex({ b: 1 }, { name: 'a' })).rejects.toMatchObject({ code: 86 });
  await expect(c.createIndex({ a: 1 }, { name: 'other' })).rejects.toMatchObject({ code: 85 });
  await c.dropIndex('a');
  expect((await c.indexes()).map((i) => i.name)).toEqual(['_id_']);
  await expect(c.dropIndex('a')).rejects.toMatchObject({ code: 27 });
});

test('when an unordered bulk insert hits a duplicate, then the others are written and writeErrors name the index', async () => {
  const c = raw.collection('bulk');
  await c.createIndex({ email: 1 }, { unique: true });
  await c.insertOne({ email: 'taken@x.io' });
  const error = await c
    .insertMany([{ email: 'one@x.io' }, { email: 'taken@x.io' }, { email: 'two@x.io' }], { ordered: false })
    .catch((e: { writeErrors: Array<{ index: number; code: number; errmsg: string }>; result: { insertedCount: number } }) => e);
  expect(error).toMatchObject({ code: 11000 });
  const [writeError] = (error as { writeErrors: Array<{ index: number; code: number; errmsg: string }> }).writeErrors;
  expect(writeError).toMatchObject({ index: 1, code: 11000 });
  expect(writeError!.errmsg).toContain('email_1');
  expect(await c.countDocuments()).toBe(3);
});
