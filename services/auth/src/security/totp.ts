import { Secret, TOTP } from 'otpauth';

// RFC 6238 defaults that every authenticator app understands: SHA-1, 6 digits, 30 s.
const PERIOD_SECONDS = 30;
const ISSUER = 'Agency Portal';

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS });

/** 160 random bits (RFC 4226's recommended length), base32 for manual entry. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const totpUri = (secret: string, accountEmail: string): string => totpOf(secret, accountEmail).toString();

/**
 * The 30-second step the code belongs to, or null when it matches none. One step either side is
 * accepted for clock drift; the caller stores the step so the same code cannot be used twice.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
