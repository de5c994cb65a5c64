// The requests CSV export at size: a devdb in its own process (as `npm start` runs it) holds N requests
// in one period; the user service runs in this process and an admin downloads the export through its
// real route. Prints the time to the first bytes and to the end, and this process's heap (after a full
// GC) and RSS before, at the peak while streaming, and after. Run it for two sizes: memory that does not
// grow from 10,000 to 100,000 rows is the streaming working.
//
//   node --expose-gc --import tsx scripts/bench/csv-export-memory.mjs 100000
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Types } from 'mongoose';
import { connectDb, createLogger } from '../../packages/server-kit/src/index.ts';
import { createTestKeys, signTestToken } from '../../packages/server-kit/src/testing.ts';
import { createApp } from '../../services/user/src/app.ts';
import { isMainModule } from '../lib/run-as-main.mjs';
import { repoRoot } from '../lib/stack-config.mjs';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const heap = () => {
  global.gc?.();
  global.gc?.();
  return process.memoryUsage().heapUsed;
};

async function startDevDbProcess() {
  const bin = path.join(repoRoot, 'packages/devdb/bin/devdb.cjs');
  const child = spawn(process.execPath, [bin, '--port', '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const uri = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const found = /mongodb:\/\/[^\s]+/.exec(String(chunk));
      if (found) resolve(found[0]);
    });
    child.once('exit', (code) => reject(new Error(`devdb exited ${code}`)));
  });
  return { uri, stop: () => child.kill('SIGTERM') };
}

/** Seeds `ROWS` requests, downloads their export once and prints the figures (the module runs nothing on import). */
export async function measureCsvExport(ROWS = 100_000) {
  const devdb = await startDevDbProcess();
  const db = await connectDb(devdb.uri, 'agency_user_csv_bench', {});
  const keys = createTestKeys();
  const app = createApp({ db, jwt: keys, adminUrl: 'http://127.0.0.1:9', logger: createLogger({ name: 'user', level: 'silent' }) });
  const requests = db.collection('service_requests');
  const base = Date.parse('2026-11-01T00:00:00Z');
  let t = Date.now();
  for (let i = 0; i < ROWS; i += 2000) {
    await requests.insertMany(
      Array.from({ length: Math.min(2000, ROWS - i) }, (_, j) => {
        const at = new Date(base + Math.floor(((i + j) / ROWS) * 29 * 86_400_000));
        return {
          _id: new Types.ObjectId(),
          userId: '64b0000000000000000000a1',
          userName: j % 2 ? 'Priya Sharma' : 'Zoë Ångström',
          userEmail: 'priya@example.com',
          service: 'Technical Support',
          domainId: '64c0000000000000000000d1',
          domainName: 'Web Apps',
          description: `Request ${i + j}: a description of a few words, as customers write them.`,
          status: 'approved',
          timeline: [
            { status: 'PENDING', at },
            { status: 'approved', at: new Date(at.getTime() + 3600_000) },
          ],
          assignees: [{ id: 'm1', name: 'Arjun Rao', taskStatus: null }],
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
  }
  console.log(`seeded ${ROWS} requests in ${Date.now() - t} ms`);

  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${server.address().port}/api/user/exports/requests?from=2026-11-01&to=2026-11-30`;
  const headers = { authorization: `Bearer ${signTestToken(keys, { role: 'admin' })}` };
  // A warm-up call, so the figures below are not the first call's code loading and index building.
  await (await fetch(`${url.replace('2026-11-30', '2026-11-01')}`, { headers })).arrayBuffer();

  const heapBefore = heap();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  let peakHeap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  t = Date.now();
  const res = await fetch(url, { headers });
  const reader = res.body.getReader();
  let bytes = 0;
  let firstMs = null;
  let lines = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    firstMs ??= Date.now() - t;
    bytes += part.value.length;
    for (const b of part.value) if (b === 10) lines++;
  }
  const totalMs = Date.now() - t;
  clearInterval(sampler);
  console.log(`status ${res.status}, ${lines - 1} rows, ${mb(bytes)}; first bytes after ${firstMs} ms, all after ${totalMs} ms`);
  console.log(`heap after GC: before ${mb(heapBefore)}, after ${mb(heap())}; peak heap while streaming ${mb(peakHeap)} (no GC forced)`);
  console.log(`RSS: before ${mb(rssBefore)}, peak while streaming ${mb(peakRss)}, after ${mb(process.memoryUsage().rss)}`);
  server.close();
  await db.close(true);
  devdb.stop();
}

if (isMainModule(import.meta.url)) await measureCsvExport(Number(process.argv[2] ?? 100_000));
