// A thread message from post to an open thread: p50/p99 with 50 threads open (50 customers, each with
// their request's thread open on the live stream). Runs in-process: devdb on a free port, two user
// service replicas on port 0 sharing the database. An admin posts into each thread in turn; the time is
// from sending the post to the customer's stream carrying it, once through the replica that took the post
// (told at once) and once through the other replica (found by its poll of the database).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDevDb } from '../../packages/devdb/src/index.ts';
import { connectDb, createLogger, startService } from '../../packages/server-kit/src/index.ts';
import { createTestKeys, signTestToken } from '../../packages/server-kit/src/testing.ts';
import { createApp } from '../../services/user/src/app.ts';
import { registeredModel } from './models.mjs';

const OPEN_THREADS = 50;
const POSTS = 200;
const accountId = (prefix, n) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function openStream(url, token, onMessage) {
  const controller = new AbortController();
  const ready = (async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    // A refused stream (a limit, a bad token) would otherwise never say "ready": fail with its answer.
    if (!res.ok) throw new Error(`the live stream answered ${res.status}: ${await res.text()}`);
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let resolveReady;
    let rejectReady;
    const isReady = new Promise((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return rejectReady(new Error('the live stream ended before it was ready'));
          buffer += decoder.decode(value, { stream: true });
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            if (block.startsWith('retry') || block.includes('event: ready')) resolveReady();
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (block.includes('event: message') && data) onMessage(JSON.parse(data));
          }
        }
      } catch (error) {
        rejectReady(error); // aborted at the end (then it was ready long before), or cut off
      }
    })();
    await isReady;
  })();
  return { ready, close: () => controller.abort() };
}

async function measure(postTo, listenTo, threads, adminToken) {
  const waiting = new Map();
  const streams = threads.map((t) =>
    openStream(`${listenTo}/api/user/threads/events`, t.token, (message) => waiting.get(message.body)?.()),
  );
  await Promise.all(streams.map((s) => s.ready));
  const times = [];
  for (let i = 0; i < POSTS; i++) {
    const thread = threads[i % threads.length];
    const body = `bench ${i} ${Math.random()}`;
    const started = performance.now();
    const delivered = new Promise((resolve) => waiting.set(body, resolve));
    const res = await fetch(`${postTo}/api/user/requests/${thread.requestId}/thread`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ body }),
    });
    if (res.status !== 201) throw new Error(`post answered ${res.status}`);
    await delivered;
    times.push(performance.now() - started);
    waiting.delete(body);
  }
  streams.forEach((s) => s.close());
  return times.sort((a, b) => a - b);
}

export async function measureThreadDelivery() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-threads-'));
  const devdb = await startDevDb({ dbPath: dir });
  const keys = createTestKeys();
  const logger = createLogger({ name: 'user', level: 'silent' });
  const connections = [];
  const replicas = [];
  try {
    for (let i = 0; i < 2; i++) {
      const db = await connectDb(devdb.uri, 'bench_threads', { serverSelectionTimeoutMS: 2000 });
      connections.push(db);
      // The 50 customers share this machine's address; in use each has their own, so the per-address
      // ceiling (30 by default) is raised to the number of customers, and only it.
      const streamLimits = { perClient: OPEN_THREADS };
      const app = createApp({ db, jwt: keys, adminUrl: 'http://127.0.0.1:9', logger, streamLimits });
      replicas.push(await startService(app, 0, { handleSignals: false }));
    }
    const Request = registeredModel(connections[0], 'ServiceRequest');
    const threads = [];
    for (let n = 1; n <= OPEN_THREADS; n++) {
      const sub = accountId('64b5', n);
      const doc = await Request.create({
        userId: sub,
        userName: `Bench ${n}`,
        userEmail: `b${n}@example.com`,
        service: 'Website',
        domainId: accountId('64b4', 1),
        status: 'approved',
      });
      threads.push({ requestId: String(doc._id), token: signTestToken(keys, { role: 'user', sub, name: `Bench ${n}` }) });
    }
    const adminToken = signTestToken(keys, { role: 'admin', sub: accountId('64b6', 1), name: 'Bench Admin' });
    const [a, b] = replicas.map((r) => `http://127.0.0.1:${r.port}`);
    const same = await measure(a, a, threads, adminToken);
    const other = await measure(a, b, threads, adminToken);
    const row = (label, sorted) => [
      { metric: `${label}: p50`, value: `${pct(sorted, 50).toFixed(1)} ms`, target: '≤ 2000 ms', met: pct(sorted, 50) <= 2000 },
      { metric: `${label}: p99`, value: `${pct(sorted, 99).toFixed(1)} ms`, target: '≤ 2000 ms', met: pct(sorted, 99) <= 2000 },
    ];
    return [
      ...row(`thread post → open thread, ${OPEN_THREADS} open, same replica (${POSTS} posts)`, same),
      ...row(`thread post → open thread, ${OPEN_THREADS} open, other replica`, other),
    ];
  } finally {
    for (const r of replicas) await r.stop().catch(() => undefined);
    await devdb.stop().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
