import { Schema, type Connection } from 'mongoose';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let conn: Connection;

const userSchema = new Schema(
  { email: { type: String, unique: true, required: true }, name: String, tags: [String] },
  { timestamps: true },
);
const postSchema = new Schema({
  title: String,
  author: { type: Schema.Types.ObjectId, ref: 'User' },
  votes: [{ by: String, score: Number }],
});

beforeAll(async () => {
  db = await openTestDb();
  conn = db.conn;
  conn.model('User', userSchema);
  conn.model('Post', postSchema);
  await conn.model('User').init();
});
afterAll(() => db.close());

const User = () => conn.model('User');
const Post = () => conn.model('Post');

test('when a document is created, then it reads back by id with timestamps and as lean data', async () => {
  const created = await User().create({ email: 'asha@example.com', name: 'Asha' });
  const found = await User().findById(created._id).lean<{ name: string; createdAt: Date; _id: unknown }>();
  expect(found?.name).toBe('Asha');
  expect(found?.createdAt).toBeInstanceOf(Date);
  expect(String(found?._id)).toBe(String(created._id));
});

test('when a second account uses the same e-mail, then mongoose raises E11000 with the key', async () => {
  await User().create({ email: 'dup@example.com' });
  await expect(User().create({ email: 'dup@example.com' })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { email: 1 },
    keyValue: { email: 'dup@example.com' },
  });
  expect(await User().countDocuments({ email: 'dup@example.com' })).toBe(1);
});

test('when a post refers to its author, then populate fills the author in', async () => {
  const author = await User().create({ email: 'ravi@example.com', name: 'Ravi' });
  await Post().create({ title: 'Hello', author: author._id });
  const post = await Post().findOne({ title: 'Hello' }).populate('author').lean<{ author: { name: string } }>();
  expect(post?.author.name).toBe('Ravi');
});

test('when more than 101 documents match, then every one arrives through getMore batches', async () => {
  const Item = conn.model('Item', new Schema({ n: Number }));
  await Item.insertMany(Array.from({ length: 250 }, (_, n) => ({ n })));
  const all = await Item.find().sort({ n: -1 }).lean<Array<{ n: number }>>();
  expect(all).toHaveLength(250);
  expect(all[0]?.n).toBe(249);
  let streamed = 0;
  for await (const _ of Item.find().batchSize(7).cursor()) streamed++;
  expect(streamed).toBe(250);
  expect(await Item.countDocuments({ n: { $gte: 100 } })).toBe(150);
  expect(
    await Item.find({ n: { $gte: 100 } })
      .skip(10)
      .limit(5)
      .countDocuments(),
  ).toBe(5);
  expect(
    (
      await Item.find({ n: { $lt: 10 } })
        .select({ n: 1, _id: 0 })
        .sort({ n: 1 })
        .lean()
    )[0],
  ).toEqual({ n: 0 });
});

test('when an upsert finds nothing, then it inserts with $setOnInsert; when it finds one, $setOnInsert is skipped', async () => {
  const first = await User()
    .findOneAndUpdate(
      { email: 'new@example.com' },
      { $set: { name: 'New' }, $setOnInsert: { tags: ['fresh'] } },
      { upsert: true, returnDocument: 'after' },
    )
    .lean<{ name: string; tags: string[] }>();
  expect(first).toMatchObject({ name: 'New', tags: ['fresh'] });
  const second = await User()
    .findOneAndUpdate(
      { email: 'new@example.com' },
      { $set: { name: 'Renamed' }, $setOnInsert: { tags: ['again'] } },
      { upsert: true, returnDocument: 'after' },
    )
    .lean<{ name: string; tags: string[] }>();
  expect(second).toMatchObject({ name: 'Renamed', tags: ['fresh'] });
  const res = await User().updateOne({ email: 'upsert2@example.com' }, { $set: { name: 'U2' } }, { upsert: true });
  expect(res.upsertedCount).toBe(1);
});

test('when a bulk write partly fails on a duplicate, then the rest is written and the error names the index', async () => {
  await User().create({ email: 'taken@example.com' });
  const err = await User()
    .insertMany([{ email: 'b1@example.com' }, { email: 'taken@example.com' }, { email: 'b2@example.com' }], { ordered: false })
    .catch((e: unknown) => e as { code: number; writeErrors: Array<{ index: number; code: number }> });
  expect(err).toMatchObject({ code: 11000 });
  expect(await User().countDocuments({ email: { $in: ['b1@example.com', 'b2@example.com'] } })).toBe(2);
  const bulk = await User().bulkWrite(
    [
      { insertOne: { document: { email: 'bw1@example.com' } } },
      { updateOne: { filter: { email: 'bw1@example.com' }, update: { $set: { name: 'BW' } } } },
      { deleteOne: { filter: { email: 'b1@example.com' } } },
    ],
    { ordered: true },
  );
  expect(bulk.insertedCount).toBe(1);
  expect(bulk.modifiedCount).toBe(1);
  expect(bulk.deletedCount).toBe(1);
});

test('when arrays are updated with positional $ and arrayFilters, then only the matching elements change', async () => {
  const post = await Post().create({
    title: 'Votes',
    votes: [
      { by: 'a', score: 1 },
      { by: 'b', score: 2 },
    ],
  });
  await Post().updateOne({ _id: post._id, 'votes.by': 'b' }, { $inc: { 'votes.$.score': 10 } });
  await Post().updateOne({ _id: post._id }, { $set: { 'votes.$[v].score': 0 } }, { arrayFilters: [{ 'v.by': 'a' }] });
  const after = await Post().findById(post._id).lean<{ votes: Array<{ by: string; score: number }> }>();
  expect(after?.votes.map((v) => [v.by, v.score])).toEqual([
    ['a', 0],
    ['b', 12],
  ]);
});

test('when many documents change at once, then updateMany, distinct and deleteMany agree', async () => {
  await User().insertMany([
    { email: 'm1@x.io', tags: ['red', 'blue'] },
    { email: 'm2@x.io', tags: ['blue'] },
  ]);
  const res = await User().updateMany({ tags: 'blue' }, { $addToSet: { tags: 'green' } });
  expect(res.modifiedCount).toBe(2);
  expect((await User().distinct('tags', { email: /^m\d@x\.io$/ })).sort()).toEqual(['blue', 'green', 'red']);
  const del = await User().deleteMany({ email: /^m\d@x\.io$/ });
  expect(del.deletedCount).toBe(2);
});

test('when a result is larger than one 16 MB reply, then it arrives whole over several batches', async () => {
  const Blob = conn.model('Blob', new Schema({ n: Number, data: String }));
  const data = 'x'.repeat(100_000);
  for (let start = 0; start < 200; start += 50) await Blob.insertMany(Array.from({ length: 50 }, (_, i) => ({ n: start + i, data })));
  const all = await Blob.find().batchSize(1000).sort({ n: 1 }).lean<Array<{ n: number; data: string }>>();
  expect(all.map((b) => b.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
  expect(all.every((b) => b.data.length === 100_000)).toBe(true);
});
