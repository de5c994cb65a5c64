import { apiRequest, type CursorPage } from '@agency/web-kit/api';
import type { TeamMember } from './types';

/** How many members a team page shows at first and adds with each "Load more". */
export const TEAM_PAGE_SIZE = 24;

/** The address of one page of a domain's members by name (GET /api/admin/domains/{id}/team). */
export const teamPagePath = (domainId: string, cursor: string | null) =>
  `/api/admin/domains/${encodeURIComponent(domainId)}/team?limit=${TEAM_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** The API's page `{ members, nextCursor, total }` as a list page; anything unexpected reads as an empty last page. */
export function toTeamPage(body: unknown): CursorPage<TeamMember> {
  const page = (body ?? {}) as { members?: unknown; nextCursor?: unknown; total?: unknown };
  const items = Array.isArray(page.members) ? (page.members as TeamMember[]) : [];
  return {
    items,
    nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null,
    total: typeof page.total === 'number' ? page.total : items.length,
  };
}

export async function getTeamPage(domainId: string, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<TeamMember>> {
  return toTeamPage(await apiRequest<unknown>(teamPagePath(domainId, cursor), { signal }));
}
