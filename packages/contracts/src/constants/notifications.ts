// E-mail notifications: the kinds a person can turn off and which role hears of which (the words the
// settings page shows for each live with that page, off every visitor's first download).
import type { Role } from './roles';

export const NOTIFICATION_KINDS = [
  'request_updates',
  'agency_messages',
  'new_requests',
  'contact_messages',
  'customer_messages',
  'assignments',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds each role receives (and so may turn off); every kind is on until its person turns it off. */
export const NOTIFICATION_KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  user: ['request_updates', 'agency_messages'],
  admin: ['new_requests', 'contact_messages', 'customer_messages'],
  member: ['assignments', 'customer_messages'],
};

export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved.';
