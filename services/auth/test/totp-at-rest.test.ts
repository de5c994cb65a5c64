import request from 'supertest';
import { bearer, startAuth, type AuthHarness } from './start-auth';
import { codeFor, createAdmin, enrolledAdmin, loginFrom, secondStep } from './two-factor-helpers';

describe('TOTP secrets at rest', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());
  const stored = (email: string) =>
    h.db
      .collection('accounts')
      .findOne({ email })
      .then((account) => h.db.collection<{ _id: string; secret?: string }>('two_factor').findOne({ _id: String(account!._id) }));

  test('when an admin starts and confirms 2FA, then the database never holds the secret in plaintext', async () => {
    await createAdmin(h, 'sealed@example.com');
    const token = (await loginFrom(h, '10.3.0.1', 'sealed@example.com').expect(200)).body.token;
    const { secret } = (await request(h.app).post('/api/auth/me/2fa/setup').set(bearer(token)).expect(200)).body;
    const pending = JSON.stringify(await stored('sealed@example.com'));
    expect(pending).not.toContain(secret);
    await request(h.app)
      .post('/api/auth/me/2fa/confirm')
      .set(bearer(token))
      .set('x-forwarded-for', '10.3.0.1')
      .send({ code: codeFor(secret) })
      .expect(200);
    const doc = await stored('sealed@example.com');
    expect(JSON.stringify(doc)).not.toContain(secret);
    expect(doc!.secret).toMatch(/^v1:/);
  });

  test('when a secret was stored in plaintext before, then its codes still work and it is sealed on first use', async () => {
    const { secret } = await enrolledAdmin(h, 'legacy@example.com', '10.3.0.2');
    const doc = await stored('legacy@example.com');
    await h.db.collection<{ _id: string; secret?: string }>('two_factor').updateOne({ _id: doc!._id }, { $set: { secret } });
    const first = await loginFrom(h, '10.3.0.2', 'legacy@example.com').expect(200);
    const res = await secondStep(h, '10.3.0.2', { challenge: first.body.challenge, code: codeFor(secret, 1) });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
    const after = await stored('legacy@example.com');
    expect(after!.secret).toMatch(/^v1:/);
    expect(JSON.stringify(after)).not.toContain(secret);
  });
});
