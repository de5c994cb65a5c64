import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the TOTP secrets at rest (AES-256-GCM): a copy of the database alone does not give anyone
 * the codes of an admin's authenticator. The key lives outside the database (env or the data folder).
 */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Also takes a value stored before secrets were encrypted (no prefix) and answers it as is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

const PREFIX = 'v1:';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The TOTP encryption key must be 32 bytes');
  const isSealed = (stored: string) => stored.startsWith(PREFIX);
  return {
    isSealed,
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}

/** TOTP_ENCRYPTION_KEY: 32 bytes as base64 (or 64 hex digits). */
export function parseSecretBoxKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes (base64 or 64 hex digits)');
  return key;
}

/**
 * Without TOTP_ENCRYPTION_KEY, a key derived from auth's JWT private key: still a secret kept outside
 * the database, so secrets are never stored in plaintext; a key of its own can be rotated separately.
 */
export const deriveSecretBoxKey = (jwtPrivateKey: string): Buffer =>
  Buffer.from(hkdfSync('sha256', jwtPrivateKey, 'agency-auth', 'totp-secret-encryption', 32));
