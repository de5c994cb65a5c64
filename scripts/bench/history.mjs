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
import { connectDb, createLogger, createSessionStateLookup } from '../../packages/server-kit/src/index.ts';
import { createTestKeys, signTestToken } from '../../packages/server-kit/src/testing.ts';
import { createApp as createUserApp } from '../../services/user/src/app.ts';
import { createApp as createMemberApp } from '../../services/member/src/app.ts';
import { accountId, BATCH, ensureIndexes, insertRange, requestDoc, taskDoc } from './history-records.mjs';
import { registeredModel } from './models.mjs';
import { close, fmtCount, fmtMs, listen, startOtherServices, stats, timeGets } from './http-timing.mjs';

const SIZES = [100, 100_000];
const OWNERS = 1000;
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

const MEASURED_USER = accountId('64b2', 1);
const MEASURED_MEMBER = accountId('64b3', 1);
const LONE_MEMBER = accountId('64b3', 2);

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
    const jwt = { ...keys, sessionState: createSessionStateLookup({ authUrl: others.url, internalToken: 'bench' }) };
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
      const Request = registeredModel(userDb, 'ServiceRequest');
      const Task = registeredModel(memberDb, 'Task');
      const LoneTask = registeredModel(loneDb, 'Task');
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
