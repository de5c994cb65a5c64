import request from 'supertest';
import { startStack, type Stack } from './start-stack';

type Page = { requests: Array<{ req_id: string }>; nextCursor: string | null; total: number };

// The requests that lost their worker, paged by the member service and passed on by the admin service.
describe('the unstaffed requests over the member and user services', () => {
  let s: Stack;
  const admin = () => s.bearer('admin');
  /** The unstaffed requests' ids in the order they were made. */
  const unstaffed: string[] = [];
  let staffed: string;

  /** Follows nextCursor from the first page to the last; answers every page as the admin saw it. */
  async function walk(limit: number): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { limit: String(limit), ...(cursor ? { cursor } : {}) };
      const page = (await request(s.app).get('/api/admin/requests/unstaffed').query(query).set(admin()).expect(200)).body as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  const task = (requestId: string, status: string, memberId = '64b0000000000000000000d1') => ({
    memberId,
    title: 'Software Development',
    description: '',
    status,
    requestId,
    assignedAt: new Date(),
    withdrawnAt: status === 'Withdrawn' ? new Date() : null,
  });

  beforeAll(async () => {
    s = await startStack();
    const domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
    const customer = s.bearer('user', '64b0000000000000000000c1');
    const approved: string[] = [];
    for (let n = 0; n < 8; n++) {
      const { req_id: id } = (
        await request(s.urls.userUrl)
          .post('/api/user/requests')
          .set(customer)
          .send({ service: 'Software Development', domain_id: domainId, description: `request ${n}` })
          .expect(201)
      ).body;
      await request(s.userApp).post(`/api/admin/requests/${id}/respond`).set(admin()).send({ status: 'approved' }).expect(200);
      approved.push(id as string);
    }
    // Seven requests lost every worker (one of them two), the eighth still has someone on it.
    staffed = approved.pop()!;
    unstaffed.push(...approved);
    const tasks = [
      ...unstaffed.map((id) => task(id, 'Withdrawn')),
      task(unstaffed[2]!, 'Withdrawn', '64b0000000000000000000d2'),
      task(staffed, 'Withdrawn'),
      task(staffed, 'In progress', '64b0000000000000000000d2'),
    ];
    await s.memberDb.collection('tasks').insertMany(tasks);
  });
  afterAll(async () => {
    await s.stop();
  });

  test('when there is more than one page, then following nextCursor reaches every unstaffed request once, newest first, with the total on each page', async () => {
    const pages = await walk(3);

    expect(pages.map((p) => p.requests.length)).toEqual([3, 3, 1]);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7]);
    expect(pages[2]!.nextCursor).toBeNull();
    expect(pages.flatMap((p) => p.requests.map((r) => r.req_id))).toEqual([...unstaffed].reverse());
  });

  test('when a request still has an open task, then it is not listed nor counted', async () => {
    const [page] = await walk(100);

    expect(page!.requests.map((r) => r.req_id)).not.toContain(staffed);
    expect(page!.total).toBe(7);
  });

  test('when the cursor was not handed out, then 400 INVALID_CURSOR', async () => {
    const res = await request(s.app).get('/api/admin/requests/unstaffed?cursor=nope').set(admin());

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });
});
