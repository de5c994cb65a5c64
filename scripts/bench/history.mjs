// History endpoints at 100 vs 100,000 records: the user's previous requests and the member's task
// history (first page and the page after its cursor) must cost the same however many records other
// owners have (target: the 100,000-record time ≤ 2× the 100-record time, by medians). Runs in-process,
// without the gateway: devdb on a free port with a temp folder, the user and member apps on port 0, one
// set of databases and apps per size, timed in alternating rounds so the machine's load hits both alike.
// Also counts the calls the history routes make to other services (N+1 check), and times the worst
// case, one member who owns all 100,000 tasks.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startDevDb } from '../../packages/devdb/src/index.ts';
import { connectDb, createLogger, createTokenVersionLookup } from '../../packages/server-kit/src/index.ts';
import { createTestKeys, signTestToken } from '../../packages/server-kit/src/testing.ts';
import { createApp as createUserApp } from '../../services/user/src/app.ts';
import { getRequestModel } from '../../services/user/src/requests/request-model.ts';
import { createApp as createMemberApp } from '../../services/member/src/app.ts';
import { getTaskModel } from '../../services/member/src/tasks/task-model.ts';

const SIZES = [100, 100_000];
const OWNERS = 1000;
const BATCH = 5000;
const OWN_REQUESTS = 20;
const OWN_TASKS = 50;
const PAGE = 10;
const WARM_UP = 20;
const CALLS = 200;
// The calls of each endpoint and size are made in rounds that alternate the sizes.
const ROUNDS = 10;
// The worst case answers in hundreds of milliseconds per call at 100k: fewer calls keep the section short.
const WORST_WARM_UP = 5;
const WORST_CALLS = 50;
const MINUTE = 60_000;

// 24 hex digits, like the account ids in tokens: a prefix per kind, then the number.
const accountId = (prefix, n) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
const MEASURED_USER = accountId('64b2', 1);
const MEASURED_MEMBER = accountId('64b3', 1);
const LONE_MEMBER = accountId('64b3', 2);
const DOMAIN_ID = accountId('64b4', 1);

const fmtMs = (ms) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const fmtCount = (n) => n.toLocaleString('en-US');

function requestDoc(userId, n, at) {
  return {
    userId,
    userName: `Bench user ${n}`,
    userEmail: `bench${n}@example.com`,
    service: 'Website',
    domainId: DOMAIN_ID,
    domainName: 'Web design',
    description: `Bench request ${n}`,
    status: 'PENDING',
    timeline: [{ status: 'PENDING', at }],
    createdAt: at,
    updatedAt: at,
    __v: 0,
  };
}

function taskDoc(memberId, n, at) {
  return {
    memberId,
    title: `Bench task ${n}`,
    description: '',
    status: n % 3 === 0 ? 'Completed' : 'Pending',
    assignedAt: at,
    completedAt: null,
    requestId: null,
    projectId: null,
    createdAt: at,
    updatedAt: at,
    __v: 0,
  };
}

/** Inserts records [from, to) through the raw collection, BATCH at a time, each made by `make(n)`. */
async function insertRange(Model, from, to, make) {
  for (let start = from; start < to; start += BATCH) {
    const end = Math.min(to, start + BATCH);
    const docs = [];
    for (let n = start; n < end; n++) docs.push(make(n));
    await Model.collection.insertMany(docs, { ordered: false });
  }
}

/** Creates the schema's indexes and checks that the history ones are there before anything is timed. */
async function ensureIndexes(Model, field) {
  await Model.init();
  const names = (await Model.collection.indexes()).map((i) => Object.keys(i.key).join(','));
  if (!names.includes(field)) throw new Error(`${Model.collection.collectionName}: no index on ${field} (${names.join('; ')})`);
}

