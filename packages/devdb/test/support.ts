// The database these tests talk to: devdb in-process by default, a real MongoDB when MONGODB_URI is
// set, so the same suite can compare the two wherever a real server exists.
import mongoose from 'mongoose';
import { randomUUID } from 'node:crypto';
import { startDevDb } from '../src';

export async function openTestDb() {
  const external = process.env.MONGODB_URI;
  const devdb = external ? null : await startDevDb();
  const uri = external ?? devdb!.uri;
  const dbName = `conformance_${randomUUID().slice(0, 8)}`;
  const conn = await mongoose.createConnection(uri, { dbName, bufferCommands: false }).asPromise();
  return {
    uri,
    conn,
    async close() {
      if (external) await conn.dropDatabase();
      await conn.close();
      await devdb?.stop();
    },
  };
}
