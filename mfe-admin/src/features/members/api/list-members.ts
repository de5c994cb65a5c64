import type { AdminMember, MemberListResponse } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';
import { pageUrl } from '../../../api/page-url';

/** Team Management's list in the admin's query cache (every page loaded). */
export const membersKey = ['admin', 'members'];

export const MEMBERS_PAGE_SIZE = 24;

/** GET /api/admin/members?cursor=&limit= (admin token): the team by name after `cursor` (null: from the first), with the whole count. */
export async function listMembers(cursor: string | null, signal?: AbortSignal): Promise<CursorPage<AdminMember>> {
  const body = await apiRequest<MemberListResponse>(pageUrl('/api/admin/members', MEMBERS_PAGE_SIZE, cursor), { signal });
  return { items: body.members, nextCursor: body.nextCursor, total: body.total };
}
