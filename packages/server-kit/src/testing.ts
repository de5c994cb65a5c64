// Helpers for service tests only (imported as '@agency/server-kit/testing'): a fresh RS256 key pair
// and tokens signed the way services/auth signs them.
import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@agency/contracts';
import type { JwtVerifyOptions } from './auth-guard';

export interface TestKeys extends JwtVerifyOptions {
  privateKey: string;
}

export function createTestKeys(): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey, issuer: 'agency-auth', audience: 'agency-portal' };
}

export interface TestTokenClaims {
  sub?: string;
  role: Role;
  name?: string;
  email?: string;
  firstLogin?: boolean;
}

export function signTestToken(keys: TestKeys, claims: TestTokenClaims, options: jwt.SignOptions = {}): string {
  const { sub = '64b000000000000000000001', role, name = 'Test Person', email = 'test@agency.local', firstLogin = false } = claims;
  return jwt.sign({ role, name, email, firstLogin, tokenVersion: 0 }, keys.privateKey, {
    algorithm: 'RS256',
    subject: sub,
    issuer: keys.issuer,
    audience: keys.audience,
    expiresIn: '1h',
    ...options,
  });
}
