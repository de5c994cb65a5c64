import type { Connection } from 'mongoose';
import { THREAD_TEXT_POSTS_PER_MINUTE, THREAD_UPLOAD_POSTS_PER_HOUR } from '@agency/contracts';
import {
  createAuthClient,
  createAuthGuard,
  createOutbox,
  createServiceApp,
  limitRequests,
  startEmbeddedMessageRelay,
  startOutboxRelay,
  trustGatewayHop,
  type JwtVerifyOptions,
  type Logger,
  type EmbeddedMessageRelayOptions,
  type Mailer,
  type OutboxRelayOptions,
} from '@agency/server-kit';
import { DEFAULT_UPLOAD_QUOTA_MB } from './config';
import { createAdminDomainsClient } from './domains/admin-domains-client';
import { createDomainRoutes } from './domains/routes';
import { createRequestExportRepository } from './exports/request-export-repository';
import { createExportRoutes } from './exports/routes';
import { createExpandedEventRepository } from './notifications/expanded-event-repository';
import { createNotificationSettingsRepository } from './notifications/notification-settings-repository';
import { createNotifier } from './notifications/notifier';
import { createNotificationRoutes } from './notifications/routes';
import { sendNotificationMails } from './notifications/send-notification-mails';
import { THREAD_MAIL_WINDOW_MS } from './notifications/thread-mail-window';
import { createProfileRoutes } from './profile/routes';
import { createInternalInsightsRoutes } from './insights/internal-routes';
import { createRequestInsightsRepository } from './insights/request-insights-repository';
import { undoRefusedMessage } from './requests/assign-request';
import { createAdminRequestRoutes } from './requests/admin-routes';
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
import { createThreadRoutes, THREAD_PATH } from './threads/routes';
import { createUploadQuotaRepository } from './threads/upload-quota-repository';

export interface UserAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  adminUrl: string;
  /** Time-out for calls to the admin service (3 s by default). */
  adminTimeoutMs?: number;
  /** The member service, which makes the tasks an assign records (delivered from the request). */
  memberUrl?: string;
  /** Auth's internal account API, for the profile routes. */
  authUrl?: string;
  internalToken?: string;
  logger?: Logger;
  /** E-mail notifications: the site's address for links, and the transport (null: kept as failed, not sent). */
  publicUrl?: string;
  mailer?: Mailer | null;
  /** How long a thread's messages are gathered into one e-mail per person (THREAD_MAIL_WINDOW_SECONDS; 2 minutes by default). */
  threadMailWindowMs?: number;
  /** What one account's thread files may take in all (UPLOAD_QUOTA_MB; 100 MB by default). */
  uploadQuotaBytes?: number;
  /** Live-update streams: ceilings (stream-admission.ts) and how often open streams' sessions are checked. */
  streamLimits?: Partial<StreamLimits>;
  streamCheckMs?: number;
  /** Tests: `pollMs: 0` to drain the relay by hand, shorter back-off and grace. */
  relay?: Pick<OutboxRelayOptions, 'pollMs' | 'maxBackoffMs' | 'mailTimeoutMs'>;
  /** Tests: the relays of the messages requests and thread messages carry (tasks, e-mail events), e.g. a shorter poll. */
  requestMessages?: Pick<EmbeddedMessageRelayOptions, 'pollMs' | 'maxBackoffMs' | 'leaseMs'>;
}

