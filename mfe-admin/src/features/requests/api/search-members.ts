import type { AdminMember, MemberListResponse } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

/** One picker's worth of members: what a person scans before typing more of a name. */
export const MEMBER_PAGE_SIZE = 20;

/**
 * GET /api/admin/members?q=&cursor=&limit= (admin token): members by name whose name contains `q`, one
 * page at a time (the server's cursor reads on from the last one shown), so the picker never holds the whole team.
 */
export async function searchMembers(q: string, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<AdminMember>> {
  const query = new URLSearchParams({ limit: String(MEMBER_PAGE_SIZE) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<MemberListResponse>(`/api/admin/members?${query.toString()}`, { signal });
  return { items: body.members, total: body.total, nextCursor: body.nextCursor };
}
