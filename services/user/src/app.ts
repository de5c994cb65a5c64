import type { Connection } from 'mongoose';
import { THREAD_UPLOAD_POSTS_PER_HOUR } from '@agency/contracts';
import {
  createAuthGuard,
  createServiceApp,
  limitRequests,
  trustGatewayHop,
  type JwtVerifyOptions,
  type Logger,
  type Mailer,
} from '@agency/server-kit';
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
import { createStreamAdmission, STREAM_LEASE_MS, STREAM_LIMITS, type StreamLimits } from './threads/stream-admission';
import { createStreamLeaseRepository } from './threads/stream-lease-repository';
import { createStreamSessions } from './threads/stream-sessions';
import { createThreadFileStore } from './threads/thread-file-store';
import { createThreadReadRepository } from './threads/thread-read-repository';
import { createThreadRepository } from './threads/thread-repository';
import { createThreadRoutes } from './threads/routes';
import { createUploadQuotaRepository } from './threads/upload-quota-repository';

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
  /** What one account's thread files may take in all (UPLOAD_QUOTA_MB; 100 MB by default). */
  uploadQuotaBytes?: number;
  /** Live-update streams: ceilings (stream-admission.ts) and how often open streams' sessions are checked. */
  streamLimits?: Partial<StreamLimits>;
  streamCheckMs?: number;
}

const DEFAULT_UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;
const HOUR_MS = 3600_000;

export function createApp(deps: UserAppDeps) {
  const { db, jwt, adminUrl, adminTimeoutMs, authUrl, internalToken, logger } = deps;
  const requireAuth = createAuthGuard(jwt);
  const adminDomains = createAdminDomainsClient({ adminUrl, timeoutMs: adminTimeoutMs });
  const requests = createRequestRepository(db);
  const threads = createThreadRepository(db);
  const files = createThreadFileStore(db);
  const reads = createThreadReadRepository(db);
  const quota = createUploadQuotaRepository(db, threads.storedBytesBy);
  const limitUploads = limitRequests({
    db,
    name: 'thread-uploads',
    limit: THREAD_UPLOAD_POSTS_PER_HOUR,
    windowMs: HOUR_MS,
    message: `You can send files with at most ${THREAD_UPLOAD_POSTS_PER_HOUR} messages an hour. Please try again later; messages without files still go through.`,
    key: (req) => req.auth!.sub,
  });
  const live = createLiveEvents({ requests, threads, onError: (err) => logger?.warn('thread events poll failed', { err: String(err) }) });
  const onStreamError = (err: unknown) => logger?.warn('thread event streams: bookkeeping failed', { err: String(err) });
  const admission = createStreamAdmission(
    createStreamLeaseRepository(db, STREAM_LEASE_MS),
    { ...STREAM_LIMITS, ...deps.streamLimits },
    onStreamError,
  );
  const streamSessions = createStreamSessions({ sessionState: jwt.sessionState, checkMs: deps.streamCheckMs, onError: onStreamError });
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
        quota,
        quotaBytes: deps.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
        limitUploads,
        requireAuth,
        notifier,
        onPosted: (message, request) => live.publish(message, request),
      }),
      createThreadEventRoutes({ live, requireAuth, jwt, admission, sessions: streamSessions }),
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
