import type { Connection } from 'mongoose';
import { createAuthGuard, createServiceApp, trustGatewayHop, type JwtVerifyOptions, type Logger, type Mailer } from '@agency/server-kit';
import { createAdminDomainsClient } from './domains/admin-domains-client';
import { createDomainRoutes } from './domains/routes';
import { createAuthAccountsClient } from './profile/auth-accounts-client';
import { createAccountDirectory } from './notifications/account-directory';
import { didEventHappen } from './notifications/confirm-held-event';
import { startNotificationSender } from './notifications/notification-sender';
import { createNotificationRepository } from './notifications/notification-repository';
import { createNotificationSettingsRepository } from './notifications/notification-settings-repository';
import { createNotifier } from './notifications/notifier';
import { createNotificationRoutes } from './notifications/routes';
import { createProfileRoutes } from './profile/routes';
import { createInternalRequestRoutes } from './requests/internal-routes';
import { createRequestRepository } from './requests/request-repository';
import { createRequestRoutes } from './requests/routes';
import { createThreadEventRoutes } from './threads/events-routes';
import { createLiveEvents } from './threads/live-events';
import { createThreadFileStore } from './threads/thread-file-store';
import { createThreadReadRepository } from './threads/thread-read-repository';
import { createThreadRepository } from './threads/thread-repository';
import { createThreadRoutes } from './threads/routes';

export interface UserAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  adminUrl: string;
  /** Time-out for calls to the admin service (3 s by default). */
  adminTimeoutMs?: number;
  /** Auth's internal account API, for the profile routes. */
  authUrl?: string;
  internalToken?: string;
  logger?: Logger;
  /** E-mail notifications: the site's address for links, and the transport (null: stored, not sent). */
  publicUrl?: string;
  mailer?: Mailer | null;
  /** Tests drain the sender themselves. */
  notificationPollMs?: number;
}

export function createApp(deps: UserAppDeps) {
  const { db, jwt, adminUrl, adminTimeoutMs, authUrl, internalToken, logger } = deps;
  const requireAuth = createAuthGuard(jwt);
  const adminDomains = createAdminDomainsClient({ adminUrl, timeoutMs: adminTimeoutMs });
  const requests = createRequestRepository(db);
  const threads = createThreadRepository(db);
  const files = createThreadFileStore(db);
  const reads = createThreadReadRepository(db);
  const live = createLiveEvents({ requests, threads, onError: (err) => logger?.warn('thread events poll failed', { err: String(err) }) });
  const accounts = authUrl ? createAuthAccountsClient({ authUrl, internalToken: internalToken ?? '' }) : undefined;
  // E-mail notifications (docs/interfaces.md, "E-mail notifications"): this service owns them, since
  // nearly every event is a change to a request or its thread; addresses are read from auth when sent.
  const notifications = createNotificationRepository(db);
  const settings = createNotificationSettingsRepository(db);
  const sender = authUrl
    ? startNotificationSender({
        notifications,
        requests,
        settings,
        directory: createAccountDirectory({ authUrl, internalToken: internalToken ?? '' }),
        publicUrl: deps.publicUrl ?? 'http://localhost:8080',
        mailer: deps.mailer ?? null,
        happened: (event) => didEventHappen({ requests, threads }, event),
        logger,
        pollMs: deps.notificationPollMs,
      })
    : undefined;
  const notifier = createNotifier(notifications, () => sender?.wake());
  const app = createServiceApp({
    name: 'user',
    db,
    jwt,
    // A thread message comes as JSON, or as multipart when files come along.
    multipartRoutes: ['/api/user/requests/:id/thread'],
    logger,
    background: sender ? [sender] : [],
    routes: [
      createDomainRoutes({ adminDomains, requireAuth }),
      createRequestRoutes({ requests, adminDomains, accounts, requireAuth, notifier }),
      createThreadRoutes({
        requests,
        threads,
        reads,
        files,
        requireAuth,
        notifier,
        onPosted: (message, request) => live.publish(message, request),
      }),
      createThreadEventRoutes({ live, requireAuth }),
      createInternalRequestRoutes({ requests, notifier, internalToken: internalToken ?? '', db }),
      createNotificationRoutes({ settings, notifier, requireAuth, internalToken: internalToken ?? '', db }),
      createProfileRoutes({ requireAuth, authUrl, internalToken, accounts }),
    ],
  });
  app.locals.notificationSender = sender;
  // req.ip is the person's address the gateway forwarded; the password change passes it on to auth.
  app.set('trust proxy', trustGatewayHop());
  return app;
}
