// Prints fresh secrets as an env file:
//   node scripts/make-secrets.mjs > .env                                              (docker-compose)
//   node scripts/make-secrets.mjs --kustomize > deploy/kubernetes/base/secrets.env   (Kubernetes)
// PEM keys are written with escaped newlines (\n) because env-file values are single lines (the services
// turn them back). docker-compose strips the quotes around a value; kustomize's secretGenerator keeps them
// as part of the value, so --kustomize writes none.
import { generateKeyPairSync, randomBytes } from 'node:crypto';

const quote = process.argv.includes('--kustomize') ? '' : '"';
const { privateKey, publicKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const oneLine = (pem) => JSON.stringify(pem.trim()).slice(1, -1);
console.log(`JWT_PRIVATE_KEY=${quote}${oneLine(privateKey)}${quote}`);
console.log(`JWT_PUBLIC_KEY=${quote}${oneLine(publicKey)}${quote}`);
console.log(`INTERNAL_TOKEN=${randomBytes(32).toString('hex')}`);
console.log(`TOTP_ENCRYPTION_KEY=${randomBytes(32).toString('hex')}`);
// Releases: the operators' token (npm run release) and the key admins' per-browser overrides are signed with.
console.log(`OPERATOR_TOKEN=${randomBytes(32).toString('hex')}`);
console.log(`RELEASE_OVERRIDE_SECRET=${randomBytes(32).toString('hex')}`);
