import type { MemberListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/members?page=&limit= (admin token), sorted by name. A malformed answer reads as an empty page. */
export async function listMembers(page: number, limit: number, signal?: AbortSignal): Promise<MemberListResponse> {
  const body = await apiRequest<Partial<MemberListResponse> | undefined>(`/api/admin/members?page=${page}&limit=${limit}`, { signal });
  return {
    members: Array.isArray(body?.members) ? body.members : [],
    total: typeof body?.total === 'number' ? body.total : 0,
    page: typeof body?.page === 'number' ? body.page : page,
    limit: typeof body?.limit === 'number' ? body.limit : limit,
    nextCursor: typeof body?.nextCursor === 'string' ? body.nextCursor : null,
  };
}
