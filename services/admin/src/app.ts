import type { Connection } from 'mongoose';
import { createAuthAccountsClient, createServiceApp, trustGatewayHop, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminContext } from './admin-context';
import { createClientRoutes } from './clients/routes';
import { createContactRoutes } from './contact/routes';
import { createDashboardRoutes } from './dashboard/routes';
import { createDomainRoutes } from './domains/routes';
import { createAdminMemberRoutes } from './members/admin-routes';
import { createMemberRoutes } from './members/routes';
import { createProjectRoutes } from './projects/routes';
import { createRequestRoutes } from './requests/routes';
import { createServiceOverviewRoutes } from './service-overview/routes';
import { createPublicFiguresRoutes } from './public-figures/routes';
import { createSettingsRoutes } from './settings/routes';

export interface AdminAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** Auth's internal account API: member accounts and the admin's own settings. */
  authUrl?: string;
  /** The portal's internal APIs: service requests (user) and tasks (member). */
  userUrl?: string;
  memberUrl?: string;
  internalToken?: string;
  logger?: Logger;
}

export function createApp({ db, jwt, authUrl, userUrl, memberUrl, internalToken = '', logger }: AdminAppDeps) {
  const ctx = createAdminContext({ db, jwt, urls: { auth: authUrl, user: userUrl, member: memberUrl }, internalToken, logger });
  const app = createServiceApp({
    name: 'admin',
    db,
    logger,
    background: [ctx.relay],
    routes: [
      createDashboardRoutes(ctx),
      createDomainRoutes(ctx),
      createMemberRoutes(ctx),
      createAdminMemberRoutes(ctx),
      createRequestRoutes(ctx),
      createServiceOverviewRoutes(ctx),
      createClientRoutes(ctx),
      createProjectRoutes(ctx),
      createContactRoutes(ctx),
      createPublicFiguresRoutes(ctx),
      createSettingsRoutes({ requireAuth: ctx.requireAuth, accounts: createAuthAccountsClient({ authUrl: authUrl ?? '', internalToken }) }),
    ],
  });
  // req.ip is the visitor's address the gateway forwarded (the contact form's rate limit keys on it).
  app.set('trust proxy', trustGatewayHop());
  return app;
}
