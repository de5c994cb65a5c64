import { Router, type RequestHandler } from 'express';
import type { Role } from '@agency/contracts';
import { requirePasswordChanged } from '@agency/server-kit';
import { showCurrentTask } from './show-current-task';
import type { TaskRepository } from './task-repository';

interface Deps {
  tasks: TaskRepository;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
}

export function createTaskRoutes({ tasks, requireAuth }: Deps): Router {
  const router = Router();
  // A member still on the first-login password sees nothing until it is changed (spec section 4).
  const memberOnly = [requireAuth(['member']), requirePasswordChanged];

  router.get('/api/member/tasks/current', ...memberOnly, async (req, res) => {
    res.json(await showCurrentTask({ tasks }, req.auth!.sub));
  });

  return router;
}
