import { Router, type RequestHandler } from 'express';
import { taskHistoryQuerySchema, taskStatsQuerySchema, updateTaskBodySchema, type Role } from '@agency/contracts';
import { parseObjectId, type EmbeddedMessageRelay } from '@agency/server-kit';
import { listTaskHistory, showTaskStats } from './list-task-history';
import { showCurrentTask } from './show-current-task';
import type { TaskRepository } from './task-repository';
import { updateTaskStatus } from './update-task-status';

interface Deps {
  tasks: TaskRepository;
  /** The relay of the messages tasks carry, and how long a writer keeps its own attempt to itself. */
  messages: Pick<EmbeddedMessageRelay, 'deliverNow'>;
  writerLeaseMs: number;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
}

/** The member's own tasks only: every query is keyed by the token's `sub`, never by a client-sent id. */
export function createTaskRoutes({ tasks, messages, writerLeaseMs, requireAuth }: Deps): Router {
  const router = Router();
  // A member still on the first-login password sees nothing until it is changed (spec section 4): requireAuth refuses them.
  const memberOnly = requireAuth(['member']);

  router.get('/api/member/tasks/current', memberOnly, async (req, res) => {
    res.json(await showCurrentTask({ tasks }, req.auth!.sub));
  });

  router.get('/api/member/tasks/history', memberOnly, async (req, res) => {
    const { cursor, limit } = taskHistoryQuerySchema.parse(req.query);
    res.json(await listTaskHistory({ tasks }, req.auth!.sub, cursor || undefined, limit));
  });

  router.get('/api/member/tasks/stats', memberOnly, async (req, res) => {
    const { dateRange } = taskStatsQuerySchema.parse(req.query);
    res.json(await showTaskStats({ tasks }, req.auth!.sub, dateRange));
  });

  router.patch('/api/member/tasks/:id', memberOnly, async (req, res) => {
    const id = parseObjectId(req.params.id, 'task', { malformed: 'not-found' });
    const body = updateTaskBodySchema.parse(req.body ?? {});
    res.json(await updateTaskStatus({ tasks, messages, writerLeaseMs }, req.auth!.sub, id, body));
  });

  return router;
}
