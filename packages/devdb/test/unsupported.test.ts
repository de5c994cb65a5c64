import { Decimal128 } from 'bson';
import { Schema, type Connection } from 'mongoose';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let conn: Connection;

beforeAll(async () => {
  db = await openTestDb();
  conn = db.conn;
  await conn.model('Note', new Schema({ text: String })).create({ text: 'hello' });
});
afterAll(() => db.close());

const Note = () => conn.model('Note');

describe('errors MongoDB itself raises', () => {
  test('when a query uses an unknown operator, then the error names it', async () => {
    await expect(Note().collection.findOne({ text: { $bogus: 1 } })).rejects.toThrow(/\$bogus/);
  });

  test('when an update uses an unknown modifier, then the error names it and nothing changes', async () => {
    await expect(Note().collection.updateOne({ text: 'hello' }, { $frobnicate: { text: 'x' } } as never)).rejects.toThrow(/\$frobnicate/);
    expect(await Note().countDocuments({ text: 'hello' })).toBe(1);
  });

  test('when an unknown command is sent, then the error names it', async () => {
    await expect(conn.db!.command({ fooBar: 1 })).rejects.toMatchObject({ code: 59, message: expect.stringContaining('fooBar') });
  });
});

// A real MongoDB supports these; devdb refuses them loudly rather than answer differently.
const devdbOnly = process.env.MONGODB_URI ? describe.skip : describe;

devdbOnly('devdb refuses what it cannot answer correctly', () => {
  test('when a query uses $where or $text, then it is refused as unsupported', async () => {
    await expect(Note().collection.findOne({ $where: 'true' })).rejects.toMatchObject({
      codeName: 'CommandNotSupported',
      message: expect.stringContaining('$where'),
    });
    await expect(Note().collection.findOne({ $text: { $search: 'x' } })).rejects.toThrow(/\$text/);
  });

  test('when a find asks for a collation, then it is refused rather than ignored', async () => {
    await expect(
      Note()
        .collection.find({}, { collation: { locale: 'en', strength: 2 } })
        .toArray(),
    ).rejects.toThrow(/collation/);
  });

  test('when a pipeline writes with $out or $merge, then it is refused', async () => {
    await expect(Note().aggregate([{ $out: 'copy' }])).rejects.toThrow(/\$out/);
    await expect(Note().aggregate([{ $merge: { into: 'copy' } }])).rejects.toThrow(/\$merge/);
  });

  test('when a change stream is opened, then it is refused', async () => {
    const stream = Note().collection.watch();
    await expect(stream.tryNext()).rejects.toThrow(/changeStream/);
    await stream.close();
  });

  test('when Decimal128 values would be compared, sorted or aggregated, then devdb refuses', async () => {
    const prices = conn.db!.collection('prices');
    await prices.insertMany([{ amount: Decimal128.fromString('10.50') }, { amount: Decimal128.fromString('9.5') }]);
    expect(await prices.countDocuments()).toBe(2); // storing and reading them back is fine
    await expect(prices.find({ amount: { $gt: 5 } }).toArray()).rejects.toThrow(/Decimal128/);
    await expect(prices.find().sort({ amount: 1 }).toArray()).rejects.toThrow(/Decimal128/);
    await expect(prices.aggregate([{ $group: { _id: null, total: { $sum: '$amount' } } }]).toArray()).rejects.toThrow(/Decimal128/);
    await expect(prices.updateMany({}, { $inc: { amount: 1 } })).rejects.toThrow(/Decimal128/);
    await expect(prices.updateMany({}, [{ $set: { doubled: { $multiply: ['$amount', 2] } } }])).rejects.toThrow(/Decimal128/);
  });

  test('when a collection asks for a validator or an index is a text index, then it is refused', async () => {
    await expect(conn.db!.createCollection('checked', { validator: { name: { $type: 'string' } } })).rejects.toThrow(/validator/);
    await expect(Note().collection.createIndex({ text: 'text' })).rejects.toThrow(/text indexes/);
  });

  test('when a transaction is started, then it fails the way a standalone MongoDB fails it', async () => {
    const session = conn.getClient().startSession();
    await expect(session.withTransaction(() => Note().create([{ text: 'in a transaction' }], { session }))).rejects.toThrow(
      /replica set|Transaction|retryable writes/,
    );
    await session.endSession();
    expect(await Note().countDocuments({ text: 'in a transaction' })).toBe(0);
  });
});
