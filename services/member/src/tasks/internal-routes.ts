import { Router } from 'express';
import { createTaskBodySchema } from '@agency/contracts';
import { requireInternalToken } from '@agency/server-kit';
import { createTask, summarizeTasks } from './create-task';
import type { TaskRepository } from './task-repository';

/** For the admin service: assign work, count it for the dashboard. Never proxied by the gateway. */
export function createInternalTaskRoutes({ tasks, internalToken }: { tasks: TaskRepository; internalToken: string }): Router {
  const router = Router();
  router.use('/internal/tasks', requireInternalToken(internalToken));

  router.post('/internal/tasks', async (req, res) => {
    res.status(201).json(await createTask({ tasks }, createTaskBodySchema.parse(req.body ?? {})));
  });

  router.get('/internal/tasks/summary', async (_req, res) => {
    res.json(await summarizeTasks({ tasks }));
  });

  return router;
}
