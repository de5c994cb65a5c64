import request from 'supertest';
import { DEMO_MEMBER_PASSWORD } from '../src/seed/demo-team';
import { isCommonPassword } from '../src/accounts/common-passwords';
import { bearer, INTERNAL_TOKEN, linkToken, startAuth, type AuthHarness } from './start-auth';

const TOO_COMMON = { error: 'This password is too common and easy to guess. Please choose a different one.', code: 'PASSWORD_TOO_COMMON' };

describe('common passwords are refused wherever a password is chosen', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuth();
  });
  afterAll(() => h.stop());

  test('when the list is asked, then the top of the leaked lists is in it (any case) and the demo passwords are not', () => {
    for (const common of ['12345678', 'password1', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine1', 'welcome123']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    for (const demo of ['Admin@12345', 'User@12345', DEMO_MEMBER_PASSWORD]) expect(isCommonPassword(demo)).toBe(false);
  });

  test('when someone signs up with a common password, then 400 PASSWORD_TOO_COMMON and no account', async () => {
    const res = await h.signup({ name: 'Carl', email: 'carl@example.com', password: 'Password123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_COMMON);
    expect(await h.db.collection('accounts').countDocuments({ email: 'carl@example.com' })).toBe(0);
    expect((await h.signup({ name: 'Carl', email: 'carl@example.com', password: 'Carl-own-pass-7' })).status).toBe(201);
  });

  test('when a signed-in user picks a common new password, then 400 and the old password still works', async () => {
    const token = (await h.signup({ name: 'Dee', email: 'dee@example.com', password: 'Dee-own-pass-7' }).expect(201)).body.data.token;
    const res = await request(h.app)
      .post('/api/auth/change-password')
      .set(bearer(token))
      .send({ currentPassword: 'Dee-own-pass-7', newPassword: 'iloveyou123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_COMMON);
    expect((await h.login('dee@example.com', 'Dee-own-pass-7', 'user')).status).toBe(200);
  });

  test('when a first-login member picks a common password, then 400 and the member must still change it', async () => {
    await h.createMember('fresh@example.com').expect(201);
    const first = (await h.login('fresh@example.com', 'Welcome-123', 'member').expect(200)).body.token;
    const res = await request(h.app).post('/api/auth/change-password').set(bearer(first)).send({ newPassword: 'qwertyuiop' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_COMMON);
    expect((await h.login('fresh@example.com', 'Welcome-123', 'member')).body.firstLogin).toBe(true);
  });

  test('when a reset link is used with a common password, then 400 and the link still works for a better one', async () => {
    await h.signup({ name: 'Eve', email: 'eve@example.com', password: 'Eve-own-pass-7' }).expect(201);
    await request(h.app).post('/api/auth/forgot-password').send({ email: 'eve@example.com', role: 'user' }).expect(200);
    const token = decodeURIComponent(linkToken((await h.waitForMail('eve@example.com')).text));
    const weak = await request(h.app).post('/api/auth/reset-password').send({ token, newPassword: 'letmein123' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual(TOO_COMMON);
    expect((await request(h.app).post('/api/auth/reset-password').send({ token, newPassword: 'Eve-new-pass-8' })).status).toBe(200);
  });

  test('when an admin gives a new member a common password, then 400', async () => {
    const res = await request(h.app)
      .post('/internal/accounts')
      .set('x-internal-token', INTERNAL_TOKEN)
      .send({ name: 'Mo', email: 'mo@example.com', password: 'football1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(TOO_COMMON);
  });
});
