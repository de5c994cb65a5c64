import type { Request, RequestHandler } from 'express';
import { AppError, verifyRequestBearer, type JwtVerifyOptions } from '@agency/server-kit';
import type { AccountRecord, AccountRepository } from '../accounts/account-repository';
import type { SessionRepository } from './session-repository';

/** The account behind a verified token, with the session the token belongs to. */
export interface SignedInAccount extends AccountRecord {
  /** Absent on tokens signed before sessions had ids. */
  sessionId?: string;
  tokenExpiresAt: Date;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      account?: SignedInAccount;
    }
  }
}

const sessionEnded = () => new AppError('UNAUTHENTICATED', 'Invalid or expired token', 401);

export type SessionVerifier = (req: Request) => Promise<SignedInAccount>;

/**
 * Auth's own, stricter check: besides signature, algorithm, iss, aud and exp (as every service
 * checks), the token's version must equal the account's and its session must not be signed out, so
 * a password change, a reset or a sign-out revokes tokens at once here and on every route that
 * forwards the bearer to auth.
 */
export function createSessionVerifier(
  options: JwtVerifyOptions,
  accounts: AccountRepository,
  sessions: SessionRepository,
): SessionVerifier {
  return async (req) => {
    const { sub, sid, tokenVersion, role, exp } = verifyRequestBearer(req, options);
    const [account, signedOut] = await Promise.all([accounts.findById(sub), sid ? sessions.isRevoked(sid) : false]);
    // A role claim that no longer matches the account is as good as a forged one.
    if (!account || signedOut || account.tokenVersion !== tokenVersion || account.role !== role) throw sessionEnded();
    return { ...account, ...(sid ? { sessionId: sid } : {}), tokenExpiresAt: new Date(exp * 1000) };
  };
}

/** Puts the verified account in res.locals.account; `allowFirstLogin` only for the password change itself. */
export function requireSession(verify: SessionVerifier, { allowFirstLogin = false } = {}): RequestHandler {
  return async (req, res, next) => {
    const account = await verify(req);
    if (account.firstLogin && !allowFirstLogin) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your password before continuing', 403);
    }
    res.locals.account = account;
    next();
  };
}
