// Issue 50's scale figure: GET /api/admin/insights (last 30 and 90 days) with 20,000 requests, 200
// members and 100,000 tasks against a tenth of each, in two layouts: the same year of history at both
// sizes (the large agency has ten times the facts in every period), and the large agency's history ten
// times as long at the same rate (the same facts per period, ten times the documents). In-process, as history.mjs:
// one devdb on a temp folder, the user, member and admin apps of each size on port 0 with their own
// databases, documents inserted straight into the collections after the apps made their indexes, and
// the calls of the two sizes alternating in rounds so the machine's load falls on both alike.
//
//   node --import tsx scripts/bench/insights.mjs
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startDevDb } from '../../packages/devdb/src/index.ts';
import { lastDays } from '../../packages/contracts/src/constants/insights.ts';
import { connectDb, createLogger } from '../../packages/server-kit/src/index.ts';
import { createTestKeys, signTestToken } from '../../packages/server-kit/src/testing.ts';
import { createApp as createUserApp } from '../../services/user/src/app.ts';
import { createApp as createMemberApp } from '../../services/member/src/app.ts';
import { createApp as createAdminApp } from '../../services/admin/src/app.ts';
import { close, fmtCount, fmtMs, listen, startOtherServices, stats } from './http-timing.mjs';
import { insertRange } from './history-records.mjs';
import { registeredModel } from './models.mjs';
import { isMainModule } from '../lib/run-as-main.mjs';

const FULL = { requests: 20_000, members: 200, tasks: 100_000, messages: 5_000 };
const SIZES = [0.1, 1];
const LAYOUTS = [
  { name: 'same year of history (10× the facts per period)', years: [1, 1] },
  { name: 'history 10× as long (the same facts per period)', years: [1, 10] },
];
const YEAR_MS = 365 * 86_400_000;
const HOUR = 3_600_000;
const DOMAINS = ['Web', 'Data', 'Cloud', 'Mobile', 'Design', 'Security', 'AI', 'Support', 'IOT', 'Marketing'];
const STATUSES = ['PENDING', 'approved', 'rejected', 'in_progress', 'completed'];
const WARM_UP = 5;
const ROUNDS = 6;
const CALLS_PER_ROUND = 5;
const TARGET = 1.5;

const hex = (prefix, n) => `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;

/** The documents of one size, in the services' own shapes, spread evenly over the last year. */
async function fill({ userDb, memberDb, adminDb }, scale, now, years) {
  const span = years * YEAR_MS;
  const size = Object.fromEntries(Object.entries(FULL).map(([k, v]) => [k, Math.round(v * scale)]));
  const member = (n) => hex('64c0', n % size.members);
  // The k-th task of a request goes to the member after the (k-1)-th: one task per member and request.
  const taskMember = (n) => member((n % size.requests) + Math.floor(n / size.requests));
  const requestAt = (n) => new Date(now - ((n + 0.5) / size.requests) * span);
  const approvedAfter = (n) => ((n % 47) + 1) * HOUR;
  const Request = registeredModel(userDb, 'ServiceRequest');
  const Task = registeredModel(memberDb, 'Task');
  await Promise.all([Request.init(), Task.init(), registeredModel(adminDb, 'ContactMessage').init()]);
  await insertRange(Request, 0, size.requests, (n) => {
    const createdAt = requestAt(n);
    const status = STATUSES[n % STATUSES.length];
    const approved = status !== 'PENDING' && status !== 'rejected';
    const timeline = [{ status: 'PENDING', at: createdAt }];
    if (approved) timeline.push({ status: 'approved', at: new Date(createdAt.getTime() + approvedAfter(n)) });
    if (status === 'rejected') timeline.push({ status, at: new Date(createdAt.getTime() + HOUR) });
    if (status === 'completed') timeline.push({ status, at: new Date(createdAt.getTime() + approvedAfter(n) + ((n % 90) + 10) * HOUR) });
    const domain = n % DOMAINS.length;
    return {
      _id: hex('64d0', n),
      userId: hex('64e0', n % 5000),
      userName: `Customer ${n % 5000}`,
      userEmail: `customer${n % 5000}@example.com`,
      service: 'Website',
      domainId: hex('64f0', domain),
      domainName: DOMAINS[domain],
      description: `Bench request ${n}`,
      status,
      timeline,
      assignees: [],
      queue: `${status}:unassigned`,
      serviceStatus: 'NONE',
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Five tasks per request; the work of the last two weeks is still open, older work completed.
  await insertRange(Task, 0, size.tasks, (n) => {
    const r = n % size.requests;
    const assignedAt = new Date(Math.min(now, requestAt(r).getTime() + approvedAfter(r) + (n % 24) * HOUR));
    const completedAt = new Date(assignedAt.getTime() + ((n % 72) + 1) * HOUR);
    const open = (now - assignedAt.getTime() < 14 * 86_400_000 && n % 3 !== 0) || completedAt.getTime() > now;
    return {
      memberId: taskMember(n),
      title: `Bench task ${n}`,
      description: '',
      status: open ? 'Pending' : 'Completed',
      assignedAt,
      completedAt: open ? null : completedAt,
      withdrawnAt: null,
      requestId: hex('64d0', r),
      projectId: null,
      createdAt: assignedAt,
      updatedAt: assignedAt,
    };
  });
  await insertRange(registeredModel(adminDb, 'ContactMessage'), 0, size.messages, (n) => ({
    name: `Visitor ${n}`,
    email: `v${n}@example.com`,
    phone: '',
    subject: 'Hello',
    message: 'A question about a project',
    read: n % 10 < 7,
    createdAt: new Date(now - ((n + 0.5) / size.messages) * span),
  }));
  await adminDb.collection('member_profiles').insertMany(
    Array.from({ length: size.members }, (_, n) => ({
      accountId: member(n),
      name: `Member ${n}`,
      email: `m${n}@agency.local`,
      empId: `B${n}`,
    })),
  );
  return size;
}

const SECTIONS = ['requests', 'turnaround', 'load', 'contact'];

/** The call at each size, alternating; a section an owner could not answer in its 2.5 s is counted, not hidden. */
async function timeInsights(sizes, days, now, layout, headers) {
  const { from, to } = lastDays(days, now);
  const once = async (s) => {
    const started = performance.now();
    const res = await fetch(`${s.adminUrl}/api/admin/insights?from=${from}&to=${to}`, { headers });
    const body = await res.json();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`insights ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const missing = SECTIONS.filter((k) => !body[k]?.available);
    const filed = body.requests.available ? body.requests.domains.reduce((sum, d) => sum + d.count, 0) : null;
    return { ms, missing, filed };
  };
  for (const s of sizes) for (let i = 0; i < WARM_UP; i++) await once(s);
  const times = sizes.map(() => []);
  const missing = sizes.map(() => 0);
  const filed = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const k of round % 2 ? [1, 0] : [0, 1]) {
      for (let i = 0; i < CALLS_PER_ROUND; i++) {
        const answer = await once(sizes[k]);
        times[k].push(answer.ms);
        if (answer.missing.length) missing[k]++;
        filed[k] = answer.filed ?? filed[k];
      }
    }
  }
  const [small, large] = times.map((t) => stats(t).median);
  const incomplete = missing.some(Boolean) ? `; answers with a section unavailable ${missing.join(' / ')}` : '';
  return {
    metric: `insights, ${layout}: GET /api/admin/insights, last ${days} days, median ms tenth → full (${filed.map((n) => (n === undefined ? '?' : fmtCount(n))).join(' → ')} requests filed in the period)`,
    value: `${fmtMs(small)} → ${fmtMs(large)} (${(large / small).toFixed(2)}×${incomplete}; load ${os.loadavg()[0].toFixed(1)})`,
    target: `≤ ${TARGET}×, every section answered`,
    met: large / small <= TARGET && !missing.some(Boolean),
  };
}

