import type { ProjectListResponse } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

export interface ProjectQuery {
  /** Matches the project name or the client, as the server does it. */
  q: string;
  /** '' means every status. */
  status: string;
  /** '' means every domain. */
  domain: string;
  page: number;
  limit: number;
}

/** GET /api/admin/projects?q=&status=&domain=&page=&limit= (admin token), newest first. */
export function listProjects(query: ProjectQuery, signal?: AbortSignal): Promise<ProjectListResponse> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.status) params.set('status', query.status);
  if (query.domain) params.set('domain', query.domain);
  return apiRequest<ProjectListResponse>(`/api/admin/projects?${params}`, { signal });
}
