// Test harness: the real admin app on a real devdb (memory), connected through server-kit's connectDb.
import { startDevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp, type AdminAppDeps } from '../src/app';

export async function startAdmin(extra: Partial<AdminAppDeps> = {}) {
  const devdb = await startDevDb();
  const db = await connectDb(devdb.uri, 'agency_admin', { serverSelectionTimeoutMS: 500 });
  const keys = createTestKeys();
  const app = createApp({ db, jwt: keys, logger: createLogger({ name: 'admin', level: 'silent' }), ...extra });
  return {
    app,
    db,
    devdb,
    bearer: (role: 'user' | 'member' | 'admin') => ({ authorization: `Bearer ${signTestToken(keys, { role })}` }),
    async stop() {
      await db.close(true);
      await devdb.stop().catch(() => undefined);
    },
  };
}

export type AdminHarness = Awaited<ReturnType<typeof startAdmin>>;
