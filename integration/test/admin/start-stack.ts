// Test harness for the admin routes that span services: the real auth, user and member apps on
// one devdb, each on a free port, with the admin app in-process (supertest).
import { createServer } from 'node:net';
import { startDevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, stopBackgroundWork, type RunningService } from '@agency/server-kit';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp as createMemberApp } from '@agency/service-member/src/app';
import { createApp as createUserApp, type UserAppDeps } from '@agency/service-user/src/app';
import { createApp } from '@agency/service-admin/src/app';
import { startMemberGate } from './member-gate';

const silent = createLogger({ name: 'test', level: 'silent' });
export const INTERNAL = 'internal-token-for-tests-0123456789';
/** A port nothing listens on: "the dependency is down". */
export const CLOSED_URL = 'http://127.0.0.1:9';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The stack, started again on a fresh admin port when another process took the one freePort found
 * before the admin app could bind it (auth and user must know the admin's address before it exists).
 */
export async function startStack(attempts = 3): Promise<Stack> {
  for (let attempt = 1; ; attempt++) {
    const undo: (() => Promise<unknown>)[] = [];
    try {
      return await startStackOnce(undo);
    } catch (error) {
      // What a failed start began is stopped, or jest would wait forever on its open handles.
      for (const step of undo.reverse()) await step().catch(() => undefined);
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= attempts) throw error;
    }
  }
}

/** Starts the stack, pushing onto `undo` how to stop each part as soon as it runs. */
async function startStackOnce(undo: (() => Promise<unknown>)[]) {
  const devdb = await startDevDb();
  undo.push(() => devdb.stop());
  const connect = (name: string) => connectDb(devdb.uri, name, { serverSelectionTimeoutMS: 500 });
  const [authDb, memberDb] = await Promise.all([connect('agency_auth'), connect('agency_member')]);
  // The user and admin services can be crashed and started again (crashAndRestart): their connections change.
  let userDb = await connect('agency_user');
  let adminDb = await connect('agency_admin');
  undo.push(() => Promise.all([authDb, userDb, memberDb, adminDb].map((db) => db.close(true))));
  const keys = createTestKeys();
  const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
  const opts = { handleSignals: false };
  // auth and user must know the admin's address before it exists, user the member's and member the user's.
  const [adminPort, userPort, memberPort] = [await freePort(), await freePort(), await freePort()];
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  // Mail auth sends (e.g. the link that confirms a new e-mail), kept for the tests to read.
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) };
  const auth = await startService(
    createAuthApp({ db: authDb, signer, internalToken: INTERNAL, adminUrl, mailer, logger: silent }),
    0,
    opts,
  );
  undo.push(() => auth.stop());
  // Every call to the member service passes this gate, which a test can close or arm (member-gate.ts).
  const memberGate = await startMemberGate(`http://127.0.0.1:${memberPort}`);
  undo.push(() => memberGate.stop());
  const urls = {
    authUrl: `http://127.0.0.1:${auth.port}`,
    userUrl: `http://127.0.0.1:${userPort}`,
  };
  const memberUrl = memberGate.url;
  type UserOverrides = Partial<Pick<UserAppDeps, 'memberUrl' | 'requestMessages'>>;
  const userApp = (db: Connection, overrides: UserOverrides = {}) =>
    createUserApp({ db, jwt: keys, adminUrl, memberUrl, internalToken: INTERNAL, logger: silent, ...overrides });
  let userAppNow = userApp(userDb);
  let user = await startService(userAppNow, userPort, opts);
  undo.push(() => user.stop());
  const member = await startService(
    createMemberApp({ db: memberDb, jwt: keys, userUrl: urls.userUrl, internalToken: INTERNAL, logger: silent }),
    memberPort,
    opts,
  );
  undo.push(() => member.stop());
  // Every admin app runs an outbox relay on the shared admin database. A replica pointed at a closed
  // URL that kept running would keep claiming later tests' messages and failing them (each failure
  // pushes the message's backoff out), so each test's replicas are retired when it ends.
  const replicas = new Set<Express>();
  /** An admin replica with some dependencies pointed elsewhere (e.g. at CLOSED_URL), retired by retireReplicas. */
  const adminApp = (overrides: Partial<{ authUrl: string; userUrl: string; memberUrl: string }> = {}) => {
    const replica = createApp({ db: adminDb, jwt: keys, ...urls, memberUrl, ...overrides, internalToken: INTERNAL, logger: silent });
    replicas.add(replica);
    return replica;
  };
  const newAdmin = () => createApp({ db: adminDb, jwt: keys, ...urls, memberUrl, internalToken: INTERNAL, logger: silent });
  let app = newAdmin();
  undo.push(() => stopBackgroundWork(app));
  const retireReplicas = async () => {
    await Promise.all([...replicas].map(stopBackgroundWork));
    replicas.clear();
  };
  let admin: RunningService = await startService(app, adminPort, opts);

  /**
   * As a process that dies: its database connection goes first (it writes nothing more), then every
   * connection to it is cut (callers waiting on it get an error), then its timers.
   */
  async function crash(service: RunningService, db: Connection, crashed: Express) {
    await db.close(true);
    service.server.closeAllConnections();
    await new Promise((resolve) => service.server.close(resolve));
    await stopBackgroundWork(crashed);
  }

  return {
    /** The admin app (in-process for supertest; it also listens on its port). A getter: crashAndRestart replaces it. */
    get app() {
      return app;
    },
    /**
     * The user app (in-process for supertest; it also listens on its port): it answers the admin's queue,
     * answers and services overview, which the gateway sends to it. A getter: crashAndRestart replaces it.
     */
    get userApp() {
      return userAppNow;
    },
    adminApp,
    /** Stops the relays of the replicas adminApp made (the main app keeps running). */
    retireReplicas,
    get userDb() {
      return userDb;
    },
    authDb,
    memberDb,
    get adminDb() {
      return adminDb;
    },
    urls: { ...urls, memberUrl },
    memberGate,
    sent,
    bearer: (role: 'user' | 'member' | 'admin', sub?: string) => ({ authorization: `Bearer ${signTestToken(keys, { role, sub })}` }),
    /**
     * The services that take part in an assign besides the member service (user and admin) die as
     * processes do, and are started again on the same databases and ports; `user` tunes the new user app.
     */
    async crashAndRestart(userOverrides: UserOverrides = {}) {
      await Promise.all([crash(user, userDb, userAppNow), crash(admin, adminDb, app)]);
      [userDb, adminDb] = await Promise.all([connect('agency_user'), connect('agency_admin')]);
      userAppNow = userApp(userDb, userOverrides);
      user = await startService(userAppNow, userPort, opts);
      app = newAdmin();
      admin = await startService(app, adminPort, opts);
    },
    async stop() {
      await retireReplicas();
      await Promise.all([auth, user, member, admin].map((s) => s.stop().catch(() => undefined)));
      await Promise.all([authDb, userDb, memberDb, adminDb].map((db) => db.close(true)));
      await memberGate.stop();
      await devdb.stop().catch(() => undefined);
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStackOnce>>;
