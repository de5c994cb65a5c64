import type { Connection } from 'mongoose';
import { createAuthGuard, createServiceApp, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createInternalTaskRoutes } from './tasks/internal-routes';
import { createRequestWorkRepository } from './tasks/request-work-repository';
import { createTaskRepository } from './tasks/task-repository';
import { createTaskRoutes } from './tasks/routes';
import { createUserRequestsClient } from './tasks/user-requests-client';

export interface MemberAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** The user service, which owns the service requests tasks report progress to. */
  userUrl?: string;
  /** Time-out for calls to the user service (3 s by default). */
  userTimeoutMs?: number;
  internalToken?: string;
  logger?: Logger;
}

export function createApp({ db, jwt, userUrl = 'http://127.0.0.1:9', userTimeoutMs, internalToken = '', logger }: MemberAppDeps) {
  const tasks = createTaskRepository(db);
  const requestWork = createRequestWorkRepository(db);
  const userRequests = createUserRequestsClient({ userUrl, internalToken, timeoutMs: userTimeoutMs });
  const routes = [
    createTaskRoutes({ tasks, requestWork, userRequests, requireAuth: createAuthGuard(jwt), logger }),
    createInternalTaskRoutes({ tasks, requestWork, internalToken }),
  ];
  return createServiceApp({ name: 'member', db, logger, routes });
}
