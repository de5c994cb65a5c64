import { apiRequest } from '@agency/web-kit';

/** DELETE /api/admin/clients/{id} (admin token). */
export function deleteClient(clientId: string): Promise<{ message?: string }> {
  return apiRequest<{ message?: string }>(`/api/admin/clients/${encodeURIComponent(clientId)}`, { method: 'DELETE' });
}
