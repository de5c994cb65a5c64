import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import jwt from 'jsonwebtoken';
import { tokenClaimsSchema, type Role } from '@agency/contracts';
import { AppError } from './app-error';
import type { SessionState, SessionStateLookup } from './token-versions';

export interface JwtVerifyOptions {
  publicKey: string;
  issuer: string;
  audience: string;
  /** The account's token version and signed-out sessions (see token-versions.ts); absent: signature and expiry only. */
  sessionState?: SessionStateLookup;
}

export interface AuthContext {
  sub: string;
  role: Role;
  name: string;
  email: string;
  firstLogin: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      auth?: AuthContext;
    }
  }
}

const unauthenticated = (message: string) => new AppError('UNAUTHENTICATED', message, 401);

/** The raw token of an `Authorization: Bearer …` header; '' when there is none. */
export const bearerOf = (authorization: string | undefined) => /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';

/** A token's claims once its signature, algorithm, iss, aud and exp have passed; `exp` in seconds since the epoch. */
export type VerifiedBearer = AuthContext & { tokenVersion: number; sid?: string; exp: number };

/** The one token check (every service, auth too): 401 UNAUTHENTICATED without a token or with a bad one. */
export function verifyBearer(header: string | undefined, options: Omit<JwtVerifyOptions, 'sessionState'>): VerifiedBearer {
  const token = bearerOf(header);
  if (!token) throw unauthenticated('Authentication required');
  let payload: unknown;
  try {
    // The algorithm is pinned: a token signed with HS256 using the public key as secret must not pass.
    payload = jwt.verify(token, options.publicKey, { algorithms: ['RS256'], issuer: options.issuer, audience: options.audience });
  } catch {
    throw unauthenticated('Invalid or expired token');
  }
  const claims = tokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw unauthenticated('Invalid or expired token');
  const { sub, role, name, email, firstLogin, tokenVersion, sid } = claims.data;
  return { sub, role, name, email, firstLogin, tokenVersion, sid, exp: (payload as { exp?: number }).exp ?? 0 };
}

const checkedRequests = new WeakMap<Request, { header: string | undefined; outcome: VerifiedBearer | AppError }>();

/**
 * verifyBearer once per request a service receives: the idempotency scope and the route guard read the
 * same check instead of verifying the signature each.
 */
export function verifyRequestBearer(req: Request, options: Omit<JwtVerifyOptions, 'sessionState'>): VerifiedBearer {
  const header = req.get('authorization');
  const checked = checkedRequests.get(req);
  const outcome = checked && checked.header === header ? checked.outcome : check(header, options);
  checkedRequests.set(req, { header, outcome });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

function check(header: string | undefined, options: Omit<JwtVerifyOptions, 'sessionState'>): VerifiedBearer | AppError {
  try {
    return verifyBearer(header, options);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
}

/** The one revocation rule: a token of an older version than the account's, or of a signed-out session. */
export const isSessionRevoked = (token: Pick<VerifiedBearer, 'tokenVersion' | 'sid'>, state: SessionState | null | undefined): boolean =>
  !!state && (token.tokenVersion < state.tokenVersion || (token.sid !== undefined && state.revokedSessions.has(token.sid)));

export const sessionEnded = () => unauthenticated('Your session has ended. Please sign in again.');

/** The account id of a request's valid token (signature, iss, aud, exp), else undefined: for keying, not for access. */
export const identifyAccount =
  (options: Omit<JwtVerifyOptions, 'sessionState'>) =>
  (req: Request): string | undefined => {
    try {
      return verifyRequestBearer(req, options).sub;
    } catch {
      return undefined;
    }
  };

/** What a router takes to guard its routes: `requireAuth(['admin'])`. */
export type RequireAuth = (roles?: readonly Role[]) => RequestHandler;

/**
 * `requireAuth(roles?)`: 401 without a valid token, 403 when the role is not one of `roles`, and 403
 * PASSWORD_CHANGE_REQUIRED for an account still on the first-login password, on every route: such a member
 * may only change it and sign out, which are auth's routes (its own guard lets those two through), so a
 * route here cannot forget the rule.
 */
export function createAuthGuard(options: JwtVerifyOptions): RequireAuth {
  return function requireAuth(roles?: readonly Role[]): RequestHandler {
    return async (req, _res, next) => {
      const { tokenVersion, sid, exp: _exp, ...auth } = verifyRequestBearer(req, options);
      if (isSessionRevoked({ tokenVersion, sid }, await options.sessionState?.(auth.sub))) throw sessionEnded();
      if (roles && !roles.includes(auth.role)) throw new AppError('FORBIDDEN', 'You do not have access to this resource', 403);
      if (auth.firstLogin) throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your password before continuing', 403);
      req.auth = auth;
      next();
    };
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Guards `/internal/*`: the caller must send the shared secret in `x-internal-token`. */
export function requireInternalToken(expected: string): RequestHandler {
  const expectedDigest = digest(expected);
  return (req, _res, next) => {
    const given = req.get('x-internal-token');
    // Compare digests so the comparison is constant-time whatever the length of the input.
    if (!given || !timingSafeEqual(digest(given), expectedDigest)) throw unauthenticated('Internal token required');
    next();
  };
}
