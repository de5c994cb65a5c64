// Whom the user service e-mails "to the admins": every admin account auth holds, read page by page.
import type { Connection } from 'mongoose';
import { startDevDb, type DevDb } from '@agency/devdb';
import { connectDb, createAuthClient, createLogger, startService, type RunningService } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';

const silent = createLogger({ name: 'test', level: 'silent' });
const INTERNAL = 'internal-token-for-tests-0123456789';

describe("the user service's admin recipients over auth", () => {
  let devdb: DevDb;
  let authDb: Connection;
  let auth: RunningService;
  let authUrl: string;

  beforeAll(async () => {
    devdb = await startDevDb();
    authDb = await connectDb(devdb.uri, 'agency_auth');
    const keys = createTestKeys();
    const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
    auth = await startService(createAuthApp({ db: authDb, signer, internalToken: INTERNAL, logger: silent }), 0, { handleSignals: false });
    authUrl = `http://127.0.0.1:${auth.port}`;
  });
  afterAll(async () => {
    await auth.stop().catch(() => undefined);
    await authDb.close(true);
    await devdb.stop().catch(() => undefined);
  });

  test('when there are more admins than one page (and more than 500), then every admin is a recipient once and nobody else', async () => {
    const admins = Array.from({ length: 501 }, (_, n) => ({
      name: `Admin ${n}`,
      email: `admin-${n}@agency.local`,
      role: 'admin',
      passwordHash: 'x',
      tokenVersion: 0,
    }));
    await authDb
      .collection('accounts')
      .insertMany([...admins, { name: 'Cy', email: 'cy@example.com', role: 'user', passwordHash: 'x', tokenVersion: 0 }]);

    const recipients = await createAuthClient({ authUrl, internalToken: INTERNAL }).adminAccounts();

    expect(recipients).toHaveLength(501);
    expect(new Set(recipients.map((r) => r.id)).size).toBe(501);
    expect(new Set(recipients.map((r) => r.email))).toEqual(new Set(admins.map((a) => a.email)));
  });
});
