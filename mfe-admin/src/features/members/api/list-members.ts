import type { MemberListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** The team in the admin's query cache: the member list's pages and the assign picker's searches. */
export const membersKey = ['admin', 'members'];

/** GET /api/admin/members?page=&limit= (admin token), sorted by name. */
export function listMembers(page: number, limit: number, signal?: AbortSignal): Promise<MemberListResponse> {
  return apiRequest<MemberListResponse>(`/api/admin/members?page=${page}&limit=${limit}`, { signal });
}
