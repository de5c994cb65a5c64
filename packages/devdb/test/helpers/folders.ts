import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';

export const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-test-'));

export async function withClient<T>(uri: string, fn: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}
