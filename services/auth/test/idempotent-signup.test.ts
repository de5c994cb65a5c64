// A sign-up whose answer was lost (the browser's time-out, a 504) is sent again with the same
// Idempotency-Key: the person gets the first answer, not "already exists" for the account they just made.
import request from 'supertest';
import { startAuth, type AuthHarness } from './start-auth';

describe('sign-up with an Idempotency-Key', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const signup = (email: string, key?: string) => {
    const call = request(h.app).post('/api/auth/signup');
    return (key ? call.set('idempotency-key', key) : call).send({ name: 'Lata Rao', email, password: 'pw-long-enough-1' });
  };

  test('when the same sign-up is sent again with its key, then both answers are the first 201 and one account exists', async () => {
    const first = await signup('lata@example.com', 'signup-attempt-1');
    const retry = await signup('lata@example.com', 'signup-attempt-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await h.login('lata@example.com', 'pw-long-enough-1', 'user')).status).toBe(200);
    // A new submission (another key) meets the account the first one made.
    expect((await signup('lata@example.com', 'signup-attempt-2')).body.code).toBe('EMAIL_TAKEN');
  });

  test('when 4 tries of one sign-up arrive at once, then all get the same 201 and one account exists', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => signup('burst@example.com', 'signup-burst')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.user.id)).size).toBe(1);
    expect((await signup('burst@example.com')).status).toBe(409);
  });
});
