import type { Connection } from 'mongoose';
import {
  createAuthGuard,
  createServiceApp,
  startEmbeddedMessageRelay,
  type EmbeddedMessageRelayOptions,
  type JwtVerifyOptions,
  type Logger,
} from '@agency/server-kit';
import { createInsightsRoutes } from './insights/routes';
import { createTaskInsightsRepository } from './insights/task-insights-repository';
import { createInternalTaskRoutes } from './tasks/internal-routes';
import { createTaskRepository } from './tasks/task-repository';
import { createTaskRoutes } from './tasks/routes';

export interface MemberAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** The user service, which owns the service requests tasks report progress to. */
  userUrl?: string;
  /** Time-out of one delivery to the user service (3 s by default); failed ones are retried. */
  userTimeoutMs?: number;
  internalToken?: string;
  logger?: Logger;
  /** Tests: the relay of the messages tasks carry, e.g. a shorter poll and back-off. */
  taskMessages?: Pick<EmbeddedMessageRelayOptions, 'pollMs' | 'maxBackoffMs' | 'leaseMs'>;
}

const DEFAULT_USER_TIMEOUT_MS = 3000;

export function createApp({
  db,
  jwt,
  userUrl = 'http://127.0.0.1:9',
  userTimeoutMs = DEFAULT_USER_TIMEOUT_MS,
  internalToken = '',
  logger,
  taskMessages,
}: MemberAppDeps) {
  const tasks = createTaskRepository(db);
  // What a task change must tell the user service (progress, withdrawal) is recorded in the task by
  // that change and delivered from there.
  const messages = startEmbeddedMessageRelay({
    ...taskMessages,
    db,
    collection: 'tasks',
    urls: { user: userUrl },
    internalToken,
    timeoutMs: userTimeoutMs,
    logger,
  });
  // The writer's own attempt has its time-out; past that (and a margin) the relay may take over.
  const writerLeaseMs = userTimeoutMs + 2000;
  const requireAuth = createAuthGuard(jwt);
  const insights = createTaskInsightsRepository(db);
  // Built now, not on the first Insights call; a failure here is retried by that call.
  insights.ensureIndexes().catch(() => undefined);
  const routes = [
    createTaskRoutes({ tasks, messages, writerLeaseMs, requireAuth }),
    createInsightsRoutes({ insights, internalToken, requireAuth }),
    createInternalTaskRoutes({ tasks, internalToken, db }),
  ];
  return createServiceApp({ name: 'member', db, jwt, logger, routes, background: [messages] });
}
