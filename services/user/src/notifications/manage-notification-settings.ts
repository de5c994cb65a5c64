import {
  NOTIFICATION_KINDS_BY_ROLE,
  NOTIFICATION_SETTINGS_SAVED,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsBody,
  type NotificationSettingsSaved,
  type Role,
} from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import type { NotificationSettingsRepository } from './notification-settings-repository';

type Deps = { settings: Pick<NotificationSettingsRepository, 'find' | 'update'> };

const present = (role: Role, kinds: Partial<Record<NotificationKind, boolean>>): NotificationSettings => ({
  settings: NOTIFICATION_KINDS_BY_ROLE[role].map((kind) => ({ kind, enabled: kinds[kind] !== false })),
});

/** The switches of the kinds this person's role receives (all on until turned off). */
export async function showNotificationSettings({ settings }: Deps, who: { id: string; role: Role }): Promise<NotificationSettings> {
  return present(who.role, await settings.find(who.id));
}

/** Changes some switches; a kind the role never receives is refused (it would be a switch that does nothing). */
export async function changeNotificationSettings(
  { settings }: Deps,
  who: { id: string; role: Role },
  changes: NotificationSettingsBody,
): Promise<NotificationSettingsSaved> {
  const own = NOTIFICATION_KINDS_BY_ROLE[who.role];
  const foreign = Object.keys(changes).filter((kind) => !own.includes(kind as NotificationKind));
  if (foreign.length > 0) throw new AppError('VALIDATION_FAILED', `Not a notification you receive: ${foreign.join(', ')}`, 400);
  return { message: NOTIFICATION_SETTINGS_SAVED, ...present(who.role, await settings.update(who.id, changes)) };
}
