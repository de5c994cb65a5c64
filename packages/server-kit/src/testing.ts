// Helpers for service tests only (imported as '@agency/server-kit/testing'): a fresh RS256 key pair,
// tokens signed the way services/auth signs them, a proxy that makes a service "slow", and polling.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
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

export interface PausableProxy {
  url: string;
  /** From now on requests are held unanswered, as by a process stopped with SIGSTOP. */
  pause(): void;
  /** Held requests go on to the target, in the order they came. */
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A proxy in front of a service that can "freeze" it: while paused, requests are accepted and held
 * (the caller times out, but the request still reaches the service once resumed, as after SIGCONT).
 */
export async function startPausableProxy(target: string): Promise<PausableProxy> {
  let paused = false;
  let held: Array<() => void> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const forward = () => {
        const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
          if (!res.headersSent && !res.destroyed) res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
        upstream.end(Buffer.concat(chunks));
      };
      if (paused) held.push(forward);
      else forward();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
      const waiting = held;
      held = [];
      for (const forward of waiting) forward();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `read` until it equals `expected` (deep) or `timeoutMs` passes; answers the last value read. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An export's text back as rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF rows), BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const field = /(?:"((?:[^"]|"")*)"|([^",\r\n]*))(,|\r\n|$)/gy;
  let row: string[] = [];
  field.lastIndex = text.startsWith('\uFEFF') ? 1 : 0;
  while (field.lastIndex < text.length) {
    const m = field.exec(text);
    if (!m) throw new Error(`not CSV at ${field.lastIndex}`);
    row.push(m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!);
    if (m[3] !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

export { startSmtpServer, type ReceivedMail, type SmtpTestServer } from './smtp-test-server';
