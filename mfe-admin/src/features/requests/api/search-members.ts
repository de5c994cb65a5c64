import type { AdminMember, MemberListResponse } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';

/** One picker's worth of members: what a person scans before typing more of a name. */
export const MEMBER_PAGE_SIZE = 20;

/**
 * GET /api/admin/members?q=&page=&limit= (admin token): members by name whose name contains `q`, one
 * page at a time (the cursor is the next page's number), so the picker never holds the whole team.
 */
export async function searchMembers(q: string, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<AdminMember>> {
  const page = cursor ? Number(cursor) : 1;
  const query = new URLSearchParams({ page: String(page), limit: String(MEMBER_PAGE_SIZE) });
  if (q) query.set('q', q);
  const { members, total } = await apiRequest<MemberListResponse>(`/api/admin/members?${query.toString()}`, { signal });
  return { items: members, total, nextCursor: page * MEMBER_PAGE_SIZE < total && members.length > 0 ? String(page + 1) : null };
}