const DEFAULT_UPLOAD_QUOTA_BYTES = DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024;
const HOUR_MS = 3600_000;
const MINUTE_MS = 60_000;
const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

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
  // Text messages, which each e-mail the other side: past this, one account is flooding, not talking.
  // Only stored messages count (a refused one gives its count back); counted before it is judged.
  const limitTexts = limitRequests({
    db,
    name: 'thread-texts',
    limit: THREAD_TEXT_POSTS_PER_MINUTE,
    windowMs: MINUTE_MS,
    message: (wait) => `You can send at most ${THREAD_TEXT_POSTS_PER_MINUTE} messages a minute. Please try again in ${seconds(wait)}.`,
    key: (req) => req.auth!.sub,
    countOnlyAccepted: true,
  });
  const live = createLiveEvents({ requests, threads, onError: (err) => logger?.warn('thread events poll failed', { err: String(err) }) });
  const onStreamError = (err: unknown) => logger?.warn('thread event streams: bookkeeping failed', { err: String(err) });
  const admission = createStreamAdmission(
    createStreamLeaseRepository(db, STREAM_LEASE_MS),
    { ...STREAM_LIMITS, ...deps.streamLimits },
    onStreamError,
  );
  const streamSessions = createStreamSessions({ sessionState: jwt.sessionState, checkMs: deps.streamCheckMs, onError: onStreamError });
  const accounts = authUrl ? createAuthClient({ authUrl, internalToken: internalToken ?? '' }) : undefined;
  // E-mail notifications (docs/messaging.md, "E-mail"): this service owns them, since nearly every
  // event is a change to a request or its thread. An event is an outbox message to 'self', recorded with
  // its change; the relay turns it into 'mail' messages (addresses read from auth then) and sends those.
  const outbox = createOutbox(db);
  const settings = createNotificationSettingsRepository(db);
  const mails = accounts && {
    outbox,
    expanded: createExpandedEventRepository(db),
    requests,
    settings,
    directory: accounts,
    publicUrl: deps.publicUrl ?? 'http://localhost:8080',
    threadMailWindowMs: deps.threadMailWindowMs ?? THREAD_MAIL_WINDOW_MS,
  };
  const relay = mails
    ? startOutboxRelay({
        ...deps.relay,
        outbox,
        urls: {},
        internalToken: internalToken ?? '',
        logger,
        mailer: deps.mailer ?? null,
        handleSelf: (entry) => sendNotificationMails(mails, entry),
      })
    : undefined;
  const notifier = createNotifier(outbox);
  // What a change records in its own document is delivered from there: an assign's tasks (the member
  // service) and the e-mail events of requests and thread messages (this service's notifier).
  const embeddedRelay = (collection: string, more: Partial<EmbeddedMessageRelayOptions> = {}) =>
    startEmbeddedMessageRelay({
      ...deps.requestMessages,
      db,
      collection,
      urls: {},
      internalToken: internalToken ?? '',
      logger,
      handleSelf: (message) => notifier.notifyRecorded(message),
      ...more,
    });
  // A task made is a change open pages follow (live-events.ts finds request changes by updatedAt).
  const requestMessages = embeddedRelay('service_requests', {
    urls: { member: deps.memberUrl },
    onRefused: undoRefusedMessage,
    touchField: 'updatedAt',
  });
  const threadMessages = embeddedRelay('thread_messages');
  const app = createServiceApp({
    name: 'user',
    db,
    jwt,
    // A thread message comes as JSON, or as multipart when files come along.
    multipartRoutes: [THREAD_PATH],
    logger,
    background: [requestMessages, threadMessages, ...(relay ? [relay] : [])],
    routes: [
      createDomainRoutes({ adminDomains, requireAuth }),
      createRequestRoutes({ requests, adminDomains, accounts, requireAuth, messages: requestMessages }),
      createAdminRequestRoutes({ requests, notifier, requireAuth }),
      createThreadRoutes({
        requests,
        threads,
        reads,
        files,
        quota,
        quotaBytes: deps.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_BYTES,
        limitUploads,
        limitTexts,
        requireAuth,
        relay: threadMessages,
        onPosted: (message, request) => live.publish(message, request),
      }),
      createThreadEventRoutes({ live, requireAuth, jwt, admission, sessions: streamSessions }),
      createInternalRequestRoutes({ requests, notifier, internalToken: internalToken ?? '', db, messages: requestMessages }),
      createExportRoutes({ exports: createRequestExportRepository(db), requireAuth }),
      createInternalInsightsRoutes({ insights: createRequestInsightsRepository(db), internalToken: internalToken ?? '' }),
      createNotificationRoutes({ settings, notifier, outbox, requireAuth, internalToken: internalToken ?? '', db }),
      createProfileRoutes({ requireAuth, authUrl, internalToken, accounts }),
    ],
  });
  app.locals.outboxRelay = relay;
  app.locals.requestMessages = requestMessages;
  app.locals.threadMessages = threadMessages;
  // req.ip is the person's address the gateway forwarded; the password change passes it on to auth.
  app.set('trust proxy', trustGatewayHop());
  return app;
}
