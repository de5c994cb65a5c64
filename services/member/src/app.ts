import type { Connection } from 'mongoose';
import { createAuthGuard, createServiceApp, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createTaskRepository } from './tasks/task-repository';
import { createTaskRoutes } from './tasks/routes';

export interface MemberAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  logger?: Logger;
}

export function createApp({ db, jwt, logger }: MemberAppDeps) {
  const routes = createTaskRoutes({ tasks: createTaskRepository(db), requireAuth: createAuthGuard(jwt) });
  return createServiceApp({ name: 'member', db, logger, routes: [routes] });
}
