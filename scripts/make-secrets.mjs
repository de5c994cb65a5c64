// Prints an .env for docker-compose with fresh secrets: node scripts/make-secrets.mjs > .env
// PEM keys are written with escaped newlines (\n) because .env values are single lines.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const oneLine = (pem) => JSON.stringify(pem.trim()).slice(1, -1);
console.log(`JWT_PRIVATE_KEY="${oneLine(privateKey)}"`);
console.log(`JWT_PUBLIC_KEY="${oneLine(publicKey)}"`);
console.log(`INTERNAL_TOKEN=${randomBytes(32).toString('hex')}`);
console.log(`TOTP_ENCRYPTION_KEY=${randomBytes(32).toString('hex')}`);
