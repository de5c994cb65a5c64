// devdb through mongoose: insert and findById throughput, the share of time spent inside the server,
// and findOne by a unique field at 100k documents against findById (an index must make them alike).
import mongoose, { Schema } from 'mongoose';
import { startDevDb } from '../src';
import { serverTime } from '../src/server-timing';

type Row = { metric: string; value: string; target?: string; met?: boolean };

async function timeOps(count: number, op: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await op(i);
  return (performance.now() - started) / count; // ms per op
}

export async function benchDevDb(): Promise<Row[]> {
  const db = await startDevDb();
  const conn = await mongoose.createConnection(db.uri, { dbName: 'bench', bufferCommands: false }).asPromise();
  try {
    const Account = conn.model('Account', new Schema({ email: { type: String, unique: true }, name: String }));
    await Account.init();
    const total = 100_000;
    const chunk = 5_000;
    for (let start = 0; start < total; start += chunk) {
      await Account.insertMany(
        Array.from({ length: chunk }, (_, i) => ({ email: `user${start + i}@example.com`, name: `User ${start + i}` })),
        { lean: true },
      );
    }
    const ids = (await Account.find({}, { _id: 1 }).limit(2000).lean()).map((d) => d._id);

    serverTime.reset();
    const insertMs = await timeOps(2000, (i) => Account.create({ email: `extra${i}@example.com`, name: 'x' }));
    const insertServerShare = serverTime.totalMs / (insertMs * 2000);

    serverTime.reset();
    const byIdMs = await timeOps(2000, (i) => Account.findById(ids[i % ids.length]).lean());
    const byIdServerShare = serverTime.totalMs / (byIdMs * 2000);
    const byEmailMs = await timeOps(2000, (i) => Account.findOne({ email: `user${(i * 37) % total}@example.com` }).lean());
    const ratio = byEmailMs / byIdMs;

    const perSec = (ms: number) => `${Math.round(1000 / ms)} ops/s (${(ms * 1000).toFixed(0)} µs/op)`;
    return [
      {
        metric: 'mongoose insert (create) against devdb',
        value: `${perSec(insertMs)}, server share ${(insertServerShare * 100).toFixed(0)}%`,
      },
      {
        metric: `mongoose findById at ${total / 1000}k documents`,
        value: `${perSec(byIdMs)}, server share ${(byIdServerShare * 100).toFixed(0)}%`,
      },
      { metric: `findOne by unique e-mail at ${total / 1000}k documents`, value: perSec(byEmailMs) },
      { metric: 'findOne by e-mail / findById time', value: `${ratio.toFixed(2)}×`, target: '≤ 2×', met: ratio <= 2 },
    ];
  } finally {
    await conn.close();
    await db.stop();
  }
}

if (require.main === module) {
  benchDevDb().then((rows) =>
    rows.forEach((r) =>
      console.log(`${r.metric.padEnd(50)} ${r.value} ${r.target ? `(target ${r.target}: ${r.met ? 'met' : 'NOT met'})` : ''}`),
    ),
  );
}
