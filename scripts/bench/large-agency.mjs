// A large agency, inserted in the services' own document shapes (the mongoose schemas' fields and
// collections) straight into a running stack's database: 20,000 requests, 5,000 clients, 2,000
// projects, 10,000 contact messages, 300 members in 10 domains, 20,000 tasks, 50,000 accounts at
// scale 1 (`scale` multiplies every figure but the 10 domains). Bulk inserts of 5,000, unordered; the
// services' indexes already exist (they create them at start), so every insert maintains them as a
// real write would. Run it after the stack's first start, so the demo admin and user are seeded.
//
//   node scripts/bench/large-agency.mjs --uri mongodb://127.0.0.1:8085 [--scale 1]
import { MongoClient, ObjectId } from 'mongodb';
import { isMainModule } from '../lib/run-as-main.mjs';

export const LARGE_AGENCY = {
  requests: 20_000,
  clients: 5_000,
  projects: 2_000,
  messages: 10_000,
  members: 300,
  domains: 10,
  tasks: 20_000,
  accounts: 50_000,
};

const BATCH = 5000;
// Any bcrypt hash: nobody signs in as a generated account.
const HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.QvQn3i.Hqv6Y1X8p3kW8y4rYxN2a';
const DOMAIN_NAMES = ['Cloud', 'Data', 'Security', 'Mobile', 'Web', 'Design', 'Marketing', 'IOT Lab', 'AI', 'Support'];
const FIRST = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun', 'Kai', 'Lena', 'Milo', 'Nia', 'Omar'];
const LAST = ['Stone', 'Rivera', 'Okafor', 'Novak', 'Meyer', 'Larsen', 'Kato', 'Ibsen', 'Haddad', 'Garcia'];
const STATUSES = ['PENDING', 'approved', 'rejected', 'in_progress', 'completed'];
const MINUTE = 60_000;
// The services overview a request is listed in, as every write of the user service stores it (request-queue.ts).
const SERVICE_STATUS = { approved: 'ACTIVE', in_progress: 'ACTIVE', completed: 'COMPLETED' };

