import type { AdminProfile, UpdateAdminProfileBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

export interface SavedAdminProfile extends AdminProfile {
  message: string;
  token: string;
}

/** PUT /api/admin/profile; the e-mail is sent unchanged (the page shows it disabled). Answers a fresh token. */
export function updateAdminName(input: UpdateAdminProfileBody): Promise<SavedAdminProfile> {
  return apiRequest<SavedAdminProfile>('/api/admin/profile', { method: 'PUT', body: input });
}
