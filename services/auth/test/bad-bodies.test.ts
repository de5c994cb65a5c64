import request from 'supertest';
import { INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';

describe('auth bodies that cannot be an update', () => {
  let h: AuthHarness;
  let bearer: { authorization: string };
  beforeAll(async () => {
    h = await startAuth();
    const signup = await h.signup({ name: 'Body Tester', email: 'body@example.com', password: 'pw-long-enough-1' });
    bearer = { authorization: `Bearer ${signup.body.data.token}` };
  });
  afterAll(() => h.stop());

  test('when a profile update or a login is sent as text/plain, then 415 UNSUPPORTED_MEDIA_TYPE and nothing changes', async () => {
    const sends = [
      request(h.app).put('/api/auth/me').set(bearer).set('content-type', 'text/plain').send('{"name":"Other"}'),
      request(h.app).post('/api/auth/login').set('content-type', 'text/plain').send('{"email":"body@example.com"}'),
    ];
    for (const res of await Promise.all(sends)) {
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect((await request(h.app).get('/api/auth/me').set(bearer)).body.name).toBe('Body Tester');
  });

  test('when a profile update names no field to change, then 400 and no fresh token', async () => {
    for (const body of [{}, { nmae: 'Typo' }]) {
      const res = await request(h.app).put('/api/auth/me').set(bearer).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Nothing to update: send a name, email or phone to change', code: 'VALIDATION_FAILED' });
    }
  });

  test("when an admin's rename of a member login is {}, then 400", async () => {
    const member = await h.createMember('renamed@example.com');
    const res = await request(h.app).patch(`/internal/member-accounts/${member.body.id}`).set('x-internal-token', INTERNAL_TOKEN).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Nothing to update: send a name or email to change', code: 'VALIDATION_FAILED' });
  });

  test('when a name holds a right-to-left override or a zero-width space, then sign-up and the profile answer 400 and nothing is stored', async () => {
    const signup = await h.signup({ name: 'Ana\u202Enimda', email: 'spoof@example.com', password: 'pw-long-enough-1' });
    const profile = await request(h.app).put('/api/auth/me').set(bearer).send({ name: 'Ad\u200Bmin' });
    for (const res of [signup, profile]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Name must not contain invisible or text-direction characters', code: 'VALIDATION_FAILED' });
    }
    expect(await h.db.collection('accounts').countDocuments({ email: 'spoof@example.com' })).toBe(0);
    expect((await request(h.app).get('/api/auth/me').set(bearer)).body.name).toBe('Body Tester');
  });
});