const personName = (n) => `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
const slugOf = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

async function insertAll(collection, count, make) {
  for (let start = 0; start < count; start += BATCH) {
    const docs = [];
    for (let n = start; n < Math.min(count, start + BATCH); n++) docs.push(make(n));
    await collection.insertMany(docs, { ordered: false });
  }
}

/** Inserts the large agency (times `scale`) into the stack whose database is at `uri`; returns the counts. */
export async function fillLargeAgency(uri, { scale = 1, log = () => undefined } = {}) {
  const size = Object.fromEntries(
    Object.entries(LARGE_AGENCY).map(([k, v]) => [k, k === 'domains' ? v : Math.max(1, Math.round(v * scale))]),
  );
  const client = await MongoClient.connect(uri);
  const started = performance.now();
  const now = Date.now();
  const ago = (minutes) => new Date(now - minutes * MINUTE);
  try {
    const auth = client.db('agency_auth');
    const user = client.db('agency_user');
    const member = client.db('agency_member');
    const admin = client.db('agency_admin');
    const run = Date.now().toString(36); // lets a second fill of the same stack add, not collide

    const domains = DOMAIN_NAMES.map((name, i) => ({
      _id: new ObjectId(),
      name: `${name} ${run}`,
      nameKey: `${name} ${run}`.toLowerCase(),
      slug: slugOf(`${name} ${run}`),
      createdAt: ago(100_000 + i),
      updatedAt: ago(100_000 + i),
      __v: 0,
    }));
    await admin.collection('domains').insertMany(domains);

    // Accounts: the members' logins first, the rest customers.
    const accountIds = [];
    await insertAll(auth.collection('accounts'), size.accounts, (n) => {
      const _id = new ObjectId();
      accountIds.push(_id);
      const isMember = n < size.members;
      return {
        _id,
        name: personName(n),
        email: `${isMember ? 'member' : 'customer'}${n}.${run}@example.com`,
        phone: '',
        role: isMember ? 'member' : 'user',
        passwordHash: HASH,
        firstLogin: isMember,
        tokenVersion: 0,
        profileVersion: 0,
        createdAt: ago(n),
        updatedAt: ago(n),
        __v: 0,
      };
    });

    // 300 members in 10 domains (a tenth in a second domain too).
    const members = [];
    await insertAll(admin.collection('member_profiles'), size.members, (n) => {
      const domainIds = [domains[n % domains.length]._id];
      if (n % 10 === 0) domainIds.push(domains[(n + 1) % domains.length]._id);
      const doc = {
        _id: new ObjectId(),
        accountId: String(accountIds[n]),
        name: personName(n),
        email: `member${n}.${run}@example.com`,
        empId: `L${run}-${n}`,
        pic: '',
        description: `Engineer ${n} of the large agency`,
        skillTags: ['TypeScript', 'Cloud'],
        about: '',
        skills: [],
        languages: ['English'],
        domainIds,
        version: 0,
        createdAt: ago(n),
        updatedAt: ago(n),
        __v: 0,
      };
      members.push(doc);
      return doc;
    });

    const customers = size.accounts - size.members;
    const requestIds = [];
    await insertAll(user.collection('service_requests'), size.requests, (n) => {
      const c = size.members + (n % Math.max(1, customers));
      const domain = domains[n % domains.length];
      const status = STATUSES[n % STATUSES.length];
      const at = ago(n * 3);
      const _id = new ObjectId();
      requestIds.push(_id);
      const assigned = status !== 'PENDING' && status !== 'rejected' && n % 2 === 0;
      const m = members[n % members.length];
      return {
        _id,
        userId: String(accountIds[c]),
        userName: personName(c),
        userEmail: `customer${c}.${run}@example.com`,
        service: 'Website',
        domainId: String(domain._id),
        domainName: domain.name,
        description: `Large agency request ${n}`,
        status,
        timeline: [{ status: 'PENDING', at }, ...(status === 'PENDING' ? [] : [{ status, at }])],
        assignees: assigned ? [{ id: m.accountId, name: m.name }] : [],
        // The admin queue, as every write of the user service stores it (services/user/src/requests/request-queue.ts).
        queue: `${status}:${assigned ? 'assigned' : 'unassigned'}`,
        serviceStatus: SERVICE_STATUS[status] ?? 'NONE',
        createdAt: at,
        updatedAt: at,
        __v: 0,
      };
    });

    await insertAll(member.collection('tasks'), size.tasks, (n) => {
      const m = members[n % members.length];
      const at = ago(n * 2);
      const done = n % 3 === 0;
      return {
        memberId: m.accountId,
        title: `Task ${n}`,
        description: '',
        status: done ? 'Completed' : 'Pending',
        assignedAt: at,
        completedAt: done ? at : null,
        requestId: String(requestIds[n % requestIds.length]),
        projectId: null,
        createdAt: at,
        updatedAt: at,
        __v: 0,
      };
    });

    await insertAll(admin.collection('clients'), size.clients, (n) => ({
      clientName: `Client ${run} ${n}`,
      nameKey: `client ${run} ${n}`,
      domain: domains[n % domains.length].name,
      description: `Client number ${n}`,
      createdAt: ago(n * 5),
      __v: 0,
    }));

    await insertAll(admin.collection('projects'), size.projects, (n) => ({
      name: `Project ${n}`,
      client: `Client ${run} ${n % size.clients}`,
      domain: domains[n % domains.length].name,
      status: ['Active', 'Completed', 'Inactive'][n % 3],
      team: [members[n % members.length].name],
      budget: 1000 + n,
      payment: null,
      createdAt: ago(n * 7),
      updatedAt: ago(n * 7),
      __v: 0,
    }));

    await insertAll(admin.collection('contactmessages'), size.messages, (n) => ({
      name: personName(n),
      email: `visitor${n}@example.com`,
      phone: '',
      subject: `Question ${n}`,
      message: `Hello, this is message ${n} about a project we would like to start.`,
      read: n % 10 < 7,
      createdAt: ago(n * 4),
      __v: 0,
    }));

    const seconds = (performance.now() - started) / 1000;
    const records = Object.entries(size).reduce((sum, [, v]) => sum + v, 0);
    log(`filled ${records.toLocaleString('en-US')} records (scale ${scale}) in ${seconds.toFixed(1)} s`);
    return { size, seconds, domains: domains.map((d) => ({ id: String(d._id), slug: d.slug, name: d.name })) };
  } finally {
    await client.close();
  }
}

if (isMainModule(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const uri = arg('uri', 'mongodb://127.0.0.1:8085');
  await fillLargeAgency(uri, { scale: Number(arg('scale', '1')), log: console.log });
}
