import { Router } from 'express';
import { createTaskBodySchema } from '@agency/contracts';
import { requireInternalToken } from '@agency/server-kit';
import { createTask, summarizeTasks } from './create-task';
import type { RequestWorkRepository } from './request-work-repository';
import type { TaskRepository } from './task-repository';

interface Deps {
  tasks: TaskRepository;
  requestWork: RequestWorkRepository;
  internalToken: string;
}

/** For the admin service: assign work, count it for the dashboard. Never proxied by the gateway. */
export function createInternalTaskRoutes({ tasks, requestWork, internalToken }: Deps): Router {
  const router = Router();
  router.use('/internal/tasks', requireInternalToken(internalToken));

  router.post('/internal/tasks', async (req, res) => {
    res.status(201).json(await createTask({ tasks, requestWork }, createTaskBodySchema.parse(req.body ?? {})));
  });

  router.get('/internal/tasks/summary', async (_req, res) => {
    res.json(await summarizeTasks({ tasks }));
  });

  return router;
}