export async function measureInsights({ log = (line) => console.log(`[insights] ${line}`) } = {}) {
  const dbPath = await mkdtemp(path.join(os.tmpdir(), 'bench-insights-'));
  const devdb = await startDevDb({ port: 0, dbPath });
  const others = await startOtherServices();
  const connections = [];
  const servers = [];
  const rows = [];
  try {
    const keys = createTestKeys();
    const deps = { jwt: keys, internalToken: 'bench-internal-token' };
    const silent = (name) => createLogger({ name, level: 'silent' });
    const connect = async (name) => {
      const db = await connectDb(devdb.uri, name, { attempts: 1 });
      connections.push(db);
      return db;
    };
    const serve = async (app) => {
      const server = http.createServer(app);
      servers.push(server);
      return listen(server);
    };
    const admin = { authorization: `Bearer ${signTestToken(keys, { role: 'admin' })}` };
    const now = Date.now();
    for (const [l, layout] of LAYOUTS.entries()) {
      const sizes = [];
      for (const [k, scale] of SIZES.entries()) {
        const tag = `${l}_${k}`;
        const dbs = {
          userDb: await connect(`bench_insights_user_${tag}`),
          memberDb: await connect(`bench_insights_member_${tag}`),
          adminDb: await connect(`bench_insights_admin_${tag}`),
        };
        const userUrl = await serve(
          createUserApp({ ...deps, db: dbs.userDb, adminUrl: others.url, authUrl: others.url, logger: silent('user') }),
        );
        const memberUrl = await serve(createMemberApp({ ...deps, db: dbs.memberDb, userUrl: others.url, logger: silent('member') }));
        const adminUrl = await serve(
          createAdminApp({ ...deps, db: dbs.adminDb, userUrl, memberUrl, authUrl: others.url, logger: silent('admin') }),
        );
        const started = performance.now();
        const size = await fill(dbs, scale, now, layout.years[k]);
        log(
          `${layout.name}, scale ${scale} over ${layout.years[k]} year(s): ${Object.entries(size)
            .map(([key, v]) => `${fmtCount(v)} ${key}`)
            .join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        sizes.push({ scale, size, adminUrl });
      }
      for (const days of [30, 90]) rows.push(await timeInsights(sizes, days, now, layout.name, admin));
    }
    return rows;
  } finally {
    await Promise.all(servers.map(close));
    await others.close();
    await Promise.all(connections.map((db) => db.close(true)));
    await devdb.stop();
    await rm(dbPath, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) {
  for (const row of await measureInsights()) console.log(`${row.met ? 'ok  ' : 'MISS'} ${row.metric}: ${row.value} (target ${row.target})`);
}
