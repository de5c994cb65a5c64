import type {
  NotificationKind,
  NotificationSettings,
  NotificationSettingsSaved,
  PasswordChangedResponse,
  UpdateProfileResponse,
  UserProfile,
} from '@agency/contracts/browser';
import type { Role } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit/api';
import { ifMatch } from '@agency/web-kit/api';

export interface ProfileInput {
  name: string;
  email: string;
  phone: string;
  /** Only with a new e-mail: changing it needs the current password. */
  currentPassword?: string;
}

// Users go through the user service (spec section 7); members and admins edit their auth account directly.
const viaUserService = (role: Role | null) => role === 'user';

export function loadProfile(role: Role | null, userId: string, signal?: AbortSignal): Promise<UserProfile> {
  const path = viaUserService(role) ? `/api/user/${encodeURIComponent(userId)}` : '/api/auth/me';
  return apiRequest<UserProfile>(path, { signal });
}

/** Only the changed fields, on the version read (If-Match: an older one is 409 STALE_VERSION). */
export function saveProfile(role: Role | null, input: Partial<ProfileInput>, version?: number): Promise<UpdateProfileResponse> {
  const options = { method: 'PUT' as const, body: input, headers: ifMatch(version) };
  return viaUserService(role)
    ? apiRequest<UpdateProfileResponse>('/api/user/profile', options)
    : apiRequest<UpdateProfileResponse>('/api/auth/me', options);
}

export function savePassword(role: Role | null, input: { currentPassword: string; newPassword: string }): Promise<PasswordChangedResponse> {
  return viaUserService(role)
    ? apiRequest<PasswordChangedResponse>('/api/user/password', { method: 'PUT', body: input })
    : apiRequest<PasswordChangedResponse>('/api/auth/change-password', { method: 'POST', body: input });
}

/** The e-mail switches of the signed-in person's role (every role: the user service keeps them). */
export function loadNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/api/user/notifications/settings', { signal });
}

export function saveNotificationSettings(changes: Partial<Record<NotificationKind, boolean>>): Promise<NotificationSettingsSaved> {
  return apiRequest<NotificationSettingsSaved>('/api/user/notifications/settings', { method: 'PUT', body: changes });
}
