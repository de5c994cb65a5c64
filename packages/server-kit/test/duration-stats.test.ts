import { startDevDb, type DevDb } from '@agency/devdb';
import { MongoClient } from 'mongodb';
import { durationStats, durationStatsExpression } from '../src/duration-stats';

// Small sets whose figures are known by hand; the aggregation expression must give the same as JavaScript.
const SETS: Array<[number[], { count: number; medianMs: number | null; p90Ms: number | null }]> = [
  [[], { count: 0, medianMs: null, p90Ms: null }],
  [[7], { count: 1, medianMs: 7, p90Ms: 7 }],
  [[4, 1], { count: 2, medianMs: 2.5, p90Ms: 4 }],
  [[3, 1, 2], { count: 3, medianMs: 2, p90Ms: 3 }],
  [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1], { count: 10, medianMs: 5.5, p90Ms: 9 }],
  // 0.9 × 30 is 27.000000000000004 in floating point: the 27th value, not the 28th.
  [Array.from({ length: 30 }, (_, i) => i + 1), { count: 30, medianMs: 15.5, p90Ms: 27 }],
];

describe('duration stats', () => {
  let devdb: DevDb;
  let client: MongoClient;
  beforeAll(async () => {
    devdb = await startDevDb();
    client = await MongoClient.connect(devdb.uri);
  });
  afterAll(async () => {
    await client.close();
    await devdb.stop();
  });

  test.each(SETS)('when the durations are %j, then JavaScript and the aggregation give %j', async (values, expected) => {
    expect(durationStats(values)).toEqual(expected);
    const coll = client.db('stats').collection('one');
    await coll.deleteMany({});
    await coll.insertOne({ values: [...values, null] });
    const [row] = await coll.aggregate([{ $project: { _id: 0, stats: durationStatsExpression('$values') } }]).toArray();
    expect(row!.stats).toEqual(expected);
  });
});
