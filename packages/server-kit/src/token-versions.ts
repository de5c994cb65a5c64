// Revocation across services: a password change or reset bumps the account's token version in auth,
// and every service refuses tokens signed with an older one. Services ask auth (internal API) and
// keep the answer for a few seconds, so revocation reaches them within TOKEN_VERSION_TTL_MS without
// a call per request. If auth cannot be reached, the last known version (or the token's) is trusted:
// a short auth outage must not sign everybody out.
import { callInternal } from './call-internal';

export const TOKEN_VERSION_TTL_MS = 10_000;

export type TokenVersionLookup = (sub: string) => Promise<number | null>;

export function createTokenVersionLookup(opts: { authUrl: string; internalToken: string; ttlMs?: number }): TokenVersionLookup {
  const { authUrl, internalToken, ttlMs = TOKEN_VERSION_TTL_MS } = opts;
  const cache = new Map<string, { version: number; at: number }>();
  return async (sub) => {
    const known = cache.get(sub);
    if (known && Date.now() - known.at < ttlMs) return known.version;
    try {
      const answer = await callInternal<{ tokenVersion?: number }>(
        `${authUrl}/internal/accounts/${encodeURIComponent(sub)}/token-version`,
        {
          internalToken,
          timeoutMs: 1000,
          unavailableMessage: 'The account service is unavailable.',
        },
      );
      // A deleted account's tokens are all revoked.
      const version = answer.status === 404 ? Number.POSITIVE_INFINITY : answer.body?.tokenVersion;
      if (typeof version !== 'number') return known?.version ?? null;
      cache.set(sub, { version, at: Date.now() });
      return version;
    } catch {
      return known?.version ?? null;
    }
  };
}
