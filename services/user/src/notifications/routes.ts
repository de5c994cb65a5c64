import { Router } from 'express';
import { contactNotificationBodySchema, notificationSettingsBodySchema } from '@agency/contracts';
import type { Connection } from 'mongoose';
import { consumeEventsOnce, listFailedMail, requireInternalToken, type Outbox, type RequireAuth } from '@agency/server-kit';
import { changeNotificationSettings, showNotificationSettings } from './manage-notification-settings';
import type { NotificationSettingsRepository } from './notification-settings-repository';
import type { Notifier } from './notifier';

interface Deps {
  settings: NotificationSettingsRepository;
  notifier: Notifier;
  outbox: Outbox;
  requireAuth: RequireAuth;
  internalToken: string;
  /** The inbox of events from the admin service's outbox (contact messages). */
  db: Connection;
}

/** Each person's e-mail switches (every role, like the threads), the admin service's contact events, and failed e-mails. */
export function createNotificationRoutes({ settings, notifier, outbox, requireAuth, internalToken, db }: Deps): Router {
  const router = Router();
  const signedIn = requireAuth(['user', 'member', 'admin']);
  const who = (auth: { sub: string; role: 'user' | 'member' | 'admin' }) => ({ id: auth.sub, role: auth.role });

  router.get('/api/user/notifications/settings', signedIn, async (req, res) => {
    res.json(await showNotificationSettings({ settings }, who(req.auth!)));
  });

  router.put('/api/user/notifications/settings', signedIn, async (req, res) => {
    const changes = notificationSettingsBodySchema.parse(req.body ?? {});
    res.json(await changeNotificationSettings({ settings }, who(req.auth!), changes));
  });

  // The notification e-mails the mail server refused for good (auth lists its own at /api/auth/failed-mail).
  router.get('/api/user/failed-mail', requireAuth(['admin']), async (_req, res) => {
    res.json(await listFailedMail(outbox));
  });

  // The admin service's relay delivers each contact message's event here (at least once; the key makes it one e-mail).
  router.post('/internal/notifications/contact-messages', requireInternalToken(internalToken), consumeEventsOnce(db), async (req, res) => {
    const { message_id, ...contact } = contactNotificationBodySchema.parse(req.body ?? {});
    await notifier.notify({ key: `contact.message:${message_id}`, type: 'contact.message', contact: { id: message_id, ...contact } });
    res.json({ recorded: true });
  });

  return router;
}
