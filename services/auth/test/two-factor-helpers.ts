// Shared by the 2FA and session-timeout tests: an admin account, and codes computed by the same
// library an authenticator app implements (RFC 6238), from the secret the set-up answer shows.
import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { createAccountRepository } from '../src/accounts/account-repository';
import { hashPassword } from '../src/accounts/password';
import { bearer, type AuthHarness } from './start-auth';

export const ADMIN_PASSWORD = 'Admin-password-1';

/** The code an app shows `steps` 30-second periods from now (a code is accepted once, so tests move on). */
export const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

export async function createAdmin(h: AuthHarness, email: string): Promise<void> {
  const accounts = createAccountRepository(h.db);
  await accounts.insert({
    name: 'Ada Admin',
    email,
    phone: '',
    role: 'admin',
    passwordHash: await hashPassword(ADMIN_PASSWORD),
    firstLogin: false,
  });
}

/** Each test logs in from its own forwarded client address, so per-client failure counts stay apart. */
export const loginFrom = (h: AuthHarness, client: string, email: string, password = ADMIN_PASSWORD, role = 'admin') =>
  request(h.app).post('/api/auth/login').set('x-forwarded-for', client).send({ email, password, role });

export const secondStep = (h: AuthHarness, client: string, body: object) =>
  request(h.app).post('/api/auth/login/2fa').set('x-forwarded-for', client).send(body);

/** A signed-in admin with 2FA enabled through the real set-up and confirm calls. */
export async function enrolledAdmin(h: AuthHarness, email: string, client: string) {
  await createAdmin(h, email);
  const token: string = (await loginFrom(h, client, email).expect(200)).body.token;
  const setup = await request(h.app).post('/api/auth/me/2fa/setup').set(bearer(token)).expect(200);
  const secret: string = setup.body.secret;
  const confirmed = await request(h.app)
    .post('/api/auth/me/2fa/confirm')
    .set(bearer(token))
    .set('x-forwarded-for', client)
    .send({ code: codeFor(secret) })
    .expect(200);
  return { token, secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
