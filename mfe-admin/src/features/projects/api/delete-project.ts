import { apiRequest } from '@agency/web-kit';

/** DELETE /api/admin/projects/{id} (admin token). */
export function deleteProject(projectId: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/admin/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}
