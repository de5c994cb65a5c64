// TTL indexes: MongoDB deletes documents once their date plus expireAfterSeconds has passed (its
// monitor runs every 60 s, too slow to wait for here), so this runs against devdb with a fast monitor.
import { MongoClient } from 'mongodb';
import { startDevDb, type DevDb } from '../src';

let db: DevDb;
let client: MongoClient;
beforeAll(async () => {
  db = await startDevDb({ ttlMonitorIntervalMs: 50 });
  client = await MongoClient.connect(db.uri);
});
afterAll(async () => {
  await client.close();
  await db.stop();
});

const waitFor = async (check: () => Promise<boolean>, ms = 3000) => {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 25))) if (await check()) return;
  throw new Error('timed out');
};

test('when a document passes its TTL date, then it is deleted and documents still in time or without a date stay', async () => {
  const tokens = client.db('app').collection('tokens');
  await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  const now = Date.now();
  await tokens.insertMany([
    { name: 'old', expiresAt: new Date(now - 1000) },
    { name: 'soon', expiresAt: new Date(now + 300) },
    { name: 'later', expiresAt: new Date(now + 60_000) },
    { name: 'no date', expiresAt: 'tomorrow' },
  ]);
  await waitFor(async () => (await tokens.countDocuments()) === 2);
  expect((await tokens.find().toArray()).map((t) => t.name).sort()).toEqual(['later', 'no date']);
});

test('when expireAfterSeconds is set, then a document lives that long after its date', async () => {
  const sessions = client.db('app').collection('sessions');
  await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
  await sessions.insertMany([
    { name: 'stale', createdAt: new Date(Date.now() - 3601_000) },
    { name: 'fresh', createdAt: new Date() },
  ]);
  await waitFor(async () => (await sessions.countDocuments()) === 1);
  expect((await sessions.findOne())?.name).toBe('fresh');
});
