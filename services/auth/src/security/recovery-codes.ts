import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No look-alikes (0/o, 1/l/i): people copy these from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Codes are ~49 random bits each and single-use, so a fast hash is enough (like reset tokens). */
export const hashRecoveryCode = (normalised: string): string => createHash('sha256').update(normalised).digest('hex');

/** Ten codes shown as "xxxxx-xxxxx"; the contract's schema strips the dash before hashing. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return { codes: codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`), hashes: codes.map(hashRecoveryCode) };
}
