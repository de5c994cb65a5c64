// The contact form's retry after a lost answer (a 504, a dropped connection) sends its Idempotency-Key
// again: one message is stored, whichever way the attempts overlap; another visitor's same key is theirs.
import request from 'supertest';
import { startAdmin, type AdminHarness } from './start-admin';

describe('contact messages with an Idempotency-Key', () => {
  let h: AdminHarness;
  beforeAll(async () => {
    h = await startAdmin();
  });
  afterAll(() => h.stop());

  const message = (subject: string) => ({ name: 'Kiran Rao', email: 'kiran@example.com', subject, message: 'Please call me back.' });
  const send = (subject: string, key: string, from: string) =>
    request(h.app).post('/api/contact').set('x-forwarded-for', from).set('idempotency-key', key).send(message(subject));
  const stored = async (subject: string) =>
    ((await request(h.app).get('/api/admin/messages?limit=100').set(h.bearer('admin'))).body.messages as Array<{ subject: string }>).filter(
      (m) => m.subject === subject,
    ).length;

  test('when the same submission is sent twice, then one message exists and both answers are the thank-you', async () => {
    const first = await send('Retried once', 'form-attempt-1', '198.51.100.7');
    const retry = await send('Retried once', 'form-attempt-1', '198.51.100.7');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await stored('Retried once')).toBe(1);
  });

  test('when 5 attempts of one submission arrive at once, then one message exists', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('Sent at once', 'form-attempt-2', '198.51.100.8')));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201));
    expect(await stored('Sent at once')).toBe(1);
  });

  test('when another visitor happens to send the same key, then their message is stored too', async () => {
    await send('Same key, two people', 'form-attempt-3', '198.51.100.9').expect(201);
    await send('Same key, two people', 'form-attempt-3', '198.51.100.10').expect(201);
    expect(await stored('Same key, two people')).toBe(2);
  });
});
