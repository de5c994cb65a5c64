import request from 'supertest';
import { startAdmin, type AdminHarness } from './start-admin';

describe('admin readiness', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  test('when the database answers, then /readyz is 200', async () => {
    const res = await request(h.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  test('when the database stops, then /readyz is 503, reads fail with 503 and /healthz stays 200', async () => {
    await h.devdb.stop();
    expect((await request(h.app).get('/readyz')).status).toBe(503);
    const list = await request(h.app).get('/api/admin/domains');
    expect(list.status).toBe(503);
    expect(list.body.code).toBe('DATABASE_UNAVAILABLE');
    expect((await request(h.app).get('/healthz')).status).toBe(200);
  });
});
