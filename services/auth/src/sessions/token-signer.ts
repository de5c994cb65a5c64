import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DEFAULT_SESSION_TIMEOUT_HOURS } from '@agency/contracts';
import type { JwtVerifyOptions } from '@agency/server-kit';
import type { AccountRecord } from '../accounts/account-repository';

export interface TokenSignerOptions {
  privateKey: string;
  issuer: string;
  audience: string;
  expiresIn?: jwt.SignOptions['expiresIn'];
}

/**
 * `sessionId`: the session a fresh token continues (a profile or password change re-signs the token
 * of the same sign-in); absent, a new session starts (sign-in, sign-up). Sign-out revokes a session,
 * so every token of it must carry the same id.
 */
export type TokenSigner = (account: AccountRecord, sessionId?: string) => string;

/**
 * RS256 tokens that every service verifies with the public key (server-kit's requireAuth). An admin's
 * tokens last the session timeout of the Profile page (the default until one is chosen); everyone else's `expiresIn`.
 */
export function createTokenSigner({ privateKey, issuer, audience, expiresIn = '8h' }: TokenSignerOptions): TokenSigner {
  const lifetimeOf = (account: AccountRecord): jwt.SignOptions['expiresIn'] =>
    account.role === 'admin' ? (account.sessionTimeoutHours ?? DEFAULT_SESSION_TIMEOUT_HOURS) * 3600 : expiresIn;
  return (account, sessionId = randomUUID()) =>
    jwt.sign(
      {
        role: account.role,
        name: account.name,
        email: account.email,
        firstLogin: account.firstLogin,
        tokenVersion: account.tokenVersion,
        sid: sessionId,
      },
      privateKey,
      { algorithm: 'RS256', subject: account.id, issuer, audience, expiresIn: lifetimeOf(account) },
    );
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
