import type { CreateProjectBody, Project } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** POST /api/admin/projects (admin token): the project as stored, with its id. */
export function createProject(body: CreateProjectBody, idempotencyKey?: string): Promise<Project> {
  return apiRequest<Project>('/api/admin/projects', { method: 'POST', body, idempotencyKey });
}
