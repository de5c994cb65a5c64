import request from 'supertest';
import { bearer, startAuth, type AuthHarness } from './start-auth';

describe('password change and first login', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const change = (token: string, body: object) => request(h.app).post('/api/auth/change-password').set(bearer(token)).send(body);

  test('when a first-login member changes the password without the current one, then a fresh token with firstLogin false', async () => {
    await h.createMember('first@agency.local').expect(201);
    const { body: session } = await h.login('first@agency.local', 'Welcome-123', 'member').expect(200);
    const res = await change(session.token, { newPassword: 'Chosen-by-me-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully', token: expect.any(String), firstLogin: false });
    expect(h.readToken(res.body.token)).toMatchObject({ firstLogin: false, tokenVersion: 1 });
    const again = await h.login('first@agency.local', 'Chosen-by-me-1', 'member');
    expect(again.body.firstLogin).toBe(false);
    expect((await h.login('first@agency.local', 'Welcome-123', 'member')).status).toBe(401);
  });

  test('when a first-login member gives the admin-chosen password as the new one, then 400 and the flag and the password stay', async () => {
    await h.createMember('same@agency.local').expect(201);
    const { body: session } = await h.login('same@agency.local', 'Welcome-123', 'member').expect(200);
    const res = await change(session.token, { newPassword: 'Welcome-123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The new password must be different from your current password', code: 'PASSWORD_UNCHANGED' });
    const again = await h.login('same@agency.local', 'Welcome-123', 'member').expect(200);
    expect(again.body.firstLogin).toBe(true);
  });

  test('when a user gives their current password as the new one, then 400 PASSWORD_UNCHANGED', async () => {
    const { body } = await h.signup({ name: 'Sam', email: 'sam@example.com', password: 'Original-pw-1' }).expect(201);
    const res = await change(body.data.token, { currentPassword: 'Original-pw-1', newPassword: 'Original-pw-1' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('PASSWORD_UNCHANGED');
    expect((await request(h.app).get('/api/auth/me').set(bearer(body.data.token))).status).toBe(200); // nothing was revoked
  });

  test('when a first-login member calls anything but the password change, then 403 PASSWORD_CHANGE_REQUIRED', async () => {
    await h.createMember('locked@agency.local').expect(201);
    const { body: session } = await h.login('locked@agency.local', 'Welcome-123', 'member').expect(200);
    const res = await request(h.app).get('/api/auth/me').set(bearer(session.token));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  test('when the password changes, then the older token is refused with 401 and the new one works', async () => {
    const { body } = await h.signup({ name: 'Ola', email: 'ola@example.com', password: 'Original-pw-1' }).expect(201);
    const old = body.data.token;
    const res = await change(old, { currentPassword: 'Original-pw-1', newPassword: 'Replaced-pw-2' }).expect(200);
    const stale = await request(h.app).get('/api/auth/me').set(bearer(old));
    expect(stale.status).toBe(401);
    expect(stale.body.code).toBe('UNAUTHENTICATED');
    expect((await change(old, { currentPassword: 'Replaced-pw-2', newPassword: 'Third-pw-333' })).status).toBe(401);
    const fresh = await request(h.app).get('/api/auth/me').set(bearer(res.body.token));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ id: body.data.user.id, name: 'Ola', email: 'ola@example.com', phone: '', version: 0 });
  });

  test('when a user gives no or a wrong current password, then 400 and the password stays', async () => {
    const { body } = await h.signup({ name: 'Pia', email: 'pia@example.com', password: 'Original-pw-1' }).expect(201);
    const missing = await change(body.data.token, { newPassword: 'Replaced-pw-2' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/current password/i);
    const wrong = await change(body.data.token, { currentPassword: 'not-it-at-all', newPassword: 'Replaced-pw-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Current password is incorrect', code: 'INVALID_CURRENT_PASSWORD' });
    expect((await h.login('pia@example.com', 'Original-pw-1', 'user')).status).toBe(200);
  });

  test.each([
    ['shorter than 8 characters', 'short', /at least 8/],
    ['longer than 72 bytes', 'é'.repeat(37), /72 bytes/],
  ])('when the new password is %s, then 400 VALIDATION_FAILED', async (_label, newPassword, message) => {
    const { body } = await h
      .signup({ name: 'Quin', email: `quin-${newPassword.length}@example.com`, password: 'Original-pw-1' })
      .expect(201);
    const res = await change(body.data.token, { currentPassword: 'Original-pw-1', newPassword });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  test('when there is no token, then 401', async () => {
    expect((await request(h.app).post('/api/auth/change-password').send({ newPassword: 'Whatever-123' })).status).toBe(401);
  });
});
