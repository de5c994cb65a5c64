import { Schema, type Connection } from 'mongoose';
import { openTestDb } from './support';

// Only meaningful against devdb: a real MongoDB supports these.
const devdbOnly = process.env.MONGODB_URI ? describe.skip : describe;

let db: Awaited<ReturnType<typeof openTestDb>>;
let conn: Connection;

beforeAll(async () => {
  db = await openTestDb();
  conn = db.conn;
  await conn.model('Note', new Schema({ text: String })).create({ text: 'hello' });
});
afterAll(() => db.close());

const Note = () => conn.model('Note');

devdbOnly('devdb refuses what it cannot answer correctly', () => {
  test('when a query uses an unknown operator, then the error names it', async () => {
    await expect(Note().collection.findOne({ text: { $bogus: 1 } })).rejects.toThrow(/\$bogus/);
  });

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

  test('when an update uses an unknown modifier, then the error names it and nothing changes', async () => {
    await expect(Note().collection.updateOne({ text: 'hello' }, { $frobnicate: { text: 'x' } } as never)).rejects.toThrow(/\$frobnicate/);
    expect(await Note().countDocuments({ text: 'hello' })).toBe(1);
  });

  test('when an unknown command is sent, then the error names it', async () => {
    await expect(conn.db!.command({ fooBar: 1 })).rejects.toMatchObject({ code: 59, message: expect.stringContaining('fooBar') });
  });

  test('when a change stream is opened, then it is refused', async () => {
    const stream = Note().collection.watch();
    await expect(stream.tryNext()).rejects.toThrow(/changeStream/);
    await stream.close();
  });
});
