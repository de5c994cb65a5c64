// Add Member whose answer was lost (the browser's time-out, a 504) is pressed again: the same
// Idempotency-Key answers the member the first try made instead of "already exists" with no member listed.
import request from 'supertest';
import { startStack, type Stack } from './start-stack';

describe('Add Member with an Idempotency-Key', () => {
  let s: Stack;
  let admin: { authorization: string };
  let domainId: string;
  beforeAll(async () => {
    s = await startStack();
    admin = s.bearer('admin');
    domainId = (await request(s.app).post('/api/admin/domains').set(admin).send({ name: 'Retry Domain' }).expect(201)).body.domain_id;
  });
  afterAll(() => s?.stop());

  const body = (email: string) => ({
    name: 'Kavya Menon',
    email,
    password: 'Start-password-1',
    empId: '',
    pic: '',
    description: '',
    skillTags: '',
    domain_ids: [domainId],
  });
  const add = (email: string, key: string) =>
    request(s.app).post('/api/admin/members').set(admin).set('idempotency-key', key).send(body(email));
  const listed = async (email: string) =>
    ((await request(s.app).get('/api/admin/members?limit=100').set(admin).expect(200)).body.members as Array<{ email: string }>).filter(
      (m) => m.email === email,
    ).length;

  test('when the same Add Member is sent again with its key, then both answers are the first 201 and the list has one member', async () => {
    const first = await add('kavya@agency.local', 'add-member-1');
    const retry = await add('kavya@agency.local', 'add-member-1');
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.member_id).toBe(first.body.member_id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await listed('kavya@agency.local')).toBe(1);
  });

  test('when 3 tries of one Add Member arrive at once, then one member exists and each answer names it', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => add('burst@agency.local', 'add-member-burst')));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.member_id)).size).toBe(1);
    expect(await listed('burst@agency.local')).toBe(1);
  });
});
