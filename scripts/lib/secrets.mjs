// The embedded default's secrets: an RS256 key pair for JWTs, the internal-API token and the TOTP sealing key, made on first start
// and kept in the data folder so sessions survive restarts. Production passes its own through env.
import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';

function readOrCreate(file, create) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, create(), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8');
}

export function ensureSecrets(dataDir) {
  const keysDir = path.join(dataDir, 'keys');
  let pair;
  const makePair = () =>
    (pair ??= generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }));
  const privateKey = readOrCreate(path.join(keysDir, 'jwt-private.pem'), () => makePair().privateKey);
  const publicKey = readOrCreate(path.join(keysDir, 'jwt-public.pem'), () => makePair().publicKey);
  const internalToken = readOrCreate(path.join(keysDir, 'internal-token'), () => randomBytes(32).toString('hex'));
  // Seals the admins' TOTP secrets in the database (auth's TOTP_ENCRYPTION_KEY).
  const totpKey = readOrCreate(path.join(keysDir, 'totp-key'), () => randomBytes(32).toString('hex'));
  return { privateKey, publicKey, internalToken: internalToken.trim(), totpKey: totpKey.trim() };
}
