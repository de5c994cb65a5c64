import type { Connection } from 'mongoose';
import { createServiceApp, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminContext } from './admin-context';
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
  return createServiceApp({
    name: 'admin',
    db,
    logger,
    routes: [
      createDomainRoutes(ctx),
      createMemberRoutes(ctx),
      createSettingsRoutes({ requireAuth: ctx.requireAuth, authUrl, internalToken }),
    ],
  });
}
