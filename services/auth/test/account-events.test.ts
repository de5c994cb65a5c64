import request from 'supertest';
import { Types } from 'mongoose';
import { eventually } from '@agency/server-kit/testing';
import { startAdminReceiver, type AdminReceiver } from './admin-receiver';
import { INTERNAL_TOKEN, startAuth, type AuthHarness } from './start-auth';

// Auth owns names and e-mails: every change reaches the admin service's copy (account.changed, recorded
// with the change), member accounts are created idempotently under the caller's id, and stale edit forms are refused.
describe('account changes and idempotent member accounts', () => {
  let h: AuthHarness;
  let admin: AdminReceiver;
  beforeAll(async () => {
    admin = await startAdminReceiver();
    h = await startAuth({ adminUrl: admin.url });
  });
  afterAll(async () => {
    await h.stop();
    await admin.stop();
  });

  const internal = (method: 'post' | 'patch' | 'get' | 'delete', path: string) =>
    request(h.app)[method](path).set('x-internal-token', INTERNAL_TOKEN);
  /** The account.changed events the admin service got for the account, once they stop coming. */
  const heardOf = (accountId: string, expected: number) => eventually(async () => admin.changesOf(accountId), expected, 3000);

  async function signedInMember(email: string) {
    const created = await h.createMember(email).expect(201);
    await h.db.collection('accounts').updateOne({ email }, { $set: { firstLogin: false } });
    const login = await h.login(email, 'Welcome-123', 'member');
    return { id: created.body.id as string, auth: { authorization: `Bearer ${login.body.token}` } };
  }

  test('when the same member account is created twice with one id (a retry), then both answer the same account', async () => {
    const id = new Types.ObjectId().toHexString();
    const body = { id, name: 'Retry Rita', email: 'rita@agency.local', password: 'first-pw-long' };
    const [first, second] = await Promise.all([
      internal('post', '/internal/accounts').send(body),
      internal('post', '/internal/accounts').send(body),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).toBe(id);
    expect(second.body).toEqual(first.body);
    expect(await h.db.collection('accounts').countDocuments({ email: 'rita@agency.local' })).toBe(1);
  });

  test('when a create arrives after its creator cancelled it (delete first), then it is refused and the e-mail stays free', async () => {
    const id = new Types.ObjectId().toHexString();
    await internal('delete', `/internal/accounts/${id}`).expect(404);
    const late = await internal('post', '/internal/accounts').send({
      id,
      name: 'Late',
      email: 'late@agency.local',
      password: 'first-pw-long',
    });
    expect(late.status).toBe(410);
    expect((await h.createMember('late@agency.local')).status).toBe(201);
  });

  test('when a member edits their own name, then the admin service hears of it once (account.changed)', async () => {
    const { id, auth } = await signedInMember('nina@agency.local');
    const res = await request(h.app).put('/api/auth/me').set(auth).send({ name: 'Nina Renamed' });
    expect(res.status).toBe(200);
    expect(await heardOf(id, 1)).toBe(1);
  });

  test('when a member confirms a new e-mail through the mailed link, then the admin service hears of it then, not before', async () => {
    const { id, auth } = await signedInMember('pia@agency.local');
    const asked = await request(h.app)
      .put('/api/auth/me')
      .set(auth)
      .send({ email: 'pia.new@agency.local', currentPassword: 'Welcome-123' });
    expect(asked.status).toBe(200);
    const link = await h.waitForMail('pia.new@agency.local');
    expect(admin.changesOf(id)).toBe(0); // only pending: the admin's copy keeps the sign-in e-mail
    const token = decodeURIComponent(/confirm-email\?token=([\w%-]+)/.exec(link.text)![1]!);
    await request(h.app).post('/api/auth/confirm-email').send({ token }).expect(200);
    expect(await heardOf(id, 1)).toBe(1);
    expect((await internal('get', `/internal/accounts/${id}/identity`)).body).toMatchObject({ email: 'pia.new@agency.local' });
  });

  test('when an admin renames a member through the internal API, then the account changes and the admin service is told', async () => {
    const { id } = await signedInMember('omar@agency.local');
    const res = await internal('patch', `/internal/member-accounts/${id}`).send({
      name: 'Omar Admin-Renamed',
      email: 'omar.new@agency.local',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Omar Admin-Renamed', email: 'omar.new@agency.local' });
    expect((await internal('get', `/internal/accounts/${id}/identity`)).body).toMatchObject({ name: 'Omar Admin-Renamed' });
    expect(await heardOf(id, 1)).toBe(1);
  });

  test('when an account written before versions existed is saved with If-Match "0", then the save goes through', async () => {
    const { id, auth } = await signedInMember('old@agency.local');
    await h.db.collection('accounts').updateOne({ _id: new Types.ObjectId(id) }, { $unset: { profileVersion: '' } });
    const res = await request(h.app).put('/api/auth/me').set(auth).set('if-match', '"0"').send({ phone: '+91 22222' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ phone: '+91 22222', version: 1 });
  });

  test('when an edit is saved on a stale version (If-Match), then 409 STALE_VERSION and nothing changes', async () => {
    const { auth } = await signedInMember('tabs@agency.local');
    const read = await request(h.app).get('/api/auth/me').set(auth);
    const version = read.body.version as number;
    const tabOne = await request(h.app).put('/api/auth/me').set(auth).set('if-match', `"${version}"`).send({ phone: '+91 11111' });
    expect(tabOne.status).toBe(200);
    const tabTwo = await request(h.app)
      .put('/api/auth/me')
      .set({ authorization: `Bearer ${tabOne.body.token}` })
      .set('if-match', `"${version}"`)
      .send({ name: 'Tab Two' });
    expect(tabTwo.status).toBe(409);
    expect(tabTwo.body.code).toBe('STALE_VERSION');
    const after = await request(h.app)
      .get('/api/auth/me')
      .set({ authorization: `Bearer ${tabOne.body.token}` });
    expect(after.body).toMatchObject({ phone: '+91 11111', name: 'Mia Member', version: version + 1 });
  });
});
