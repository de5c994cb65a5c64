import { apiRequest } from '@agency/web-kit/api';
import type { TeamMember } from './types';

/** GET /api/admin/domains/{id}/members (public read). */
export async function getDomainMembers(domainId: string, signal?: AbortSignal): Promise<TeamMember[]> {
  const body = await apiRequest<unknown>(`/api/admin/domains/${encodeURIComponent(domainId)}/members`, { signal });
  return Array.isArray(body) ? (body as TeamMember[]) : [];
}
