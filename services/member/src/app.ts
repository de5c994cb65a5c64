import type { Connection } from 'mongoose';
import { createAuthGuard, createOutbox, createServiceApp, startOutboxRelay, type JwtVerifyOptions, type Logger } from '@agency/server-kit';
import { createInsightsRoutes } from './insights/routes';
import { createTaskInsightsRepository } from './insights/task-insights-repository';
import { createInternalTaskRoutes } from './tasks/internal-routes';
import { createTaskRepository } from './tasks/task-repository';
import { createTaskRoutes } from './tasks/routes';
import { didTaskChange } from './tasks/update-task-status';

export interface MemberAppDeps {
  db: Connection;
  jwt: JwtVerifyOptions;
  /** The user service, which owns the service requests tasks report progress to. */
  userUrl?: string;
  /** Time-out of one delivery to the user service (3 s by default); failed ones are retried. */
  userTimeoutMs?: number;
  internalToken?: string;
  logger?: Logger;
}

export function createApp({ db, jwt, userUrl = 'http://127.0.0.1:9', userTimeoutMs, internalToken = '', logger }: MemberAppDeps) {
  const tasks = createTaskRepository(db);
  // Task progress for the customer's request goes to the user service through the outbox.
  const outbox = createOutbox(db);
  const relay = startOutboxRelay({
    outbox,
    urls: { user: userUrl },
    internalToken,
    timeoutMs: userTimeoutMs,
    logger,
    confirm: (entry) => didTaskChange({ tasks }, entry),
  });
  const requireAuth = createAuthGuard(jwt);
  const insights = createTaskInsightsRepository(db);
  // Built now, not on the first Insights call; a failure here is retried by that call.
  insights.ensureIndexes().catch(() => undefined);
  const routes = [
    createTaskRoutes({ tasks, outbox, requireAuth }),
    createInsightsRoutes({ insights, internalToken, requireAuth }),
    createInternalTaskRoutes({ tasks, outbox, internalToken, db }),
  ];
  return createServiceApp({ name: 'member', db, jwt, logger, routes, background: [relay] });
}
