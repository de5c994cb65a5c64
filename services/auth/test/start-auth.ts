// Test harness: the real auth app on a real devdb (memory), with a key pair made for this run.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startDevDb } from '@agency/devdb';
import { connectDb, createLogger } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp } from '../src/app';

export const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';

export async function startAuth() {
  const devdb = await startDevDb();
  const db = await connectDb(devdb.uri, 'agency_auth', { serverSelectionTimeoutMS: 500 });
  const keys = createTestKeys();
  const app = createApp({
    db,
    signer: { privateKey: keys.privateKey, issuer: keys.issuer, audience: keys.audience },
    internalToken: INTERNAL_TOKEN,
    logger: createLogger({ name: 'auth', level: 'silent' }),
  });
  return {
    app,
    db,
    devdb,
    /** Verifies a token the way the other services do; throws when it would be refused. */
    readToken: (token: string) =>
      jwt.verify(token, keys.publicKey, { algorithms: ['RS256'], issuer: keys.issuer, audience: keys.audience }) as jwt.JwtPayload,
    login: (email: string, password: string, role: string) => request(app).post('/api/auth/login').send({ email, password, role }),
    async stop() {
      await db.close(true);
      await devdb.stop().catch(() => undefined);
    },
  };
}

export type AuthHarness = Awaited<ReturnType<typeof startAuth>>;
