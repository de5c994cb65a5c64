import { Router } from 'express';
import { createTaskBodySchema, pageQuerySchema, taskStatusesAnswerSchema, taskStatusesBodySchema } from '@agency/contracts';
import type { Connection } from 'mongoose';
import { AppError, consumeEventsOnce, requireInternalToken } from '@agency/server-kit';
import { createTask, withdrawMemberTasks } from './create-task';
import { listUnstaffedRequests } from './list-unstaffed-requests';
import type { TaskRepository } from './task-repository';

interface Deps {
  tasks: TaskRepository;
  internalToken: string;
  db: Connection;
}

/** For the admin service: assign work and take it back. Never proxied by the gateway. */
export function createInternalTaskRoutes({ tasks, internalToken, db }: Deps): Router {
  const router = Router();
  router.use(['/internal/tasks', '/internal/members'], requireInternalToken(internalToken));

  router.post('/internal/members/:memberId/withdraw', consumeEventsOnce(db), async (req, res) => {
    const memberId = String(req.params.memberId);
    if (!/^[0-9a-f]{24}$/i.test(memberId)) throw new AppError('INVALID_ID', 'Invalid member id', 400);
    res.json(await withdrawMemberTasks({ tasks }, memberId));
  });

  // ?cursor=&limit=: one page of the requests whose worker was removed, with their total.
  router.get('/internal/tasks/unstaffed', async (req, res) => {
    res.json(await listUnstaffedRequests({ tasks }, pageQuerySchema.parse(req.query)));
  });

  // For the user service: the task status its requests' copies lack (data from before the copies existed).
  router.post('/internal/tasks/statuses', async (req, res) => {
    const { tasks: pairs } = taskStatusesBodySchema.parse(req.body ?? {});
    res.json(taskStatusesAnswerSchema.parse({ tasks: await tasks.statusesOf(pairs) }));
  });

  router.post('/internal/tasks', async (req, res) => {
    res.status(201).json(await createTask({ tasks }, createTaskBodySchema.parse(req.body ?? {})));
  });

  return router;
}
