import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './constants/notifications';

/** `GET /api/user/notifications/settings`: one switch per kind the caller's role receives. */
export const notificationSettingsSchema = z.object({
  settings: z.array(z.object({ kind: z.enum(NOTIFICATION_KINDS), enabled: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT /api/user/notifications/settings`: the switches to change (kinds of another role are refused). */
export const notificationSettingsBodySchema = z
  .strictObject(
    Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: `${kind} must be true or false` }).optional()]),
    ) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>,
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown notification kind: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((body) => Object.keys(body).length > 0, { error: 'Choose at least one notification setting to change' });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

export const notificationSettingsSavedSchema = notificationSettingsSchema.extend({ message: z.string() });
export type NotificationSettingsSaved = z.infer<typeof notificationSettingsSavedSchema>;

/** `POST /internal/notifications/contact-messages` (admin service → user service, through its outbox). */
export const contactNotificationBodySchema = z.object({
  message_id: z.string().min(1).max(100),
  name: z.string().max(200),
  email: z.string().max(320),
  subject: z.string().max(500),
  message: z.string().max(10_000),
});
export type ContactNotificationBody = z.infer<typeof contactNotificationBodySchema>;
