import type { Connection } from 'mongoose';
import { createOutbox, createServiceApp, startOutboxRelay, trustGatewayHop, type Logger } from '@agency/server-kit';
import { loadCommonPasswords } from './accounts/common-passwords';
import { createInternalRoutes } from './accounts/internal-routes';
import { createAccountRoutes } from './accounts/routes';
import { createAuthContext, type AuthContextOptions } from './auth-context';
import { createPasswordRoutes } from './passwords/routes';
import { createSecurityRoutes } from './security/routes';
import { createLogoutRoutes } from './sessions/logout-routes';
import { createSessionRoutes } from './sessions/routes';

export interface AuthAppDeps extends AuthContextOptions {
  db: Connection;
  /** Who may set X-Forwarded-For: 'loopback' (the embedded gateway) and/or IP addresses. */
  trustProxy?: readonly string[];
  logger?: Logger;
  /** Where account.changed messages go (the admin service keeps a copy of members' names and e-mails). */
  adminUrl?: string;
}

export function createApp({ db, trustProxy, logger, adminUrl, ...options }: AuthAppDeps) {
  loadCommonPasswords();
  const ctx = createAuthContext(db, { ...options, logger });
  const relay = startOutboxRelay({ outbox: createOutbox(db), urls: { admin: adminUrl }, internalToken: options.internalToken, logger });
  const app = createServiceApp({
    name: 'auth',
    db,
    logger,
    background: [relay],
    routes: [
      createSessionRoutes(ctx),
      createLogoutRoutes(ctx),
      createPasswordRoutes(ctx),
      createAccountRoutes(ctx),
      createSecurityRoutes(ctx),
      createInternalRoutes(ctx),
    ],
  });
  app.set('trust proxy', trustGatewayHop(trustProxy));
  return app;
}
