import request from 'supertest';
import { createLogger } from '@agency/server-kit';
import { createTestKeys } from '@agency/server-kit/testing';
import { createApp } from '../src/app';
import { startAdmin, type AdminHarness } from './start-admin';

describe('contact messages and public stats', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  const valid = {
    name: 'Priya Verma',
    email: 'priya@example.com',
    phone: '+91 98765 43210',
    subject: 'A new website',
    message: 'We need a shop site.',
  };
  // Each test is its own visitor (the gateway's forwarded address), so the rate limit does not leak between them.
  const send = (body: unknown, from: string) =>
    request(h.app)
      .post('/api/contact')
      .set('x-forwarded-for', from)
      .send(body as object);

  test('when a visitor sends the contact form, then 201 with the thank-you message and the admin sees it, newest first, unread', async () => {
    const res = await send(valid, '203.0.113.1');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Thank you for your message! We will get back to you soon.' });
    await send({ ...valid, subject: 'Second' }, '203.0.113.1');
    const inbox = await request(h.app).get('/api/admin/messages').set(h.bearer('admin'));
    expect(inbox.status).toBe(200);
    expect(inbox.body.messages[0]).toMatchObject({ subject: 'Second', read: false, email: 'priya@example.com' });
    expect(inbox.body.unread).toBeGreaterThanOrEqual(2);
  });

  test('when the inbox is read a page at a time by cursor, then each message comes once, in order, even with one arriving meanwhile; a forged cursor is 400', async () => {
    for (let i = 0; i < 5; i++) await send({ ...valid, subject: `Paged ${i}` }, `203.0.113.${50 + i}`);
    const subjects: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = (await request(h.app).get(`/api/admin/messages${query}`).set(h.bearer('admin')).expect(200)).body;
      expect(page.messages.length).toBeLessThanOrEqual(2);
      subjects.push(...page.messages.map((m: { subject: string }) => m.subject));
      if (pages++ === 0) await send({ ...valid, subject: 'Arrived while paging' }, '203.0.113.60');
      cursor = page.nextCursor;
    } while (cursor);
    const paged = subjects.filter((subject) => subject.startsWith('Paged'));
    expect(paged).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
    expect(subjects).not.toContain('Arrived while paging');
    expect(new Set(subjects).size).toBe(subjects.length);
    const forged = await request(h.app).get('/api/admin/messages?cursor=bm90LWEtY3Vyc29y').set(h.bearer('admin'));
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_CURSOR');
  });

  test('when the admin marks a message read, then the inbox shows it read', async () => {
    const inbox = await request(h.app).get('/api/admin/messages').set(h.bearer('admin'));
    const id = inbox.body.messages[0].message_id;
    await request(h.app).patch(`/api/admin/messages/${id}`).set(h.bearer('admin')).expect(200);
    const after = await request(h.app).get('/api/admin/messages').set(h.bearer('admin'));
    expect(after.body.messages.find((m: { message_id: string }) => m.message_id === id).read).toBe(true);
    expect((await request(h.app).patch('/api/admin/messages/not-an-id').set(h.bearer('admin'))).status).toBe(404);
  });

  test('when a field is missing or malformed, then 400 with a readable reason and nothing is stored', async () => {
    const res = await send({ ...valid, email: 'nope', message: '' }, '203.0.113.2');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toMatch(/email/i);
  });

  test('when one address sends more than 5 messages in 10 minutes, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid, '198.51.100.7')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(valid, '198.51.100.7');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(valid, '198.51.100.8')).status).toBe(201); // another visitor is not affected
  });

  test('when the admin service restarts or runs twice, then the contact limit holds: the count is in the database', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid, '198.51.100.30')).status).toBe(201);
    // A second replica (or the restarted process) on the same database.
    const replica = createApp({ db: h.db, jwt: createTestKeys(), logger: createLogger({ name: 'admin', level: 'silent' }) });
    const res = await request(replica).post('/api/contact').set('x-forwarded-for', '198.51.100.30').send(valid);
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: 'Too many messages from your address. Please try again later.', code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('when a user or a visitor asks for the inbox, then 403 or 401', async () => {
    expect((await request(h.app).get('/api/admin/messages').set(h.bearer('user'))).status).toBe(403);
    expect((await request(h.app).get('/api/admin/messages')).status).toBe(401);
  });

  test('when domains and clients are added, then Settings counts them live and the public figures stay as set', async () => {
    const live = async () => (await request(h.app).get('/api/admin/settings/public-figures').set(h.bearer('admin')).expect(200)).body.live;
    const publicBefore = (await request(h.app).get('/api/admin/public-stats').expect(200)).body;
    const domains = (await request(h.app).get('/api/admin/domains')).body.length;
    expect(await live()).toEqual({ teamMembers: expect.any(Number), departments: domains, clients: 0 });
    await request(h.app).post('/api/admin/domains').set(h.bearer('admin')).send({ name: 'Stats domain' }).expect(201);
    const client = { clientName: 'Stats Client', domain: 'Stats domain', description: 'Counts me' };
    await request(h.app).post('/api/admin/clients').set(h.bearer('admin')).send(client).expect(201);
    expect(await live()).toMatchObject({ departments: domains + 1, clients: 1 });
    expect((await request(h.app).get('/api/admin/public-stats')).body).toEqual(publicBefore);
  });
});
