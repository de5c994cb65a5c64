import { Types } from 'mongoose';
import request from 'supertest';
import type { AddressInfo } from 'node:net';
import { parseCsv, signTestToken } from '@agency/server-kit/testing';
import { asRole, asUser, keys, startRequestsTestEnv, type RequestsTestEnv } from './requests-helpers';

const PATH = '/api/user/exports/requests?from=2026-11-01&to=2026-11-30';
const HEADER = [
  'Request ID',
  'Filed at',
  'Status',
  'Domain',
  'Service',
  'Requester',
  'Requester e-mail',
  'Assignees',
  'Approved at',
  'Rejected at',
  'Started at',
  'Completed at',
  'Description',
];

const at = (iso: string) => new Date(iso);
const id = (n: number) => new Types.ObjectId(n.toString(16).padStart(24, '0'));

function filed(n: number, createdAt: string, more: Record<string, unknown> = {}) {
  return {
    _id: id(n),
    userId: '64b0000000000000000000a1',
    userName: 'Priya Sharma',
    userEmail: 'priya@example.com',
    service: 'Technical Support',
    domainId: '64c0000000000000000000d1',
    domainName: 'Web Apps',
    description: `request ${n}`,
    status: 'PENDING',
    timeline: [{ status: 'PENDING', at: at(createdAt) }],
    assignees: [],
    createdAt: at(createdAt),
    updatedAt: at(createdAt),
    ...more,
  };
}

describe('the requests export', () => {
  let env: RequestsTestEnv;
  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_request_export');
    await env.db.collection('service_requests').insertMany([
      filed(1, '2026-10-31T23:59:59.999Z', { description: 'the day before the period' }),
      filed(2, '2026-11-01T00:00:00.000Z', {
        userName: 'Zoë Ångström',
        description: '=HYPERLINK("http://evil.example","click"), then a second line\nand a third',
        status: 'completed',
        timeline: [
          { status: 'PENDING', at: at('2026-11-01T00:00:00Z') },
          { status: 'approved', at: at('2026-11-02T09:00:00Z') },
          { status: 'in_progress', at: at('2026-11-03T10:00:00Z') },
          { status: 'completed', at: at('2026-11-05T16:30:00Z') },
        ],
        assignees: [
          { id: 'm1', name: 'Arjun Rao', taskStatus: 'Completed' },
          { id: 'm2', name: 'Lena Fischer', taskStatus: 'Completed' },
        ],
      }),
      filed(3, '2026-11-30T23:59:59.999Z', {
        domainName: null,
        status: 'rejected',
        timeline: [
          { status: 'PENDING', at: at('2026-11-30T23:59:59.999Z') },
          { status: 'rejected', at: at('2026-12-01T08:00:00Z') },
        ],
      }),
      filed(4, '2026-12-01T00:00:00.000Z', { description: 'the day after the period' }),
    ]);
  });
  afterAll(() => env.stop());

  test('when no token, a customer or a member asks, then it is 401 or 403 and no file', async () => {
    await request(env.app).get(PATH).expect(401);
    const asCustomer = await request(env.app).get(PATH).set(asUser('64b0000000000000000000a1')).expect(403);
    expect(asCustomer.body.code).toBe('FORBIDDEN');
    await request(env.app).get(PATH).set(asRole('member')).expect(403);
  });

  test('when an admin asks for November, then the file has the requests filed in those days, oldest first, as stored', async () => {
    const res = await request(env.app)
      .get(PATH)
      .set(asRole('admin'))
      .buffer(true)
      .parse((answer, done) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="requests-2026-11-01-to-2026-11-30.csv"');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.includes(Buffer.from('Zo\u00eb \u00c5ngstr\u00f6m', 'utf8'))).toBe(true);
    expect(parseCsv(bytes.toString('utf8'))).toEqual([
      HEADER,
      [
        id(2).toHexString(),
        '2026-11-01T00:00:00.000Z',
        'Completed',
        'Web Apps',
        'Technical Support',
        'Zoë Ångström',
        'priya@example.com',
        'Arjun Rao; Lena Fischer',
        '2026-11-02T09:00:00.000Z',
        '',
        '2026-11-03T10:00:00.000Z',
        '2026-11-05T16:30:00.000Z',
        `'=HYPERLINK("http://evil.example","click"), then a second line\nand a third`,
      ],
      [
        id(3).toHexString(),
        '2026-11-30T23:59:59.999Z',
        'Rejected',
        'Unknown domain',
        'Technical Support',
        'Priya Sharma',
        'priya@example.com',
        '',
        '',
        '2026-12-01T08:00:00.000Z',
        '',
        '',
        'request 3',
      ],
    ]);
  });

  test('when the period is not valid, then it is 400 VALIDATION_FAILED, not a file', async () => {
    const res = await request(env.app).get('/api/user/exports/requests?from=2026-11-30&to=2026-11-01').set(asRole('admin')).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  test('when a period holds 3,000 requests (100,000 measured by scripts/bench/csv-export-memory.mjs), then the first bytes arrive within a second and every row arrives', async () => {
    const many = env.db.collection('service_requests');
    const base = Date.parse('2025-03-01T00:00:00Z');
    for (let b = 0; b < 3; b++)
      await many.insertMany(
        Array.from({ length: 1000 }, (_, i) => filed(1000 + b * 1000 + i, new Date(base + (b * 1000 + i) * 60_000).toISOString())),
      );
    const server = env.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const exportOf = (period: string) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/user/exports/requests?${period}`, {
        headers: { authorization: `Bearer ${signTestToken(keys, { role: 'admin' })}` },
      });
    // A warm service: the first walk of an index after the writes orders it (devdb, once; kept up to date after).
    await (await exportOf('from=2025-03-01&to=2025-03-31')).arrayBuffer();
    const started = Date.now();
    const res = await exportOf('from=2025-03-01&to=2025-03-31');
    const reader = res.body!.getReader();
    const first = await reader.read();
    const firstMs = Date.now() - started;
    let text = Buffer.from(first.value!).toString('utf8');
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read()) text += decoder.decode(part.value, { stream: true });
    server.close();
    expect(firstMs).toBeLessThan(1000);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1 + 3000);
    expect(rows[1]![12]).toBe('request 1000');
    expect(rows[3000]![12]).toBe('request 3999');
  });
});
