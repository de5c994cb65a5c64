import type { Connection } from 'mongoose';
import { createAuthGuard, createServiceApp, trustGatewayHop, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminDomainsClient } from './domains/admin-domains-client';
import { createDomainRoutes } from './domains/routes';
import { createAuthAccountsClient } from './profile/auth-accounts-client';
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
}

export function createApp({ db, jwt, adminUrl, adminTimeoutMs, authUrl, internalToken, logger }: UserAppDeps) {
  const requireAuth = createAuthGuard(jwt);
  const adminDomains = createAdminDomainsClient({ adminUrl, timeoutMs: adminTimeoutMs });
  const requests = createRequestRepository(db);
  const threads = createThreadRepository(db);
  const files = createThreadFileStore(db);
  const reads = createThreadReadRepository(db);
  const live = createLiveEvents({ requests, threads, onError: (err) => logger?.warn('thread events poll failed', { err: String(err) }) });
  const accounts = authUrl ? createAuthAccountsClient({ authUrl, internalToken: internalToken ?? '' }) : undefined;
  const app = createServiceApp({
    name: 'user',
    db,
    logger,
    routes: [
      createDomainRoutes({ adminDomains, requireAuth }),
      createRequestRoutes({ requests, adminDomains, accounts, requireAuth }),
      createThreadRoutes({ requests, threads, reads, files, requireAuth, onPosted: (message, request) => live.publish(message, request) }),
      createThreadEventRoutes({ live, requireAuth }),
      createInternalRequestRoutes({ requests, internalToken: internalToken ?? '', db }),
      createProfileRoutes({ requireAuth, authUrl, internalToken, accounts }),
    ],
  });
  // req.ip is the person's address the gateway forwarded; the password change passes it on to auth.
  app.set('trust proxy', trustGatewayHop());
  return app;
}
