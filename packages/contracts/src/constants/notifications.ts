// E-mail notifications: the kinds a person can turn off, which role hears of which, and the words the
// settings page shows for each.
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

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { label: string; hint: string }> = {
  request_updates: {
    label: 'Changes to my requests',
    hint: 'Approved, rejected, assigned to our team, work started or completed.',
  },
  agency_messages: { label: 'Messages from the agency', hint: 'A new message on one of your requests.' },
  new_requests: { label: 'New service requests', hint: 'A customer submitted a request.' },
  contact_messages: { label: 'New contact messages', hint: 'Someone wrote through the contact form.' },
  customer_messages: { label: 'Messages from customers', hint: 'A customer wrote on a request you can see.' },
  assignments: { label: 'New assignments', hint: 'You were assigned to a request.' },
};

export const NOTIFICATION_SETTINGS_SAVED = 'Notification settings saved.';
