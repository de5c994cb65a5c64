import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb } from '@agency/server-kit';
import type { Connection } from 'mongoose';
import { createStreamLeaseRepository, STREAM_LEASE_COLLECTION } from '../src/threads/stream-lease-repository';

const ACCOUNT = '64b00000000000000000f001';

describe('stream leases', () => {
  let devdb: DevDb;
  let db: Connection;
  beforeAll(async () => {
    devdb = await startDevDb();
    db = await connectDb(devdb.uri, 'agency_user_stream_leases', { serverSelectionTimeoutMS: 500 });
  });
  afterAll(async () => {
    await db.close(true);
    await devdb.stop();
  });

  test('when expired slots are swept away between the read and the take-over, then ten parallel claims still get the ten slots', async () => {
    const expired = createStreamLeaseRepository(db, 30_000);
    const longAgo = new Date(Date.now() - 60_000);
    for (let i = 0; i < 10; i++) await expired.claim(ACCOUNT, 10, longAgo);
    // What the TTL index does on its own schedule: every claim read the expired slots, then they vanish.
    const leases = db.collection(STREAM_LEASE_COLLECTION);
    const find = leases.find.bind(leases);
    let reads = 0;
    const allRead = new Promise<void>((resolve) => {
      leases.find = ((...args: Parameters<typeof find>) => {
        const cursor = find(...args);
        const toArray = cursor.toArray.bind(cursor);
        cursor.toArray = async () => {
          const docs = await toArray();
          if (++reads === 10) resolve();
          await allRead;
          return docs;
        };
        return cursor;
      }) as typeof find;
    });
    const fresh = createStreamLeaseRepository(db, 30_000);
    const claims = Array.from({ length: 10 }, () => fresh.claim(ACCOUNT, 10));
    await allRead;
    await leases.deleteMany({ account: ACCOUNT });
    const got = await Promise.all(claims);
    leases.find = find;
    expect(got.every((lease) => lease !== null)).toBe(true);
    expect(new Set(got.map((lease) => lease!.id)).size).toBe(10);
    expect(await fresh.claim(ACCOUNT, 10)).toBeNull();
  });
});
