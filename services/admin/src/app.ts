import type { Connection } from 'mongoose';
import { createServiceApp, trustGatewayHop, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminContext } from './admin-context';
import { createContactRoutes } from './contact/routes';
import { createDomainRoutes } from './domains/routes';
import { createMemberRoutes } from './members/routes';
import { createSettingsRoutes } from './settings/routes';

export interface AdminAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** Auth's internal account API, for the admin's own settings. */
  authUrl?: string;
  internalToken?: string;
  logger?: Logger;
}

export function createApp({ db, jwt, authUrl, internalToken, logger }: AdminAppDeps) {
  const ctx = createAdminContext(db, jwt);
  const app = createServiceApp({
    name: 'admin',
    db,
    logger,
    routes: [
      createDomainRoutes(ctx),
      createMemberRoutes(ctx),
      createContactRoutes(ctx),
      createSettingsRoutes({ requireAuth: ctx.requireAuth, authUrl, internalToken }),
    ],
  });
  // req.ip is the visitor's address the gateway forwarded (the contact form's rate limit keys on it).
  app.set('trust proxy', trustGatewayHop());
  return app;
}