/** A stand-in for every other service (auth, admin, user) that counts what it is asked. */
async function startOtherServices() {
  const calls = new Map();
  const server = http.createServer((req, res) => {
    const key = `${req.method} ${req.url.replace(/[0-9a-f]{24}/g, ':id')}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    res.setHeader('content-type', 'application/json');
    if (req.url.endsWith('/token-version')) res.end(JSON.stringify({ tokenVersion: 0 }));
    else res.writeHead(404).end('{}');
  });
  const url = await listen(server);
  return { url, calls, close: () => close(server) };
}

async function listen(server) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${server.address().port}`;
}

const close = (server) =>
  new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `calls` sequential GETs (one client, keep-alive), as a page load makes them; `check` vets each answer. */
async function timeGets({ url, headers, check }, calls, into = []) {
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${JSON.stringify(body)}`);
    check(body);
    into.push(elapsed);
  }
  return into;
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/** The member's first page and the page after its cursor, each answer checked for size and owner. */
async function taskPages(baseUrl, headers, titlePrefix) {
  const firstUrl = `${baseUrl}/api/member/tasks/history?limit=${PAGE}`;
  const first = await (await fetch(firstUrl, { headers })).json();
  if (!first.nextCursor) throw new Error(`task history: no second page (${JSON.stringify(first).slice(0, 200)})`);
  const check = (body) => {
    if (body.tasks?.length !== PAGE) throw new Error(`task history: ${body.tasks?.length} tasks, expected ${PAGE}`);
    if (!body.tasks.every((t) => t.title.startsWith(titlePrefix))) throw new Error('task history: another member’s task');
  };
  const secondUrl = `${firstUrl}&cursor=${encodeURIComponent(first.nextCursor)}`;
  return { first: { url: firstUrl, headers, check }, second: { url: secondUrl, headers, check } };
}

function ratioRow(label, [small, big], note = '') {
  const ratio = big.median / small.median;
  return {
    metric: `${label} at 100 / 100,000 records${note}`,
    value:
      `${fmtMs(small.median)} ms / ${fmtMs(big.median)} ms (ratio ${ratio.toFixed(2)}×; ` +
      `p99 ${fmtMs(small.p99)} / ${fmtMs(big.p99)} ms)`,
    target: 'flat (≤ 2×)',
    met: ratio <= 2,
  };
}

export async function measureHistory({ log = (line) => console.log(`[history] ${line}`) } = {}) {
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'bench-history-'));
  const devdb = await startDevDb({ port: 0, dbPath });
  const others = await startOtherServices();
  const connections = [];
  const servers = [];
  try {
    const keys = createTestKeys();
    // As in production (service-env.ts): tokens' versions are checked with auth, cached per account.
    const jwt = { ...keys, currentTokenVersion: createTokenVersionLookup({ authUrl: others.url, internalToken: 'bench' }) };
    const appDeps = { jwt, internalToken: 'bench' };
    const silent = (name) => createLogger({ name, level: 'silent' });
    const connect = async (dbName) => {
      const db = await connectDb(devdb.uri, dbName, { attempts: 1 });
      connections.push(db);
      return db;
    };
    const serve = async (app) => {
      const server = http.createServer(app);
      servers.push(server);
      return listen(server);
    };
    const bearer = (role, sub) => ({ authorization: `Bearer ${signTestToken(keys, { role, sub })}` });
    const started = Date.now();
    const minutesAgo = (m) => new Date(started - m * MINUTE);

    // Each size gets databases and apps of its own, all alive at once, so that the two sizes can be
    // timed in alternation: the machine's load then falls on both alike and the ratio stays honest.
    async function setUp(size) {
      const userDb = await connect(`bench_history_user_${size}`);
      const memberDb = await connect(`bench_history_member_${size}`);
      const loneDb = await connect(`bench_history_lone_${size}`);
      const userUrl = await serve(
        createUserApp({ ...appDeps, db: userDb, adminUrl: others.url, authUrl: others.url, logger: silent('user') }),
      );
      const memberUrl = await serve(createMemberApp({ ...appDeps, db: memberDb, userUrl: others.url, logger: silent('member') }));
      const loneUrl = await serve(createMemberApp({ ...appDeps, db: loneDb, userUrl: others.url, logger: silent('member') }));
      const Request = getRequestModel(userDb);
      const Task = getTaskModel(memberDb);
      const LoneTask = getTaskModel(loneDb);
      await ensureIndexes(Request, 'userId');
      await ensureIndexes(Task, 'memberId');
      await ensureIndexes(LoneTask, 'memberId');

      // Everybody else's record n is n minutes old; the measured owner's fall in between.
      const fillStarted = performance.now();
      await insertRange(Request, 0, size, (n) => requestDoc(accountId('64b1', n % OWNERS), n, minutesAgo(n)));
      await insertRange(Task, 0, size, (n) => taskDoc(accountId('64b1', n % OWNERS), n, minutesAgo(n)));
      await insertRange(Request, 0, OWN_REQUESTS, (n) => requestDoc(MEASURED_USER, n, minutesAgo(n * 3 + 0.5)));
      await insertRange(Task, 0, OWN_TASKS, (n) => ({ ...taskDoc(MEASURED_MEMBER, n, minutesAgo(n * 3 + 0.5)), title: `Own task ${n}` }));
      const fillMs = performance.now() - fillStarted;
      const loneStarted = performance.now();
      await insertRange(LoneTask, 0, size, (n) => taskDoc(LONE_MEMBER, n, minutesAgo(n)));
      const loneFillMs = performance.now() - loneStarted;
      const [requests, tasks] = await Promise.all([Request.estimatedDocumentCount(), Task.estimatedDocumentCount()]);
      log(
        `${fmtCount(requests)} requests + ${fmtCount(tasks)} tasks filled in ${(fillMs / 1000).toFixed(1)} s; ` +
          `${fmtCount(size)} tasks of one member in ${(loneFillMs / 1000).toFixed(1)} s`,
      );

      const previous = {
        url: `${userUrl}/api/user/requests/previous`,
        headers: bearer('user', MEASURED_USER),
        check: (body) => {
          if (body.requests?.length !== OWN_REQUESTS)
            throw new Error(`previous requests: ${body.requests?.length}, expected ${OWN_REQUESTS}`);
          if (!body.requests.every((r) => r.user.id === MEASURED_USER)) throw new Error('previous requests: someone else’s request');
        },
      };
      const own = await taskPages(memberUrl, bearer('member', MEASURED_MEMBER), 'Own task');
      const lone = await taskPages(loneUrl, bearer('member', LONE_MEMBER), 'Bench task');
      return {
        size,
        fillMs,
        endpoints: { previous, first: own.first, second: own.second, loneFirst: lone.first, loneSecond: lone.second },
      };
    }

    const sizes = [];
    for (const size of SIZES) sizes.push(await setUp(size));
    const plan = [
      { key: 'previous', warmUp: WARM_UP, calls: CALLS },
      { key: 'first', warmUp: WARM_UP, calls: CALLS },
      { key: 'second', warmUp: WARM_UP, calls: CALLS },
      { key: 'loneFirst', warmUp: WORST_WARM_UP, calls: WORST_CALLS },
      { key: 'loneSecond', warmUp: WORST_WARM_UP, calls: WORST_CALLS },
    ];
    log('warming up…');
    for (const { key, warmUp } of plan) for (const s of sizes) await timeGets(s.endpoints[key], warmUp);
    others.calls.clear();
    log(`timing, ${ROUNDS} rounds alternating the sizes…`);
    const times = Object.fromEntries(plan.map(({ key }) => [key, sizes.map(() => [])]));
    let historyRequests = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...sizes.keys()].reverse() : [...sizes.keys()];
      for (const { key, calls } of plan) {
        for (const i of order) await timeGets(sizes[i].endpoints[key], calls / ROUNDS, times[key][i]);
        historyRequests += (calls / ROUNDS) * sizes.length;
      }
    }
    const result = Object.fromEntries(plan.map(({ key }) => [key, times[key].map(stats)]));
    for (const [key, perSize] of Object.entries(result)) {
      log(`${key}: ${perSize.map((t, i) => `${fmtCount(SIZES[i])} → ${fmtMs(t.median)} ms`).join(', ')} (medians)`);
    }

    const callsByRoute = [...others.calls.entries()];
    const tokenChecks = callsByRoute.filter(([key]) => key.endsWith('/token-version')).reduce((sum, [, n]) => sum + n, 0);
    const dataCalls = callsByRoute.filter(([key]) => !key.endsWith('/token-version'));
    const dataCallCount = dataCalls.reduce((sum, [, n]) => sum + n, 0);
    const big = sizes[sizes.length - 1];
    return [
      {
        metric: `history: filling 100,000 requests + 100,000 tasks (${fmtCount(OWNERS)} owners, raw insertMany of ${fmtCount(BATCH)})`,
        value: `${(big.fillMs / 1000).toFixed(1)} s (${fmtCount(Math.round((2 * big.size) / (big.fillMs / 1000)))} records/s)`,
      },
      ratioRow(`history: GET /api/user/requests/previous (user with ${OWN_REQUESTS})`, result.previous),
      ratioRow(`history: GET /api/member/tasks/history?limit=${PAGE}, page 1 (member with ${OWN_TASKS})`, result.first),
      ratioRow(`history: GET /api/member/tasks/history, page 2 via cursor (member with ${OWN_TASKS})`, result.second),
      {
        metric: 'history: calls to other services by the history routes (N+1 check)',
        value:
          `${dataCallCount} in ${fmtCount(historyRequests)} requests` +
          `${dataCalls.length ? ` (${dataCalls.map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''}; ` +
          `besides, auth token-version checks: ${tokenChecks} (cached 10 s per account)`,
        target: '0',
        met: dataCallCount === 0,
      },
      ratioRow('history WORST CASE: ONE member owns all tasks, page 1', result.loneFirst, ` (${WORST_CALLS} calls)`),
      ratioRow('history WORST CASE: ONE member owns all tasks, page 2 via cursor', result.loneSecond, ` (${WORST_CALLS} calls)`),
    ];
  } finally {
    await Promise.all(servers.map(close));
    await Promise.all(connections.map((db) => db.close(true).catch(() => undefined)));
    await others.close();
    await devdb.stop().catch(() => undefined);
    await rm(dbPath, { recursive: true, force: true });
  }
}
