// A signed, expiring "this browser sees <target> at <version>": the admin service signs it for an admin's
// own browser, the gateway checks it on every request. HMAC-SHA256 with a secret both read from config;
// anything that does not verify, or has expired, reads as no override.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RELEASE_OVERRIDE_COOKIE = 'release_override';

export interface ReleaseOverride {
  target: string;
  version: string;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/** The cookie's value: `<payload>.<signature>`, both base64url. */
export function signReleaseOverride(override: ReleaseOverride, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ t: override.target, v: override.version, e: override.expiresAt })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The override a cookie value names, or undefined when it is malformed, forged (wrong signature) or expired. */
export function readReleaseOverride(value: string | undefined, secret: string, now = Date.now()): ReleaseOverride | undefined {
  if (!value || !secret) return undefined;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const { t, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { t?: unknown; v?: unknown; e?: unknown };
    if (typeof t !== 'string' || typeof v !== 'string' || typeof e !== 'number' || e <= now) return undefined;
    return { target: t, version: v, expiresAt: e };
  } catch {
    return undefined;
  }
}
