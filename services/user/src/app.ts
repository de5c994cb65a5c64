import type { Connection } from 'mongoose';
import { createAuthGuard, createServiceApp, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createAdminDomainsClient } from './domains/admin-domains-client';
import { createDomainRoutes } from './domains/routes';

export interface UserAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  adminUrl: string;
  /** Time-out for calls to the admin service (3 s by default). */
  adminTimeoutMs?: number;
  logger?: Logger;
}

export function createApp({ db, jwt, adminUrl, adminTimeoutMs, logger }: UserAppDeps) {
  const requireAuth = createAuthGuard(jwt);
  const adminDomains = createAdminDomainsClient({ adminUrl, timeoutMs: adminTimeoutMs });
  return createServiceApp({ name: 'user', db, logger, routes: [createDomainRoutes({ adminDomains, requireAuth })] });
}
