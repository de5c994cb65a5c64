// The admin's own account, read and saved by both the Settings and the Profile pages.
import type { AdminProfile, AdminProfileSaved, PasswordChangedResponse } from '@agency/contracts/browser';
import { apiRequest, ifMatch } from '@agency/web-kit';

/** GET /api/admin/profile → { name, email }. */
export function getAdminProfile(signal?: AbortSignal): Promise<AdminProfile> {
  return apiRequest<AdminProfile>('/api/admin/profile', { signal });
}

/**
 * PUT /api/admin/profile with only the changed fields, on the version read (If-Match; an older one is
 * 409 STALE_VERSION; no version, no check); answers a fresh token (name and e-mail are claims in it). A new e-mail
 * needs currentPassword, and stays pending (`pendingEmail`) until the link mailed to it is opened.
 */
export function updateAdminProfile(
  input: Partial<Pick<AdminProfile, 'name' | 'email'>> & { currentPassword?: string },
  version?: number,
): Promise<AdminProfileSaved> {
  return apiRequest<AdminProfileSaved>('/api/admin/profile', { method: 'PUT', body: input, headers: ifMatch(version) });
}

/** PUT /api/admin/password; the change revokes older tokens, the answer carries the new one. */
export function updateAdminPassword(input: { currentPassword: string; newPassword: string }): Promise<PasswordChangedResponse> {
  return apiRequest<PasswordChangedResponse>('/api/admin/password', { method: 'PUT', body: input });
}
