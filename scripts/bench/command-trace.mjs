// Which of our source files two commands run through (issue 48's traces): a customer files a request;
// an admin approves and assigns it and the member reads their tasks. The four services run in this one
// process (the integration stack), so V8's precise coverage sees every file a command's code passes,
// the messages it sends delivered included. A file counts when one of its functions ran during the
// command or in the delivery window after it; the files an idle stack runs in as long (its relays' polls)
// are marked, since in a design that delivers by polling they carry the trace too.
// Run: node --import tsx scripts/bench/command-trace.mjs [--list]
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { isMainModule } from '../lib/run-as-main.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SETTLE_MS = 2000; // the relays poll every 500 ms; a message's delivery lands within this

/** Repository files (not tests, not dependencies) with a function that ran since the last take. */
async function filesRun(session) {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    const file = path.relative(ROOT, fileURLToPath(script.url));
    // The embedded database stands in for MongoDB: its engine is not the product's code.
    if (file.startsWith('..') || file.includes('node_modules') || file.startsWith('packages/devdb/') || /(^|\/)(test|scripts)\//.test(file))
      continue;
    if (script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(file);
  }
  return files;
}

async function traced(session, work) {
  await filesRun(session);
  await new Promise((r) => setTimeout(r, SETTLE_MS + 500));
  const idle = await filesRun(session);
  await work();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const run = [...(await filesRun(session))].sort();
  return { all: run, idle: run.filter((f) => idle.has(f)) };
}

export async function traceCommands() {
  const { startStack } = await import('../../integration/test/admin/start-stack.ts');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  const s = await startStack();
  try {
    const admin = s.bearer('admin');
    const customer = s.bearer('user', '64b0000000000000000000c1');
    const domainId = (await request(s.app).post('/api/admin/domains').set(admin).send({ name: 'Trace' }).expect(201)).body.domain_id;
    const member = { name: 'Trace Member', email: 'trace@agency.local', password: 'Start-password-1', empId: 'T1', domain_ids: [domainId] };
    // Creating the login hashes its password in the auth service, which on a busy machine can outlast the
    // admin's wait: the same idempotency key makes a retry the same member.
    let added;
    for (let attempt = 0; attempt < 5 && added?.status !== 201; attempt++) {
      added = await request(s.app).post('/api/admin/members').set(admin).set('idempotency-key', 'trace-member').send(member);
    }
    if (added.status !== 201) throw new Error(`adding the member: ${added.status} ${JSON.stringify(added.body)}`);
    const memberId = added.body.member_id;
    // The member's own token as the auth service signs it, minus the first-login change it would ask for.
    const signedIn = await request(s.urls.authUrl)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password, role: 'member' });
    const memberAuth = s.bearer('member', signedIn.body.user.id);
    const file = (n) =>
      request(s.urls.userUrl)
        .post('/api/user/requests')
        .set(customer)
        .send({ service: 'Software Development', domain_id: domainId, description: `trace ${n}` })
        .expect(201);
    const approveAndAssign = async (id) => {
      await request(s.userApp).post(`/api/admin/requests/${id}/respond`).set(admin).send({ status: 'approved' }).expect(200);
      await request(s.app)
        .post(`/api/admin/requests/${id}/assign`)
        .set(admin)
        .send({ memberIds: [memberId] })
        .expect(201);
      await request(s.urls.memberUrl).get('/api/member/tasks/current').set(memberAuth).expect(200);
    };
    // A first round loads every module and fills every cache, so the traces see steady-state work only.
    await approveAndAssign((await file(0)).body.req_id);

    let id;
    const filing = await traced(session, async () => {
      id = (await file(1)).body.req_id;
    });
    const assigning = await traced(session, () => approveAndAssign(id));
    return { filing, assigning };
  } finally {
    await s.stop();
    session.disconnect();
  }
}

if (isMainModule(import.meta.url)) {
  const { filing, assigning } = await traceCommands();
  const list = process.argv.includes('--list');
  for (const [name, files] of [
    ['a customer files a request', filing],
    ['an admin approves and assigns; the member reads their tasks', assigning],
  ]) {
    console.log(`${name}: ${files.all.length} files, ${files.idle.length} of them also run by the idle stack`);
    if (list) for (const f of files.all) console.log(`  ${files.idle.includes(f) ? '(idle too) ' : ''}${f}`);
  }
  process.exit(0);
}
