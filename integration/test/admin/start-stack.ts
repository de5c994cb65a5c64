// Test harness for the admin routes that span services: the real auth, user and member apps on
// one devdb, each on a free port, with the admin app in-process (supertest).
import { createServer } from 'node:net';
import { startDevDb } from '@agency/devdb';
import { connectDb, createLogger, startService, stopBackgroundWork, type RunningService } from '@agency/server-kit';
import type { Express } from 'express';
import { createTestKeys, signTestToken } from '@agency/server-kit/testing';
import { createApp as createAuthApp } from '@agency/service-auth/src/app';
import { createApp as createMemberApp } from '@agency/service-member/src/app';
import { createApp as createUserApp } from '@agency/service-user/src/app';
import { createApp } from '@agency/service-admin/src/app';

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
  const names = ['agency_auth', 'agency_user', 'agency_member', 'agency_admin'];
  const [authDb, userDb, memberDb, adminDb] = await Promise.all(
    names.map((n) => connectDb(devdb.uri, n, { serverSelectionTimeoutMS: 500 })),
  );
  undo.push(() => Promise.all([authDb, userDb, memberDb, adminDb].map((db) => db!.close(true))));
  const keys = createTestKeys();
  const signer = { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience };
  const opts = { handleSignals: false };
  const adminPort = await freePort();
  const adminUrl = `http://127.0.0.1:${adminPort}`;
  // Mail auth sends (e.g. the link that confirms a new e-mail), kept for the tests to read.
  const sent: { to: string; subject: string; text: string }[] = [];
  const mailer = { send: async (message: { to: string; subject: string; text: string }) => void sent.push(message) };
  const auth = await startService(
    createAuthApp({ db: authDb!, signer, internalToken: INTERNAL, adminUrl, mailer, logger: silent }),
    0,
    opts,
  );
  undo.push(() => auth.stop());
  const user = await startService(createUserApp({ db: userDb!, jwt: keys, adminUrl, internalToken: INTERNAL, logger: silent }), 0, opts);
  undo.push(() => user.stop());
  const urls = {
    authUrl: `http://127.0.0.1:${auth.port}`,
    userUrl: `http://127.0.0.1:${user.port}`,
  };
  const member = await startService(
    createMemberApp({ db: memberDb!, jwt: keys, userUrl: urls.userUrl, internalToken: INTERNAL, logger: silent }),
    0,
    opts,
  );
  undo.push(() => member.stop());
  const memberUrl = `http://127.0.0.1:${member.port}`;
  // Every admin app runs an outbox relay on the shared admin database. A replica pointed at a closed
  // URL that kept running would keep claiming later tests' messages and failing them (each failure
  // pushes the message's backoff out), so each test's replicas are retired when it ends.
  const replicas = new Set<Express>();
  /** An admin replica with some dependencies pointed elsewhere (e.g. at CLOSED_URL), retired by retireReplicas. */
  const adminApp = (overrides: Partial<{ authUrl: string; userUrl: string; memberUrl: string }> = {}) => {
    const replica = createApp({ db: adminDb!, jwt: keys, ...urls, memberUrl, ...overrides, internalToken: INTERNAL, logger: silent });
    replicas.add(replica);
    return replica;
  };
  const app = createApp({ db: adminDb!, jwt: keys, ...urls, memberUrl, internalToken: INTERNAL, logger: silent });
  undo.push(() => stopBackgroundWork(app));
  const retireReplicas = async () => {
    await Promise.all([...replicas].map(stopBackgroundWork));
    replicas.clear();
  };
  const admin: RunningService = await startService(app, adminPort, opts);
  const services = [auth, user, member, admin];

  return {
    app,
    adminApp,
    /** Stops the relays of the replicas adminApp made (the main app keeps running). */
    retireReplicas,
    userDb: userDb!,
    authDb: authDb!,
    memberDb: memberDb!,
    adminDb: adminDb!,
    urls: { ...urls, memberUrl },
    sent,
    bearer: (role: 'user' | 'member' | 'admin', sub?: string) => ({ authorization: `Bearer ${signTestToken(keys, { role, sub })}` }),
    async stop() {
      await retireReplicas();
      await Promise.all(services.map((s) => s.stop().catch(() => undefined)));
      await Promise.all([authDb, userDb, memberDb, adminDb].map((db) => db!.close(true)));
      await devdb.stop().catch(() => undefined);
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStackOnce>>;
