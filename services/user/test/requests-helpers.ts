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

/** The admin service's public domain list, as the user service reads it. */
async function startFakeAdmin(): Promise<FakeAdmin> {
  const admin = { url: '', server: undefined as unknown as Server, domainReads: 0 };
  admin.server = createServer((req, res) => {
    if (req.url !== '/api/admin/domains') return void res.writeHead(404).end('{}');
    admin.domainReads += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([WEB, IOT]));
  });
  await new Promise<void>((resolve) => admin.server.listen(0, '127.0.0.1', resolve));
  admin.url = `http://127.0.0.1:${(admin.server.address() as { port: number }).port}`;
  return admin;
}

interface FakeAdmin {
  url: string;
  server: Server;
  /** How many times the user service has read the domain list. */
  domainReads: number;
}

export interface RequestsTestEnv {
  devdb: DevDb;
  db: Connection;
  admin: FakeAdmin;
  app: ReturnType<typeof createApp>;
  appWithAdminAt: (adminUrl: string, adminTimeoutMs?: number, more?: Partial<UserAppDeps>) => ReturnType<typeof createApp>;
  stop: () => Promise<void>;
}

export async function startRequestsTestEnv(dbName: string): Promise<RequestsTestEnv> {
  const devdb = await startDevDb();
  const db = await connectDb(devdb.uri, dbName, { serverSelectionTimeoutMS: 500 });
  const admin = await startFakeAdmin();
  const logger = createLogger({ name: 'user', level: 'silent' });
  const appWithAdminAt = (adminUrl: string, adminTimeoutMs = 3000, more: Partial<UserAppDeps> = {}) =>
    createApp({ db, jwt: keys, adminUrl, adminTimeoutMs, internalToken: INTERNAL_TOKEN, logger, ...more });
  return {
    devdb,
    db,
    admin,
    app: appWithAdminAt(admin.url),
    appWithAdminAt,
    stop: async () => {
      admin.server.close();
      await db.close(true);
      await devdb.stop().catch(() => undefined);
    },
  };
}
