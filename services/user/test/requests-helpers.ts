// Shared set-up for the request tests: devdb, a stand-in admin service serving domains, tokens.
import { createServer, type Server } from 'node:http';
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp, type UserAppDeps } from '../src/app';

export const keys = createTestKeys();
export const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
export const WEB = { domain_id: '64c0000000000000000000d1', name: 'Web Apps' };
export const IOT = { domain_id: '64c0000000000000000000d2', name: 'IoT' };

export const asUser = (sub: string, name = `User ${sub.slice(-2)}`, email = `${sub.slice(-2)}@example.com`) => ({
  authorization: `Bearer ${signTestToken(keys, { role: 'user', sub, name, email })}`,
});
export const asRole = (role: 'member' | 'admin') => ({ authorization: `Bearer ${signTestToken(keys, { role })}` });
export const internal = { 'x-internal-token': INTERNAL_TOKEN };

/** The admin service's public domain reads (the list, and one by id), as the user service reads them. */
async function startFakeAdmin(): Promise<FakeAdmin> {
  const admin: FakeAdmin = { url: '', server: undefined as unknown as Server, domainReads: 0, listReads: 0 };
  admin.server = createServer((req, res) => {
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/admin/domains') {
      admin.listReads += 1;
      return json(200, [WEB, IOT]);
    }
    const id = /^\/api\/admin\/domains\/([^/]+)$/.exec(req.url ?? '')?.[1];
    if (!id) return json(404, {});
    admin.domainReads += 1;
    const domain = [WEB, IOT].find((d) => d.domain_id === id);
    return domain ? json(200, domain) : json(404, { error: 'Domain not found', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => admin.server.listen(0, '127.0.0.1', resolve));
  admin.url = `http://127.0.0.1:${(admin.server.address() as { port: number }).port}`;
  return admin;
}

/**
 * The member service's task route, as an assign's delivery reaches it: one task per (member, request),
 * 409 MEMBER_REMOVED for a member in `removed`, 503 while `down`.
 */
async function startFakeMember(): Promise<FakeMember> {
  const member: FakeMember = { url: '', server: undefined as unknown as Server, removed: new Set(), down: false, tasks: new Map() };
  member.server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (member.down) return answer(503, { error: 'down', code: 'DEPENDENCY_UNAVAILABLE' });
      if (req.method !== 'POST' || req.url !== '/internal/tasks' || req.headers['x-internal-token'] !== INTERNAL_TOKEN)
        return answer(404, {});
      const body = JSON.parse(text) as { memberId: string; title: string; description: string; requestId: string };
      if (member.removed.has(body.memberId))
        return answer(409, { error: 'This member was removed and cannot receive tasks', code: 'MEMBER_REMOVED' });
      const key = `${body.memberId}:${body.requestId}`;
      const task = member.tasks.get(key) ?? {
        task_id: `task-${member.tasks.size + 1}`,
        title: body.title,
        description: body.description,
        status: 'Pending',
        date: new Date().toISOString(),
        requestId: body.requestId,
      };
      member.tasks.set(key, task);
      answer(201, task);
    });
  });
  await new Promise<void>((resolve) => member.server.listen(0, '127.0.0.1', resolve));
  member.url = `http://127.0.0.1:${(member.server.address() as { port: number }).port}`;
  return member;
}

export interface FakeMember {
  url: string;
  server: Server;
  /** Members the member service refuses (they were removed). */
  removed: Set<string>;
  down: boolean;
  /** The tasks made, by "member:request". */
  tasks: Map<string, { task_id: string; title: string; description: string; status: string; date: string; requestId: string }>;
}

interface FakeAdmin {
  url: string;
  server: Server;
  /** How many times the user service has read one domain by id. */
  domainReads: number;
  /** How many times it has read the whole list. */
  listReads: number;
}

export interface RequestsTestEnv {
  devdb: DevDb;
  db: Connection;
  admin: FakeAdmin;
  member: FakeMember;
  app: ReturnType<typeof createApp>;
  appWithAdminAt: (adminUrl: string, adminTimeoutMs?: number, more?: Partial<UserAppDeps>) => ReturnType<typeof createApp>;
  stop: () => Promise<void>;
}

export async function startRequestsTestEnv(dbName: string): Promise<RequestsTestEnv> {
  const devdb = await startDevDb();
  const db = await connectDb(devdb.uri, dbName, { serverSelectionTimeoutMS: 500 });
  const admin = await startFakeAdmin();
  const member = await startFakeMember();
  const logger = createLogger({ name: 'user', level: 'silent' });
  const appWithAdminAt = (adminUrl: string, adminTimeoutMs = 3000, more: Partial<UserAppDeps> = {}) =>
    createApp({ db, jwt: keys, adminUrl, adminTimeoutMs, memberUrl: member.url, internalToken: INTERNAL_TOKEN, logger, ...more });
  return {
    devdb,
    db,
    admin,
    member,
    app: appWithAdminAt(admin.url),
    appWithAdminAt,
    stop: async () => {
      admin.server.close();
      member.server.close();
      await db.close(true);
      await devdb.stop().catch(() => undefined);
    },
  };
}
