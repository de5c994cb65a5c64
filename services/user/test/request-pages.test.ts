import request from 'supertest';
import { asRole, asUser, startRequestsTestEnv, WEB, type RequestsTestEnv } from './requests-helpers';

const DANA = '64b0000000000000000000d4';
const ERIN = '64b0000000000000000000e5';

describe('request lists page to the end', () => {
  let env: RequestsTestEnv;
  const submit = async (user: string, description: string) =>
    (
      await request(env.app)
        .post('/api/user/requests')
        .set(asUser(user))
        .send({ service: 'Technical Support', domain_id: WEB.domain_id, description })
        .expect(201)
    ).body as { req_id: string };

  /** Follows nextCursor from the first page to the last, as the "Load more" button does. */
  async function walk(path: string, headers: Record<string, string>, between?: () => Promise<unknown>) {
    const pages: Array<{ requests: Array<{ req_id: string; description: string }>; nextCursor: string | null; total: number }> = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const res: request.Response = await request(env.app)
        .get(cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path)
        .set(headers)
        .expect(200);
      pages.push(res.body);
      cursor = res.body.nextCursor;
      if (pages.length === 1) await between?.();
    } while (cursor && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    env = await startRequestsTestEnv('agency_user_pages');
    // Sequential on purpose: their order is the oldest-first story the pages must tell back.
    for (let i = 0; i < 139; i++) await submit(DANA, `dana ${i}`);
    for (let i = 0; i < 105; i++) await submit(ERIN, `erin ${i}`);
  }, 120_000); // 244 requests through the route, one after another: 10–15 s here, far more on a loaded CI machine
  afterAll(() => env.stop());

  test('when a customer has 139 requests, then their history pages reach the oldest, each request once', async () => {
    const pages = await walk('/api/user/requests/previous', asUser(DANA));
    expect(pages.map((p) => p.requests.length)).toEqual([50, 50, 39]);
    expect(pages.map((p) => p.total)).toEqual([139, 139, 139]);
    expect(pages[2]!.nextCursor).toBeNull();
    const descriptions = pages.flatMap((p) => p.requests.map((r) => r.description));
    expect(descriptions).toEqual(Array.from({ length: 139 }, (_, i) => `dana ${138 - i}`));
  });

  test('when 105 requests are pending, then the queue says 105 and its pages reach all 105, even with a new one arriving meanwhile', async () => {
    const pages = await walk('/api/admin/requests?status=PENDING&limit=40', asRole('admin'), () => submit(ERIN, 'arrived while paging'));
    const seen = pages.flatMap((p) => p.requests.map((r) => r.req_id));
    expect(pages[0]!.total).toBe(139 + 105);
    expect(new Set(seen).size).toBe(seen.length);
    const descriptions = new Set(pages.flatMap((p) => p.requests.map((r) => r.description)));
    for (let i = 0; i < 105; i++) expect(descriptions).toContain(`erin ${i}`);
    expect(descriptions).toContain('dana 0');
    expect(descriptions).not.toContain('arrived while paging');
  });

  test('when a cursor was not handed out by the service, then 400 INVALID_CURSOR', async () => {
    const res = await request(env.app).get('/api/user/requests/previous?cursor=bm9wZQ').set(asUser(DANA));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });
});
