import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import request from 'supertest';
import { parseCsv } from '@agency/server-kit/testing';
import { startAdmin, type AdminHarness } from './start-admin';

const INTERNAL_TOKEN = 'internal-token-for-tests-0123456789';
const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
const PATHS = ['/api/admin/exports/clients', '/api/admin/exports/contact-messages', '/api/admin/exports/member-load'];
const at = (iso: string) => new Date(iso);
const oid = (n: number) => new Types.ObjectId(n.toString(16).padStart(24, '0'));

/** The member service's task figures, as the admin service asks for them; null answers 503. */
function startFakeMember(figures: { current: unknown }) {
  const server: Server = createServer((req, res) => {
    const ok =
      req.url?.startsWith('/internal/insights/tasks?from=2026-11-01&to=2026-11-30') && req.headers['x-internal-token'] === INTERNAL_TOKEN;
    if (!ok || figures.current === null) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(figures.current));
  });
  return new Promise<{ url: string; server: Server }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })),
  );
}

const csvOf = async (path: string, headers: Record<string, string>) => {
  const res = await request(admin.app)
    .get(`${path}?${NOVEMBER}`)
    .set(headers)
    .buffer(true)
    .parse((answer, done) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, rows: res.status === 200 ? parseCsv((res.body as Buffer).toString('utf8')) : [] };
};

let admin: AdminHarness;
let member: { url: string; server: Server };
const figures: { current: unknown } = { current: null };

beforeAll(async () => {
  member = await startFakeMember(figures);
  admin = await startAdmin({ memberUrl: member.url, internalToken: INTERNAL_TOKEN });
  await admin.db.collection('clients').insertMany([
    { _id: oid(1), clientName: 'Before', nameKey: 'before', domain: 'Web Apps', description: '', createdAt: at('2026-10-31T23:59:59Z') },
    {
      _id: oid(2),
      clientName: 'Zoë Café',
      nameKey: 'zoë café',
      domain: 'Web Apps',
      description: '+1 555, "VIP"',
      createdAt: at('2026-11-01T00:00:00Z'),
    },
    { _id: oid(3), clientName: 'Acme', nameKey: 'acme', domain: 'IoT', description: 'sensors', createdAt: at('2026-11-20T12:00:00Z') },
    { _id: oid(4), clientName: 'After', nameKey: 'after', domain: 'IoT', description: '', createdAt: at('2026-12-01T00:00:00Z') },
  ]);
  await admin.db.collection('contactmessages').insertMany([
    {
      _id: oid(11),
      name: 'Early',
      email: 'e@example.com',
      phone: '',
      subject: 'x',
      message: 'x',
      read: false,
      createdAt: at('2026-10-15T08:00:00Z'),
    },
    {
      _id: oid(12),
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '-',
      subject: '@channel quote',
      message: 'Hello,\nwe need a site.',
      read: true,
      createdAt: at('2026-11-03T10:15:00Z'),
    },
  ]);
  await admin.db.collection('member_profiles').insertMany([
    { accountId: 'acc-arjun', name: 'Arjun Rao' },
    { accountId: 'acc-zoe', name: '=Zoë' },
  ]);
});
afterAll(async () => {
  member.server.close();
  await admin.stop();
});

test('when no token, a customer or a member asks for an export, then it is 401 or 403', async () => {
  for (const path of PATHS) {
    await request(admin.app).get(`${path}?${NOVEMBER}`).expect(401);
    await request(admin.app).get(`${path}?${NOVEMBER}`).set(admin.bearer('user')).expect(403);
    await request(admin.app).get(`${path}?${NOVEMBER}`).set(admin.bearer('member')).expect(403);
  }
});

test('when an admin exports clients for November, then the file lists the clients added in those days', async () => {
  const { res, rows } = await csvOf('/api/admin/exports/clients', admin.bearer('admin'));
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toBe('attachment; filename="clients-2026-11-01-to-2026-11-30.csv"');
  expect(rows).toEqual([
    ['Client ID', 'Added at', 'Client', 'Domain', 'Description'],
    [oid(2).toHexString(), '2026-11-01T00:00:00.000Z', 'Zoë Café', 'Web Apps', `'+1 555, "VIP"`],
    [oid(3).toHexString(), '2026-11-20T12:00:00.000Z', 'Acme', 'IoT', 'sensors'],
  ]);
});

test('when an admin exports contact messages for November, then the file has each message of those days, neutralised', async () => {
  const { res, rows } = await csvOf('/api/admin/exports/contact-messages', admin.bearer('admin'));
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(rows).toEqual([
    ['Message ID', 'Received at', 'Name', 'E-mail', 'Phone', 'Subject', 'Message', 'Read'],
    [
      oid(12).toHexString(),
      '2026-11-03T10:15:00.000Z',
      'Priya Sharma',
      'priya@example.com',
      "'-",
      "'@channel quote",
      'Hello,\nwe need a site.',
      'yes',
    ],
  ]);
});

test('when an admin exports the member load, then it is the table the page shows, median in hours', async () => {
  figures.current = {
    members: [
      { memberId: 'acc-zoe', open: 3, completed: 2, medianMs: 5_400_000 },
      { memberId: 'acc-gone', open: 1, completed: 0, medianMs: null },
    ],
    firstTasks: [],
  };
  const { res, rows } = await csvOf('/api/admin/exports/member-load', admin.bearer('admin'));
  expect(res.headers['content-disposition']).toBe('attachment; filename="member-load-2026-11-01-to-2026-11-30.csv"');
  expect(rows).toEqual([
    ['Member', 'Member ID', 'Open tasks', 'Completed in period', 'Median hours to complete'],
    ["'=Zoë", 'acc-zoe', '3', '2', '1.5'],
    ['Former member', 'acc-gone', '1', '0', ''],
    ['Arjun Rao', 'acc-arjun', '0', '0', ''],
  ]);
});

test('when the member service does not answer, then the member load export is a 503 with the reason, not an empty file', async () => {
  figures.current = null;
  const { res } = await csvOf('/api/admin/exports/member-load', admin.bearer('admin'));
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse((res.body as Buffer).toString('utf8'))).toMatchObject({ code: 'DEPENDENCY_UNAVAILABLE' });
});
