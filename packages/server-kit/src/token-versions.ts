// Revocation across services: a password change, a reset or "sign out of all devices" bumps the
// account's token version in auth, and a sign-out revokes one session id; every service refuses
// tokens of an older version or a revoked session. Services ask auth (internal API) and keep the
// answer for a few seconds, so revocation reaches them within TOKEN_VERSION_TTL_MS without a call per
// request. If auth cannot be reached, the last known state (or none) is trusted: a short auth outage
// must not sign everybody out.
import { authInternalApi } from '@agency/contracts';
import { callInternal } from './call-internal';

export const TOKEN_VERSION_TTL_MS = 10_000;

export interface SessionState {
  /** Tokens with an older version are revoked. */
  tokenVersion: number;
  /** Session ids (the token's `sid`) that were signed out. */
  revokedSessions: ReadonlySet<string>;
}

/** `maxAgeMs`: how old a cached answer may be for this caller (at most the lookup's own TTL). */
export type SessionStateLookup = (sub: string, maxAgeMs?: number) => Promise<SessionState | null>;

// A deleted account's tokens are all revoked.
const DELETED: SessionState = { tokenVersion: Number.POSITIVE_INFINITY, revokedSessions: new Set() };

export function createSessionStateLookup(opts: { authUrl: string; internalToken: string; ttlMs?: number }): SessionStateLookup {
  const { authUrl, internalToken, ttlMs = TOKEN_VERSION_TTL_MS } = opts;
  const cache = new Map<string, { state: SessionState; at: number }>();
  return async (sub, maxAgeMs = ttlMs) => {
    const known = cache.get(sub);
    if (known && Date.now() - known.at < Math.min(maxAgeMs, ttlMs)) return known.state;
    try {
      const answer = await callInternal(`${authUrl}${authInternalApi.tokenVersion.path(sub)}`, {
        internalToken,
        timeoutMs: 1000,
        unavailableMessage: 'The account service is unavailable.',
      });
      const state = answer.status === 404 ? DELETED : toState(answer.body);
      if (!state) return known?.state ?? null;
      cache.set(sub, { state, at: Date.now() });
      return state;
    } catch {
      return known?.state ?? null;
    }
  };
}

function toState(body: unknown): SessionState | null {
  const parsed = authInternalApi.tokenVersion.answer.safeParse(body);
  return parsed.success ? { tokenVersion: parsed.data.tokenVersion, revokedSessions: new Set(parsed.data.revokedSessions) } : null;
}
