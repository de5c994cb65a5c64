// The period figures of issue 50: a range $match with a $sort on an index walks the range only, and
// the expressions services/*/src/insights use ($sortArray, $let, $toInt, date arithmetic) answer as MongoDB does.
import { Schema, type Connection } from 'mongoose';
import { findStats } from '../src';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let conn: Connection;
const DAY = 86_400_000;
const T0 = Date.UTC(2025, 0, 1);

beforeAll(async () => {
  db = await openTestDb();
  conn = db.conn;
  const schema = new Schema({ n: Number, at: Date, took: Number });
  schema.index({ at: -1, _id: -1 });
  const Item = conn.model('Item', schema);
  await Item.init();
  await Item.insertMany(Array.from({ length: 1000 }, (_, n) => ({ n, at: new Date(T0 + n * DAY), took: n % 7 })));
});
afterAll(() => db.close());

const Item = () => conn.model('Item');

test('when a range $match is followed by a $sort on an index, then only the documents in the range are examined', async () => {
  const rows = await Item().aggregate([
    { $match: { at: { $gte: new Date(T0 + 100 * DAY), $lt: new Date(T0 + 110 * DAY) } } },
    { $sort: { at: 1, _id: 1 } },
    { $group: { _id: null, n: { $sum: 1 }, first: { $first: '$n' } } },
  ]);
  expect(rows).toEqual([{ _id: null, n: 10, first: 100 }]);
  if (!process.env.MONGODB_URI) expect(findStats.docsExamined).toBeLessThanOrEqual(12);
});

test('when durations are sorted, counted and picked by rank in an expression, then median and p90 are the known values', async () => {
  const rows = await Item().aggregate([
    { $match: { at: { $gte: new Date(T0), $lt: new Date(T0 + 10 * DAY) } } },
    { $sort: { at: 1, _id: 1 } },
    {
      $group: {
        _id: null,
        took: { $push: { $cond: [{ $eq: ['$n', 3] }, null, { $subtract: [{ $add: ['$at', '$n'] }, '$at'] }] } },
        week: { $max: { $floor: { $divide: [{ $subtract: ['$at', new Date(T0)] }, 7 * DAY] } } },
      },
    },
    {
      $project: {
        _id: 0,
        week: 1,
        sorted: { $sortArray: { input: { $filter: { input: '$took', cond: { $ne: ['$$this', null] } } }, sortBy: 1 } },
        mid: { $let: { vars: { s: [5, 1, 3] }, in: { $arrayElemAt: [{ $sortArray: { input: '$$s', sortBy: 1 } }, { $toInt: 1.0 }] } } },
      },
    },
  ]);
  expect(rows).toEqual([{ week: 1, sorted: [0, 1, 2, 4, 5, 6, 7, 8, 9], mid: 3 }]);
});
