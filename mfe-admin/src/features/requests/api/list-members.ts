import type { AdminMember, MemberListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

// The server's largest page (PAGE_MAX_LIMIT in the contracts; a type-only import keeps zod out of this chunk).
const PAGE_SIZE = 100;
// A bound on the pages read, so a wrong total can never loop; 2,000 members is far past the agency's size.
const MAX_PAGES = 20;

/** GET /api/admin/members?page=&limit= (admin token), every page: the assign picker offers the whole team. */
export async function listAllMembers(signal?: AbortSignal): Promise<AdminMember[]> {
  const members: AdminMember[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await apiRequest<MemberListResponse>(`/api/admin/members?page=${page}&limit=${PAGE_SIZE}`, { signal });
    const batch = Array.isArray(body?.members) ? body.members : [];
    members.push(...batch);
    if (batch.length < PAGE_SIZE || members.length >= (body.total ?? 0)) break;
  }
  return members;
}
