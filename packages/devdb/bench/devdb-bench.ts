// devdb through mongoose: insert and findById throughput, the share of each operation's time spent
// inside the server (the rest is mongoose, the driver and the socket), and findOne by a unique field at
// 100k documents against findById (the index must make them alike). Part of `npm run bench`.
import mongoose, { Schema, type Model } from 'mongoose';
import { startDevDb } from '../src';
import { serverTime } from '../src/server-timing';

type Row = { metric: string; value: string; target?: string; met?: boolean };
interface Timing {
  msPerOp: number;
  serverShare: number;
  serverUsPerMessage: number;
}

const TOTAL = 100_000;
const ROUNDS = 5;
const OPS_PER_ROUND = 1000;

/** Runs `op` `count` times in sequence (as a request handler would) and times it. */
async function time(count: number, op: (i: number) => Promise<unknown>): Promise<Timing> {
  serverTime.reset();
  const started = performance.now();
  for (let i = 0; i < count; i++) await op(i);
  const elapsed = performance.now() - started;
  return {
    msPerOp: elapsed / count,
    serverShare: serverTime.totalMs / elapsed,
    serverUsPerMessage: (serverTime.totalMs * 1000) / Math.max(1, serverTime.messages),
  };
}

const median = (xs: Timing[]): Timing => [...xs].sort((a, b) => a.msPerOp - b.msPerOp)[Math.floor(xs.length / 2)]!;

async function fill(Account: Model<{ email?: string | null; name?: string | null }>): Promise<void> {
  const chunk = 5_000;
  for (let start = 0; start < TOTAL; start += chunk) {
    const docs = Array.from({ length: chunk }, (_, i) => ({
      email: `user${start + i}@example.com`,
      name: `User ${start + i}`,
      city: `c${(start + i) % 1000}`,
    }));
    await Account.insertMany(docs, { lean: true });
  }
}

export async function benchDevDb(): Promise<Row[]> {
  const db = await startDevDb();
  const conn = await mongoose.createConnection(db.uri, { dbName: 'bench', bufferCommands: false }).asPromise();
  try {
    const Account = conn.model('Account', new Schema({ email: { type: String, unique: true }, name: String }));
    await Account.init();
    await fill(Account);
    const ids = (await Account.find({}, { _id: 1 }).limit(5000).lean()).map((d) => d._id);
    const byId = (i: number) => Account.findById(ids[(i * 7919) % ids.length]).lean();
    const byEmail = (i: number) => Account.findOne({ email: `user${(i * 7919) % TOTAL}@example.com` }).lean();

    await time(500, byId); // warm-up: JIT and connection pool, for both paths alike
    await time(500, byEmail);
    const idRounds: Timing[] = [];
    const emailRounds: Timing[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      idRounds.push(await time(OPS_PER_ROUND, byId)); // interleaved, so drift hits both alike
      emailRounds.push(await time(OPS_PER_ROUND, byEmail));
    }
    const id = median(idRounds);
    const email = median(emailRounds);
    // Documents near the end of the collection, so the scan (which stops at the first match) reads them all.
    const scan = await time(20, (i) => Account.findOne({ name: `User ${TOTAL - 1 - i}` }).lean());
    await time(200, (i) => Account.create({ email: `warm${i}@example.com`, name: 'w' }));
    const insert = await time(2000, (i) => Account.create({ email: `extra${i}@example.com`, name: 'x' }));

    const describe = (t: Timing) =>
      `${Math.round(1000 / t.msPerOp)} ops/s (${(t.msPerOp * 1000).toFixed(0)} µs/op; server ${t.serverUsPerMessage.toFixed(0)} µs/message, ${(t.serverShare * 100).toFixed(0)}% of the time)`;
    const ratio = email.msPerOp / id.msPerOp;
    return [
      { metric: `devdb: mongoose create (insert), ${TOTAL / 1000}k documents`, value: describe(insert) },
      { metric: `devdb: mongoose findById at ${TOTAL / 1000}k documents`, value: describe(id) },
      { metric: `devdb: findOne by unique e-mail at ${TOTAL / 1000}k`, value: describe(email) },
      { metric: 'devdb: findOne by e-mail time / findById time', value: `${ratio.toFixed(2)}×`, target: '≤ 2×', met: ratio <= 2 },
      { metric: `devdb: findOne by unindexed fields at ${TOTAL / 1000}k (scan)`, value: describe(scan) },
    ];
  } finally {
    await conn.close();
    await db.stop();
  }
}

if (require.main === module) {
  benchDevDb().then((rows) =>
    rows.forEach((r) =>
      console.log(`${r.metric.padEnd(56)} ${r.value}${r.target ? `  (target ${r.target}: ${r.met ? 'met' : 'NOT met'})` : ''}`),
    ),
  );
}
