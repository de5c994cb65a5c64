import type { Connection } from 'mongoose';
import { createServiceApp, type Logger } from '@agency/server-kit';
import { createInternalRoutes } from './accounts/internal-routes';
import { createAuthContext } from './auth-context';
import { createSessionRoutes } from './sessions/routes';
import type { TokenSignerOptions } from './sessions/token-signer';

export interface AuthAppDeps {
  db: Connection;
  signer: TokenSignerOptions;
  internalToken: string;
  logger?: Logger;
}

export function createApp({ db, signer, internalToken, logger }: AuthAppDeps) {
  const ctx = createAuthContext(db, signer, internalToken);
  return createServiceApp({ name: 'auth', db, logger, routes: [createSessionRoutes(ctx), createInternalRoutes(ctx)] });
}
