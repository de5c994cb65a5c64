// Shared by the accounts-*.spec.ts files: fresh accounts, the outbox, and direct calls that bypass the gateway.
import fs from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { MongoClient } from 'mongodb';
import { API, DIRECT, E2E_DATA_DIR } from '../support/stack';

export const AUTH_DIRECT = DIRECT.auth;
export const ADMIN_DIRECT = DIRECT.admin;
const DB_URI = DIRECT.db;

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

export async function api(
  pathName: string,
  options: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; base?: string } = {},
) {
  const res = await fetch(`${options.base ?? API}${pathName}`, {
    method: options.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON of every endpoint, read field by field in the specs
  let body: any = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body, text };
}

export async function signUpUser(name = 'E2E User', password = 'User-pass-123') {
  const email = uniqueEmail('user');
  const res = await api('/api/auth/signup', { method: 'POST', body: { name, email, password } });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.text}`);
  return { email, password, role: 'user', name, id: res.body.data.user.id as string, token: res.body.data.token as string };
}

const internalToken = () => fs.readFileSync(path.join(E2E_DATA_DIR, 'keys', 'internal-token'), 'utf8').trim();

/** A member as the admin's add-member flow makes one (auth's internal API): firstLogin true. */
export async function createMember(name = 'E2E Member', password = 'Welcome-123') {
  const email = uniqueEmail('member');
  const res = await api('/internal/accounts', {
    method: 'POST',
    base: AUTH_DIRECT,
    headers: { 'x-internal-token': internalToken() },
    body: { name, email, password },
  });
  if (res.status !== 201) throw new Error(`member creation failed: ${res.status} ${res.text}`);
  return { email, password, role: 'member', name, id: res.body.id as string };
}

async function withDb<T>(work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(DB_URI, { serverSelectionTimeoutMS: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** A second admin, so tests can change an admin's password without touching the demo admin others use. */
export async function createAdmin(name = 'E2E Admin', password = 'Admin-pass-123') {
  const email = uniqueEmail('admin');
  await withDb((c) =>
    c
      .db('agency_auth')
      .collection('accounts')
      .insertOne({
        name,
        email,
        phone: '',
        role: 'admin',
        passwordHash: bcrypt.hashSync(password, 10),
        firstLogin: false,
        tokenVersion: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
  );
  return { email, password, role: 'admin', name };
}

/** Ages every unused reset link of the database past its 30 minutes. */
export const expireResetLinks = () =>
  withDb((c) =>
    c
      .db('agency_auth')
      .collection('password_resets')
      .updateMany({ usedAt: null }, { $set: { expiresAt: new Date(Date.now() - 60_000) } }),
  );

/** Every mail in the outbox folder the stack writes, newest first (files are named by message id, not by time). */
function outboxMails(): Array<{ to?: Array<{ address: string }>; sentAt: string; subject: string; text: string }> {
  const dir = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt));
}

/** The newest mail to `email` sent at or after `after` whose text passes `match`, read from the outbox folder the stack writes. */
export async function readMail(email: string, match: (text: string) => boolean, after = 0, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = outboxMails().find((m) => m.to?.[0]?.address === email && Date.parse(m.sentAt) >= after && match(m.text));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching e-mail to ${email} in ${path.join(E2E_DATA_DIR, 'outbox')}`);
}

/** The newest link to `page` (e.g. /reset-password) e-mailed to `email`. */
export async function readMailedLink(email: string, page: string, after = 0, timeoutMs = 5000): Promise<string> {
  const pattern = new RegExp(`(http\\S+${page}\\?token=[\\w-]+)`);
  const mail = await readMail(email, (text) => pattern.test(text), after, timeoutMs);
  return pattern.exec(mail.text)![1]!;
}

/** The newest reset link e-mailed to `email`, read from the outbox folder the stack writes. */
export const readResetLink = (email: string, after = 0, timeoutMs = 5000) => readMailedLink(email, '/reset-password', after, timeoutMs);

export const outboxCount = (email: string) => outboxMails().filter((m) => m.to?.[0]?.address === email).length;
