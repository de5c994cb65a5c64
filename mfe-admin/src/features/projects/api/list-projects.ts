import type { Project, ProjectListResponse } from '@agency/contracts/browser';
import { apiRequest, type CursorPage } from '@agency/web-kit';
import { pageUrl } from '../../../api/page-url';

/** The project lists in the admin's query cache (every filter, every page loaded). */
export const projectsKey = ['admin', 'projects'];

export const PROJECTS_PAGE_SIZE = 24;

export interface ProjectFilter {
  /** Matches the project name or the client, as the server does it. */
  q: string;
  /** '' means every status. */
  status: string;
  /** '' means every domain. */
  domain: string;
}

/**
 * GET /api/admin/projects?q=&status=&domain=&cursor=&limit= (admin token): the matching projects after
 * `cursor` (null: the newest), with how many match in all.
 */
export async function listProjects(filter: ProjectFilter, cursor: string | null, signal?: AbortSignal): Promise<CursorPage<Project>> {
  const filters = { q: filter.q.trim(), status: filter.status, domain: filter.domain };
  const body = await apiRequest<ProjectListResponse>(pageUrl('/api/admin/projects', PROJECTS_PAGE_SIZE, cursor, filters), { signal });
  return { items: body.projects, nextCursor: body.nextCursor, total: body.total };
}
