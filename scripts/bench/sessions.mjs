// Browser sessions (the spec's storage keys) for the demo accounts, so guarded routes can be measured.
import { DEFAULT_SEED } from '../lib/stack-config.mjs';

async function sessionFor(baseUrl, email, password, role) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, role }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  const s = await res.json();
  return {
    token: s.token,
    role: s.role,
    firstLogin: String(s.firstLogin),
    userName: s.user.name,
    userEmail: s.user.email,
    userId: s.user.id,
  };
}

export async function sessionsFor(baseUrl) {
  return {
    admin: await sessionFor(baseUrl, DEFAULT_SEED.SEED_ADMIN_EMAIL, DEFAULT_SEED.SEED_ADMIN_PASSWORD, 'admin'),
    user: await sessionFor(baseUrl, DEFAULT_SEED.SEED_USER_EMAIL, DEFAULT_SEED.SEED_USER_PASSWORD, 'user'),
  };
}
