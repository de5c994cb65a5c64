import request from 'supertest';
import { startAdmin, type AdminHarness } from './start-admin';

describe("the footer's social links", () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  const settings = '/api/admin/settings/social-links';
  const none = { whatsapp: '', linkedin: '', instagram: '' };

  test('when no admin has set links, then the public read answers none (the footer shows no link)', async () => {
    const res = await request(h.app).get('/api/admin/social-links').expect(200);
    expect(res.body).toEqual({ whatsapp: null, linkedin: null, instagram: null });
  });

  test('when the admin saves a number and profile addresses, then the public read answers the wa.me link and the addresses', async () => {
    const body = {
      whatsapp: '+91 98765-43210',
      linkedin: 'https://www.linkedin.com/company/agency',
      instagram: 'https://instagram.com/agency/',
    };
    const saved = await request(h.app).put(settings).set(h.bearer('admin')).send(body).expect(200);
    const expected = {
      whatsapp: 'https://wa.me/919876543210',
      linkedin: 'https://www.linkedin.com/company/agency',
      instagram: 'https://instagram.com/agency/',
    };
    expect(saved.body).toEqual(expected);
    expect((await request(h.app).get('/api/admin/social-links')).body).toEqual(expected);

    // Saved again as Settings shows it back (the wa.me link), then one taken off.
    await request(h.app)
      .put(settings)
      .set(h.bearer('admin'))
      .send({ ...expected, instagram: '' })
      .expect(200);
    expect((await request(h.app).get('/api/admin/social-links')).body).toEqual({ ...expected, instagram: null });
  });

  test.each([
    ['a number without its country code', { whatsapp: '98765' }, 'WhatsApp number'],
    ['letters for a number', { whatsapp: 'call us' }, 'WhatsApp number'],
    ['another site for LinkedIn', { linkedin: 'https://evil.example/linkedin.com' }, 'LinkedIn'],
    ['a look-alike host', { linkedin: 'https://linkedin.com.evil.example/in/x' }, 'LinkedIn'],
    ['plain http', { instagram: 'http://www.instagram.com/agency' }, 'Instagram'],
    ["the site's front page", { instagram: 'https://www.instagram.com/' }, 'Instagram'],
    ['a script address', { linkedin: 'javascript:alert(1)' }, 'LinkedIn'],
  ])('when the admin sends %s, then 400 names the field and nothing changes', async (_what, change, named) => {
    const before = (await request(h.app).get('/api/admin/social-links')).body;
    const res = await request(h.app)
      .put(settings)
      .set(h.bearer('admin'))
      .send({ ...none, ...change })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.stringContaining(named) });
    expect((await request(h.app).get('/api/admin/social-links')).body).toEqual(before);
  });

  test('when someone other than the admin sets links, then 401 or 403 and nothing changes', async () => {
    await request(h.app).put(settings).send(none).expect(401);
    await request(h.app).put(settings).set(h.bearer('user')).send(none).expect(403);
  });
});
