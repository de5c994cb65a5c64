import request from 'supertest';
import { bearer, INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';
import { createAdmin, loginFrom } from './two-factor-helpers';

// A token's exp is in whole seconds: a re-issue a second later that started the clock again would show a later exp.
const aSecondLater = () => new Promise((r) => setTimeout(r, 1100));

describe('a session has an absolute end (ASVS 7.3.2)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  const claims = (token: string) => h.readToken(token);
  const saveProfile = (token: string, body: object) => request(h.app).put('/api/auth/me').set(bearer(token)).send(body);
  const setTimeoutHours = (token: string, sessionTimeoutHours: number) =>
    request(h.app).put('/api/auth/me/session-timeout').set(bearer(token)).send({ sessionTimeoutHours });

  test('when a signed-in user saves the profile again and again (even unchanged), then every re-issued token keeps the session and its original end', async () => {
    const signedUp = await h.signup({ name: 'Stella Stolen', email: 'stella@example.com', password: 'Stella-password-1' }).expect(201);
    const first = claims(signedUp.body.data.token);
    await aSecondLater();
    const saved = (await saveProfile(signedUp.body.data.token, { name: 'Stella Stolen' }).expect(200)).body.token;
    expect(claims(saved)).toMatchObject({ sid: first.sid, exp: first.exp });
    expect(claims(saved).iat).toBeGreaterThan(first.iat!);
    await aSecondLater();
    // The user service's way in (PUT /api/user/profile forwards here) keeps it too.
    const forwarded = await request(h.app)
      .patch(`/internal/accounts/${first.sub}`)
      .set('x-internal-token', INTERNAL_TOKEN)
      .set(bearer(saved))
      .send({ phone: '555-0100' })
      .expect(200);
    expect(claims(forwarded.body.token)).toMatchObject({ sid: first.sid, exp: first.exp });
  });

  test('when an admin shortens the session timeout, then the session ends sooner; lengthening it or saving the profile never moves that end later', async () => {
    await createAdmin(h, 'ends@example.com');
    const token = (await loginFrom(h, '10.3.0.1', 'ends@example.com').expect(200)).body.token;
    const login = claims(token);
    expect(login.exp! - login.iat!).toBe(24 * 3600);
    await aSecondLater();
    const shortened = (await setTimeoutHours(token, 1).expect(200)).body.token;
    expect(claims(shortened).sid).toBe(login.sid);
    expect(claims(shortened).exp! - claims(shortened).iat!).toBe(3600); // the shorter choice holds at once
    const end = claims(shortened).exp;
    await aSecondLater();
    const lengthened = (await setTimeoutHours(shortened, 12).expect(200)).body.token;
    expect(claims(lengthened)).toMatchObject({ sid: login.sid, exp: end }); // 12 h is for the next sign-in
    const saved = (await saveProfile(lengthened, { name: 'Ada Ends' }).expect(200)).body.token;
    expect(claims(saved)).toMatchObject({ sid: login.sid, exp: end });
    const next = claims((await loginFrom(h, '10.3.0.1', 'ends@example.com').expect(200)).body.token);
    expect(next.exp! - next.iat!).toBe(12 * 3600);
  });
});
