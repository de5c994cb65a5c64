// A sign-up whose answer was lost (the browser's time-out, a 504) is sent again with the same
// Idempotency-Key: the person gets the account they just made, not "already exists". No stored record
// keeps a session token: the retry proves the same password again and gets a fresh one.
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

  const storedKeys = async () => JSON.stringify(await h.db.collection('idempotency_keys').find({}).toArray());

  test('when the same sign-up is sent again with its key, then both answers are 201 for one account and no token is stored', async () => {
    const first = await signup('lata@example.com', 'signup-attempt-1');
    const retry = await signup('lata@example.com', 'signup-attempt-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.data.user).toEqual(first.body.data.user);
    expect(h.readToken(retry.body.data.token).sub).toBe(first.body.data.user.id);
    expect(await storedKeys()).not.toContain(first.body.data.token);
    expect(await storedKeys()).not.toContain(retry.body.data.token);
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

  test('when a retry of a sign-up with its key carries another password, then it is refused, not signed in', async () => {
    expect((await signup('mira@example.com', 'signup-mira')).status).toBe(201);
    const call = request(h.app).post('/api/auth/signup').set('idempotency-key', 'signup-mira');
    const other = await call.send({ name: 'Lata Rao', email: 'mira@example.com', password: 'another-pw-long-1' });
    expect(other.status).toBe(422);
    expect(other.body.token).toBeUndefined();
  });

  test('when a login is sent with an Idempotency-Key, then no token is stored and a repeat is a new sign-in, not a replay', async () => {
    await signup('lina@example.com');
    const login = () =>
      request(h.app)
        .post('/api/auth/login')
        .set('idempotency-key', 'login-attempt-1')
        .send({ email: 'lina@example.com', password: 'pw-long-enough-1', role: 'user' });
    const first = await login();
    const again = await login();
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(h.readToken(again.body.token).sub).toBe(first.body.user.id);
    expect(await storedKeys()).not.toContain(first.body.token);
    expect(await storedKeys()).not.toContain('"token"');
  });
});
