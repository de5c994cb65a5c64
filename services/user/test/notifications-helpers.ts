// Shared set-up for the e-mail notification tests: a stand-in auth (identities, the admins), a mailer
// that records what it is given, and the user app with its outbox relay driven by hand (drain()).
import { createServer, type Server } from 'node:http';
import type { Mailer, MailMessage, OutboxRelay } from '@agency/server-kit';
import { connectDb, createLogger, stopBackgroundWork } from '@agency/server-kit';
import { createApp } from '../src/app';
import { INTERNAL_TOKEN, keys, type RequestsTestEnv } from './requests-helpers';
import { ADMIN, ALICE, BOB, MEMBER, OTHER_MEMBER } from './threads-helpers';

export const ADMIN_2 = '64b0000000000000000000d6';
export const PUBLIC_URL = 'https://portal.example';

export const PEOPLE = {
  [ALICE]: { id: ALICE, name: 'Alice A', email: 'alice@example.com', role: 'user' },
  [BOB]: { id: BOB, name: 'Bob B', email: 'bob@example.com', role: 'user' },
  [MEMBER]: { id: MEMBER, name: 'Mia Member', email: 'mia@example.com', role: 'member' },
  [OTHER_MEMBER]: { id: OTHER_MEMBER, name: 'Otto Other', email: 'otto@example.com', role: 'member' },
  [ADMIN]: { id: ADMIN, name: 'Ada Admin', email: 'ada@example.com', role: 'admin' },
  [ADMIN_2]: { id: ADMIN_2, name: 'Abe Admin', email: 'abe@example.com', role: 'admin' },
} as const;

export interface FakeAuth {
  url: string;
  server: Server;
  /** While true every call answers 503 (auth down). */
  down: boolean;
}

export async function startFakeAuth(): Promise<FakeAuth> {
  const auth: FakeAuth = { url: '', server: undefined as unknown as Server, down: false };
  auth.server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (auth.down) return answer(503, { error: 'down', code: 'DEPENDENCY_UNAVAILABLE' });
    if (req.headers['x-internal-token'] !== INTERNAL_TOKEN) return answer(401, { error: 'no', code: 'UNAUTHENTICATED' });
    if (req.url === '/internal/admin-accounts') {
      const admins = Object.values(PEOPLE).filter((p) => p.role === 'admin');
      return answer(200, { accounts: admins.map((p) => ({ ...p, firstLogin: false })), nextCursor: null });
    }
    const [, id, rest] = /^\/internal\/accounts\/([^/]+)(\/identity)?$/.exec(req.url ?? '') ?? [];
    const who = id ? PEOPLE[id as keyof typeof PEOPLE] : undefined;
    if (!who) return answer(404, { error: 'Account not found', code: 'NOT_FOUND' });
    return answer(200, rest ? { ...who, firstLogin: false } : { id: who.id, name: who.name, email: who.email, phone: '' });
  });
  await new Promise<void>((resolve) => auth.server.listen(0, '127.0.0.1', resolve));
  auth.url = `http://127.0.0.1:${(auth.server.address() as { port: number }).port}`;
  return auth;
}

export interface Outbox {
  sent: MailMessage[];
  /** Make the next `n` sends fail (an SMTP server refusing). */
  failNext: number;
}

export function createRecordingMailer(outbox: Outbox) {
  return {
    async send(message: MailMessage) {
      if (outbox.failNext > 0) {
        outbox.failNext -= 1;
        throw new Error('SMTP refused');
      }
      outbox.sent.push(message);
    },
  };
}

/**
 * A user app on the test database whose notifications only move when the test drains them. Thread
 * messages are mailed at the next drain unless a mail window is given (thread-mail-window.test.ts).
 */
export function notifyingApp(env: RequestsTestEnv, auth: FakeAuth, outbox: Outbox, threadMailWindowMs = 0) {
  return mailingApp(env, auth, createRecordingMailer(outbox), { pollMs: 0 }, threadMailWindowMs);
}

/** A user app whose outbox relay sends through `mailer` (by itself, unless `relay.pollMs` is 0). */
export function mailingApp(
  env: RequestsTestEnv,
  auth: FakeAuth,
  mailer: Mailer,
  relay: Parameters<typeof createApp>[0]['relay'],
  threadMailWindowMs?: number,
) {
  const app = createApp({
    threadMailWindowMs,
    db: env.db,
    jwt: keys,
    adminUrl: env.admin.url,
    memberUrl: env.member.url,
    authUrl: auth.url,
    internalToken: INTERNAL_TOKEN,
    logger: createLogger({ name: 'user', level: 'silent' }),
    publicUrl: PUBLIC_URL,
    mailer,
    relay,
  });
  const relayOf = app.locals.outboxRelay as OutboxRelay;
  return { app, drain: () => relayOf.drain(), stop: () => stopBackgroundWork(app) };
}

/**
 * A user app on a connection of its own that dies at its first insert into `collection`: right after
 * the insert is in the database (`'after'`: nothing the process meant to do next happens) or instead
 * of it. It loses its database connection as a dying process does, so it writes nothing more.
 */
export async function dyingApp(env: RequestsTestEnv, auth: FakeAuth, collection: string, when: 'after' | 'instead') {
  const db = await connectDb(env.devdb.uri, env.db.name, { serverSelectionTimeoutMS: 500 });
  const { app } = mailingApp({ ...env, db }, auth, createRecordingMailer({ sent: [], failNext: 0 }), { pollMs: 0 });
  const target = db.collection(collection);
  const insertOne = target.insertOne.bind(target);
  target.insertOne = (async (...args: Parameters<typeof insertOne>) => {
    if (when === 'after') await insertOne(...args);
    await db.close(true);
    throw new Error('the process died');
  }) as typeof target.insertOne;
  return app;
}

/** Who got e-mails whose subject contains `about`, as sorted "address: subject" lines. */
export const mailsAbout = (outbox: Outbox, about: string) =>
  outbox.sent
    .filter((m) => m.subject.includes(about) || m.text.includes(about))
    .map((m) => `${m.to}: ${m.subject}`)
    .sort();
