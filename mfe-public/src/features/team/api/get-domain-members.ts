import { apiRequest, type CursorPage } from '@agency/web-kit';
import type { TeamMember } from './types';

/** Cards per page of a team: a screenful or two; Load more brings the next. */
export const TEAM_PAGE_SIZE = 24;

type Answer = { members?: unknown; nextCursor?: unknown; total?: unknown } | null;

/** GET /api/admin/domains/{id}/team?cursor=&limit= (public read): one page of the domain's members by name. */
export async function getDomainMembers(domainId: string, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<TeamMember>> {
  const query = new URLSearchParams({ limit: String(TEAM_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const body = await apiRequest<Answer>(`/api/admin/domains/${encodeURIComponent(domainId)}/team?${query.toString()}`, { signal });
  const items = Array.isArray(body?.members) ? (body.members as TeamMember[]) : [];
  return {
    items,
    nextCursor: typeof body?.nextCursor === 'string' ? body.nextCursor : null,
    total: typeof body?.total === 'number' ? body.total : items.length,
  };
}
