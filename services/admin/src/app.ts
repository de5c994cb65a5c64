import type { Connection } from 'mongoose';
import { createServiceApp, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminContext } from './admin-context';
import { createDomainRoutes } from './domains/routes';
import { createMemberRoutes } from './members/routes';

export interface AdminAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  logger?: Logger;
}

export function createApp({ db, jwt, logger }: AdminAppDeps) {
  const ctx = createAdminContext(db, jwt);
  return createServiceApp({ name: 'admin', db, logger, routes: [createDomainRoutes(ctx), createMemberRoutes(ctx)] });
}
