import request from 'supertest';
import { startAdmin, type AdminHarness } from './start-admin';

const MEMBER_ID = '64d0000000000000000000e1';

describe('admin bodies that cannot be an update', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  test('when write routes get a text/plain or form body, then 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const sends = [
      request(h.app).put('/api/admin/profile').set(h.bearer('admin')).set('content-type', 'text/plain').send('name=Ada'),
      request(h.app).post('/api/admin/domains').set(h.bearer('admin')).type('form').send({ name: 'Web' }),
      request(h.app).post('/api/contact').set('content-type', 'text/plain').send('hello'),
    ];
    for (const res of await Promise.all(sends)) {
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)', code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  test('when an admin profile update names no field to change, then 400 and nothing is sent on', async () => {
    for (const body of [{}, { currentPassword: 'Secret-pass-1' }, { nmae: 'Typo' }]) {
      const res = await request(h.app).put('/api/admin/profile').set(h.bearer('admin')).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Nothing to update: send a name or email to change', code: 'VALIDATION_FAILED' });
    }
  });

  test('when a member update is {}, then 400 naming the problem', async () => {
    const res = await request(h.app).patch(`/api/admin/members/${MEMBER_ID}`).set(h.bearer('admin')).send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Nothing to update: send at least one member field to change', code: 'VALIDATION_FAILED' });
  });

  test('when the public figures are sent as {}, then 400', async () => {
    const res = await request(h.app).put('/api/admin/settings/public-figures').set(h.bearer('admin')).send({});
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
