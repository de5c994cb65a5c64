// Where the embedded database's memory and start-up go at the large agency's size: a devdb folder is
// filled the way `npm start` fills it (the services' models create their indexes, then
// scripts/bench/large-agency.mjs inserts), then loaded into this process as the server loads it at
// start-up (time, CPU time, heap after a full GC), then every index is built as the server does right
// after it listens (time, heap), and each collection's indexes are dropped to see what they held.
//
//   node --expose-gc --import tsx scripts/bench/devdb-memory.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startDevDb } from '../../packages/devdb/src/index.ts';
import { Store } from '../../packages/devdb/src/engine/store.ts';
import { connectDb } from '../../packages/server-kit/src/index.ts';
import { createAccountRepository } from '../../services/auth/src/accounts/account-repository.ts';
import { createRequestRepository } from '../../services/user/src/requests/request-repository.ts';
import { createTaskRepository } from '../../services/member/src/tasks/task-repository.ts';
import { createMemberProfileRepository } from '../../services/admin/src/members/member-profile-repository.ts';
import { createDomainRepository } from '../../services/admin/src/domains/domain-repository.ts';
import { createClientRepository } from '../../services/admin/src/clients/client-repository.ts';
import { createProjectRepository } from '../../services/admin/src/projects/project-repository.ts';
import { createContactMessageRepository } from '../../services/admin/src/contact/contact-message-repository.ts';
import { fillLargeAgency } from './large-agency.mjs';
import { isMainModule } from '../lib/run-as-main.mjs';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function dirSize(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? dirSize(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
}

function heapAfterGc() {
  if (!global.gc) throw new Error('run with node --expose-gc');
  global.gc();
  global.gc();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

/** A devdb folder holding the large agency with every service's indexes, as `npm start` would have it. */
export async function prepareLargeDb(dbPath, scale = 1) {
  const devdb = await startDevDb({ port: 0, dbPath });
  const connections = [];
  try {
    const connect = async (name) => {
      const db = await connectDb(devdb.uri, name, { attempts: 1 });
      connections.push(db);
      return db;
    };
    const [auth, user, member, admin] = await Promise.all(['agency_auth', 'agency_user', 'agency_member', 'agency_admin'].map(connect));
    // The repositories declare the models (and their indexes) as the services do at start.
    createAccountRepository(auth);
    createRequestRepository(user);
    createTaskRepository(member);
    createMemberProfileRepository(admin);
    createDomainRepository(admin);
    createClientRepository(admin);
    createProjectRepository(admin);
    createContactMessageRepository(admin);
    await Promise.all([auth, user, member, admin].flatMap((db) => Object.values(db.models).map((m) => m.init())));
    return await fillLargeAgency(devdb.uri, { scale });
  } finally {
    await Promise.all(connections.map((c) => c.close(true)));
    await devdb.stop();
  }
}

const cpuSeconds = (since) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

export async function measureDevDbMemory({ scale = 1, log = (line) => console.log(`[devdb memory] ${line}`) } = {}) {
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-devdb-memory-'));
  try {
    await prepareLargeDb(dbPath, scale);
    const disk = dirSize(dbPath);
    const before = heapAfterGc();
    // Start-up: the folder read into the store (documents kept as their bytes, indexes left unbuilt).
    let started = performance.now();
    let cpu = process.cpuUsage();
    const store = Store.open(dbPath);
    const loadSeconds = (performance.now() - started) / 1000;
    const loadCpuSeconds = cpuSeconds(cpu);
    const loaded = heapAfterGc() - before;
    // What the server does right after it listens: every index built, one per turn of the event loop.
    started = performance.now();
    cpu = process.cpuUsage();
    let indexCount = 0;
    for (const _ of store.indexesToBuild()) indexCount++;
    const buildSeconds = (performance.now() - started) / 1000;
    const buildCpuSeconds = cpuSeconds(cpu);
    const warm = heapAfterGc() - before;
    const perCollection = [];
    for (const db of store.databaseNames()) {
      for (const name of store.collectionNames(db)) {
        const collection = store.collection(db, name);
        if (collection.docs.size < 1000) continue;
        const withIndexes = heapAfterGc();
        const specs = collection.indexSpecs().slice(1);
        for (const spec of specs) collection.dropIndex(spec.name);
        const freed = withIndexes - heapAfterGc();
        perCollection.push({ name: `${db}.${name}`, docs: collection.docs.size, indexes: specs.length, indexBytes: freed });
      }
    }
    const indexBytes = perCollection.reduce((n, c) => n + c.indexBytes, 0);
    store.close();
    for (const c of perCollection) log(`${c.name}: ${c.docs} documents, ${c.indexes} indexes hold ${mb(c.indexBytes)}`);
    log(
      `disk ${mb(disk)}; start-up: load ${loadSeconds.toFixed(2)} s (${loadCpuSeconds.toFixed(2)} s CPU), heap ${mb(loaded)} (${(loaded / disk).toFixed(1)}× disk)`,
    );
    log(
      `then ${indexCount} indexes built in ${buildSeconds.toFixed(2)} s (${buildCpuSeconds.toFixed(2)} s CPU): heap ${mb(warm)} (${(warm / disk).toFixed(1)}× disk), of which indexes ${mb(indexBytes)}`,
    );
    return { disk, loaded, warm, indexBytes, loadSeconds, loadCpuSeconds, buildSeconds, buildCpuSeconds, perCollection };
  } finally {
    fs.rmSync(dbPath, { recursive: true, force: true });
  }
}

if (isMainModule(import.meta.url)) {
  await measureDevDbMemory({ scale: Number(process.env.SCALE ?? 1) });
}
