// Test harness: the real auth app on a real devdb (memory), with a key pair made for this run, an
// in-memory mailer and a clock the test can move.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startDevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp } from '../src/app';
import type { Mailer, MailMessage } from '@agency/server-kit';
import type { AuthAppDeps } from '../src/app';
import type { FloodLimits } from '../src/throttle/flood-limits';
import type { GuessLimits } from '../src/throttle/guess-throttle';

export const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
export const PUBLIC_URL = 'https://portal.example.test';

// Tests of other features sign up, ask for resets and change e-mails from one address many times; the
// flood limits themselves are tested with their real numbers (flood-limits.test.ts, email-change-limits.test.ts).
const ROOMY: FloodLimits = {
  signUpsPerClient: { max: 10_000, windowMs: 60_000 },
  resetRequestsPerClient: { max: 10_000, windowMs: 60_000 },
  resetRequestsPerAddress: { max: 10_000, windowMs: 60_000 },
  emailChangesPerAccount: { max: 10_000, windowMs: 60_000 },
  emailChangesPerAddress: { max: 10_000, windowMs: 60_000 },
  emailChangesPerClient: { max: 10_000, windowMs: 60_000 },
};

export async function startAuth(
  options: {
    guessLimits?: GuessLimits;
    /** Over roomy ones: the limits a test names keep their numbers, the others stay out of its way. */
    floodLimits?: Partial<FloodLimits>;
    dbPath?: string;
    /** A real transport (the SMTP tests); default an in-memory one whose messages land in `sent`. */
    mailer?: Mailer;
    relay?: AuthAppDeps['relay'];
    /** Where account.changed messages go (a receiver the test runs). */
    adminUrl?: string;
  } = {},
) {
  // A dbPath keeps the data on disk, so a second start on the same folder is a restart.
  const devdb = await startDevDb({ dbPath: options.dbPath });
  const db = await connectDb(devdb.uri, 'agency_auth', { serverSelectionTimeoutMS: 500 });
  const keys = createTestKeys();
  const sent: MailMessage[] = [];
  let offsetMs = 0;
  const app = createApp({
    db,
    signer: { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience },
    internalToken: INTERNAL_TOKEN,
    mailer: options.mailer ?? { send: async (message) => void sent.push(message) },
    relay: options.relay,
    adminUrl: options.adminUrl,
    publicUrl: PUBLIC_URL,
    guessLimits: options.guessLimits,
    floodLimits: { ...ROOMY, ...options.floodLimits },
    now: () => new Date(Date.now() + offsetMs),
    logger: createLogger({ name: 'auth', level: 'silent' }),
  });
  const h = {
    app,
    db,
    devdb,
    keys,
    sent,
    /** Moves the service's clock (reset-link expiry, rate-limit windows). */
    advanceClock: (ms: number) => {
      offsetMs += ms;
    },
    /** Verifies a token the way the other services do; throws when it would be refused. */
    readToken: (token: string) =>
      jwt.verify(token, keys.publicKey, { algorithms: ['RS256'], issuer: keys.issuer, audience: keys.audience }) as jwt.JwtPayload,
    login: (email: string, password: string, role: string) => request(app).post('/api/auth/login').send({ email, password, role }),
    signup: (body: object) => request(app).post('/api/auth/signup').send(body),
    /** A member as admin creates one: firstLogin true. */
    createMember: (email: string, password = 'Welcome-123') =>
      request(app).post('/internal/accounts').set('x-internal-token', INTERNAL_TOKEN).send({ name: 'Mia Member', email, password }),
    /** Waits for the reset e-mail the route sends after answering. */
    async waitForMail(to: string, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = sent.find((m) => m.to === to);
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no mail to ${to}`);
    },
    /** Every mail to `to` recorded so far, once the relays have handed them all to the mailer (they take each off after). */
    async mailsTo(to: string, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      // An e-mail, or a reset request's step that makes one ('self'); account.changed may wait for an admin service.
      const mailPending = { messagesPending: true, 'pendingMessages.to': { $in: ['mail', 'self'] } };
      const waiting = async () =>
        (await Promise.all(['accounts', 'password_resets'].map((name) => db.collection(name).countDocuments(mailPending)))).some(
          (n) => n > 0,
        );
      while (await waiting()) {
        if (Date.now() > deadline) throw new Error(`mail to ${to} still waiting to be sent`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return sent.filter((m) => m.to === to);
    },
    async stop() {
      await db.close(true);
      await devdb.stop().catch(() => undefined);
    },
  };
  return h;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const linkToken = (text: string) => /reset-password\?token=([\w%-]+)/.exec(text)?.[1] ?? '';

export type AuthHarness = Awaited<ReturnType<typeof startAuth>>;
