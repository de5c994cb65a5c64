import request from 'supertest';
import { INTERNAL, startStack, type Stack } from './start-stack';

type Service = { req_id: string; status: string; serviceStatus: string };
type Page = { services: Service[]; nextCursor: string | null; total: number };

// Spec §7 "GET /services": the admin's view of work, paged like the other admin lists.
describe('the services overview over the user service', () => {
  let s: Stack;
  const admin = () => s.bearer('admin');
  const ids: Record<'pending' | 'rejected' | 'approved' | 'in_progress' | 'completed', string[]> = {
    pending: [],
    rejected: [],
    approved: [],
    in_progress: [],
    completed: [],
  };
  /** Every request's id in the order they were made. */
  const made: string[] = [];

  // The member service's word about a task of the request's one assignee: the user service decides the request's status.
  const WORKER = { id: '64b0000000000000000000d9', name: 'Wendy' };
  const progress = async (id: string, status: 'in_progress' | 'completed') => {
    const internal = { 'x-internal-token': INTERNAL };
    await request(s.urls.userUrl)
      .post(`/internal/requests/${id}/assign`)
      .set(internal)
      .send({ assignees: [WORKER] })
      .expect(201);
    await request(s.urls.userUrl)
      .post(`/internal/requests/${id}/progress`)
      .set({ ...internal, 'x-event-id': `${status}-${id}` })
      .send({ memberId: WORKER.id, taskStatus: status === 'completed' ? 'Completed' : 'In progress' })
      .expect(200);
  };

  /** Follows nextCursor from the first page to the last; answers every page as the admin saw it. */
  async function walk(status: string, limit: number): Promise<Page[]> {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { status, limit: String(limit), ...(cursor ? { cursor } : {}) };
      const page = (await request(s.userApp).get('/api/admin/services').query(query).set(admin()).expect(200)).body as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 20);
    return pages;
  }

  beforeAll(async () => {
    s = await startStack();
    const domainId = (await request(s.app).post('/api/admin/domains').set(admin()).send({ name: 'Web' }).expect(201)).body.domain_id;
    const customer = s.bearer('user', '64b0000000000000000000c1');
    // 17 requests, each kind interleaved with the others in time, so that ACTIVE's pages must merge two statuses.
    const plan = ['approved', 'in_progress', 'completed', 'pending', 'rejected'] as const;
    for (let n = 0; n < 17; n++) {
      const kind = plan[n % plan.length]!;
      const { req_id: id } = (
        await request(s.urls.userUrl)
          .post('/api/user/requests')
          .set(customer)
          .send({ service: 'Software Development', domain_id: domainId, description: `request ${n}` })
          .expect(201)
      ).body;
      if (kind !== 'pending') {
        await request(s.userApp)
          .post(`/api/admin/requests/${id}/respond`)
          .set(admin())
          .send({ status: kind === 'rejected' ? 'rejected' : 'approved' })
          .expect(200);
      }
      if (kind === 'in_progress') await progress(id, 'in_progress');
      if (kind === 'completed') await progress(id, 'completed');
      ids[kind].push(id);
      made.push(id);
    }
  });
  afterAll(() => s?.stop());

  test('when more than one page of ACTIVE services is walked, then every approved and in-progress request is found once, newest first, with the total on each page', async () => {
    const pages = await walk('ACTIVE', 3);
    const active = [...ids.approved, ...ids.in_progress];
    expect(active).toHaveLength(8);
    expect(pages.map((p) => p.services.length)).toEqual([3, 3, 2]);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages[pages.length - 1]!.nextCursor).toBeNull();
    const seen = pages.flatMap((p) => p.services);
    expect(seen.map((r) => r.req_id).sort()).toEqual([...active].sort());
    expect(new Set(seen.map((r) => r.serviceStatus))).toEqual(new Set(['ACTIVE']));
    expect(new Set(seen.map((r) => r.status))).toEqual(new Set(['approved', 'in_progress']));
    // Made one after another, so newest first is the reverse of the order they were made in.
    expect(seen.map((r) => r.req_id)).toEqual(made.filter((id) => active.includes(id)).reverse());
  });

  test('when more than one page of COMPLETED services is walked, then every completed request is found once and nothing else', async () => {
    const pages = await walk('COMPLETED', 2);
    expect(ids.completed).toHaveLength(3);
    expect(pages.map((p) => p.services.length)).toEqual([2, 1]);
    expect(pages.map((p) => p.total)).toEqual([3, 3]);
    const seen = pages.flatMap((p) => p.services);
    expect(seen.map((r) => r.req_id).sort()).toEqual([...ids.completed].sort());
    expect(seen.every((r) => r.serviceStatus === 'COMPLETED' && r.status === 'completed')).toBe(true);
  });

  test('when no status is given, then ACTIVE is listed; when the status is unknown or the cursor forged, then 400', async () => {
    const first = (await request(s.userApp).get('/api/admin/services').set(admin()).expect(200)).body as Page;
    expect(first.total).toBe(8);
    expect(first.services.every((r) => r.serviceStatus === 'ACTIVE')).toBe(true);
    const unknown = await request(s.userApp).get('/api/admin/services?status=PAUSED').set(admin());
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'status must be ACTIVE or COMPLETED', code: 'VALIDATION_FAILED' });
    const forged = await request(s.userApp).get('/api/admin/services?status=ACTIVE&cursor=bm90LWEtY3Vyc29y').set(admin());
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_CURSOR');
  });
});
