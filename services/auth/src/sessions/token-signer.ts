import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEFAULT_SESSION_TIMEOUT_HOURS } from '@agency/contracts';
import type { JwtVerifyOptions } from '@agency/server-kit';
import type { AccountRecord } from '../accounts/account-repository';
import type { SignedInAccount } from './verify-session';

export interface TokenSignerOptions {
  privateKey: string;
  issuer: string;
  audience: string;
  /** Everyone's but the admins' (theirs is the session timeout). */
  lifetimeSeconds?: number;
}

/** The session a re-signed token continues: its id (absent on tokens from before sessions had ids) and its end. */
export type ContinuedSession = Pick<SignedInAccount, 'sessionId' | 'tokenExpiresAt'>;

/**
 * `session`: the sign-in a fresh token continues (a profile save or the timeout choice re-signs it). It
 * keeps the id, since sign-out revokes a session and every token of it must carry the same one, and it
 * ends no later than the session does: else re-signing would keep a stolen token alive for ever and make
 * the admin's timeout a sliding one (ASVS 7.3.2). Absent, a new session starts (sign-in, sign-up, and a
 * password change, which proves the password again).
 */
export type TokenSigner = (account: AccountRecord, session?: ContinuedSession) => string;

/**
 * RS256 tokens that every service verifies with the public key (server-kit's requireAuth). An admin's
 * tokens last the session timeout of the Profile page (the default until one is chosen); everyone else's `lifetimeSeconds`.
 */
export function createTokenSigner({ privateKey, issuer, audience, lifetimeSeconds = 8 * 3600 }: TokenSignerOptions): TokenSigner {
  const lifetimeOf = (account: AccountRecord) =>
    account.role === 'admin' ? (account.sessionTimeoutHours ?? DEFAULT_SESSION_TIMEOUT_HOURS) * 3600 : lifetimeSeconds;
  return (account, session) => {
    const iat = Math.floor(Date.now() / 1000);
    const sessionEnd = session ? Math.floor(session.tokenExpiresAt.getTime() / 1000) : Infinity;
    return jwt.sign(
      {
        role: account.role,
        name: account.name,
        email: account.email,
        firstLogin: account.firstLogin,
        tokenVersion: account.tokenVersion,
        sid: session?.sessionId ?? randomUUID(),
        iat,
        // A shorter timeout chosen meanwhile shortens the session; nothing lengthens it.
        exp: Math.min(iat + lifetimeOf(account), sessionEnd),
      },
      privateKey,
      { algorithm: 'RS256', subject: account.id, issuer, audience },
    );
  };
}

/** Fails at boot when JWT_PRIVATE_KEY and JWT_PUBLIC_KEY are not a pair (every token would be refused). */
export function assertKeyPair(sign: TokenSigner, verify: JwtVerifyOptions): void {
  const probe = sign({
    id: 'key-check',
    name: '',
    email: '',
    phone: '',
    role: 'user',
    passwordHash: '',
    firstLogin: false,
    tokenVersion: 0,
    version: 0,
  });
  jwt.verify(probe, verify.publicKey, { algorithms: ['RS256'], issuer: verify.issuer, audience: verify.audience });
}
