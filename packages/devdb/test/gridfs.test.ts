// GridFS (mongoose's GridFSBucket) is plain collections and indexes to the server: the user service's
// thread files rely on it working on devdb exactly as on a real MongoDB (MONGODB_URI runs the same).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const bucket = () => new mongoose.mongo.GridFSBucket(db.conn.db!, { bucketName: 'files', chunkSizeBytes: 64 * 1024 });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('when a file of several chunks is stored, then it reads back byte for byte with its length and metadata', async () => {
  const data = Buffer.from(Array.from({ length: 200 * 1024 + 7 }, (_, i) => i % 251));
  const upload = bucket().openUploadStream('logo.png', { metadata: { requestId: 'r1' } });
  await pipeline(Readable.from([data]), upload);

  expect(Buffer.compare(await readAll(bucket().openDownloadStream(upload.id)), data)).toBe(0);
  const [file] = await bucket().find({ _id: upload.id }).toArray();
  expect(file).toMatchObject({ filename: 'logo.png', length: data.length, chunkSize: 64 * 1024, metadata: { requestId: 'r1' } });
  expect(await db.conn.collection('files.chunks').countDocuments({ files_id: upload.id })).toBe(4);
});

test('when a range is read, then only those bytes come back', async () => {
  const data = Buffer.from(Array.from({ length: 150 * 1024 }, (_, i) => i % 13));
  const upload = bucket().openUploadStream('range.bin');
  await pipeline(Readable.from([data]), upload);
  const part = await readAll(bucket().openDownloadStream(upload.id, { start: 60 * 1024, end: 70 * 1024 }));
  expect(Buffer.compare(part, data.subarray(60 * 1024, 70 * 1024))).toBe(0);
});

test('when a file is deleted, then its chunks go too and reading it fails as file not found', async () => {
  const upload = bucket().openUploadStream('gone.txt');
  await pipeline(Readable.from([Buffer.alloc(100 * 1024, 1)]), upload);
  await bucket().delete(upload.id);
  expect(await db.conn.collection('files.chunks').countDocuments({ files_id: upload.id })).toBe(0);
  await expect(readAll(bucket().openDownloadStream(upload.id))).rejects.toThrow(/FileNotFound|file not found/i);
});

test('when the bucket is first used, then its chunk index is unique on (files_id, n)', async () => {
  const indexes = await db.conn.collection('files.chunks').indexes();
  expect(indexes.find((index) => index.name === 'files_id_1_n_1')).toMatchObject({ key: { files_id: 1, n: 1 }, unique: true });
});
