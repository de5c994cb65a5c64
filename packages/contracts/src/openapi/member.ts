// services/member: a team member's own tasks (every query keyed by the token's subject).
import * as c from '../index';
import type { ApiRoute } from './route';

const MEMBER = ['member'] as const;
const FIRST_LOGIN = 'PASSWORD_CHANGE_REQUIRED: the first-login password is not changed yet.';

export const memberRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/member/tasks/current',
    tag: 'Member tasks',
    summary: 'The task the member works on now (null when none)',
    roles: MEMBER,
    answer: c.currentTaskResponseSchema,
    errors: { 403: FIRST_LOGIN },
  },
  {
    method: 'get',
    path: '/api/member/tasks/history',
    tag: 'Member tasks',
    summary: 'Earlier tasks, newest first, a page at a time (cursor)',
    roles: MEMBER,
    query: c.taskHistoryQuerySchema,
    answer: c.taskHistoryResponseSchema,
    errors: { 400: 'INVALID_CURSOR; VALIDATION_FAILED for a cursor over 200 characters (an absurd limit is clamped).', 403: FIRST_LOGIN },
  },
  {
    method: 'get',
    path: '/api/member/insights/me',
    tag: 'Member tasks',
    summary: "The member's own figures for the current UTC month: tasks completed and the median time from assigned to completed",
    roles: MEMBER,
    answer: c.memberInsightsSchema,
    errors: { 403: FIRST_LOGIN },
  },
  {
    method: 'get',
    path: '/api/member/tasks/stats',
    tag: 'Member tasks',
    summary: 'Counts of tasks assigned in the last dateRange days',
    roles: MEMBER,
    query: c.taskStatsQuerySchema,
    answer: c.taskStatsSchema,
    errors: { 400: 'VALIDATION_FAILED: dateRange is not a whole number of days from 1 to 365.', 403: FIRST_LOGIN },
  },
  {
    method: 'patch',
    path: '/api/member/tasks/{id}',
    tag: 'Member tasks',
    summary: 'Move an own task to In progress or Completed',
    description: 'A task made from a service request reports the progress to the request.',
    roles: MEMBER,
    body: c.updateTaskBodySchema,
    answer: c.taskSchema,
    errors: {
      403: FIRST_LOGIN,
      404: "NOT_FOUND: unknown, malformed or someone else's task.",
      409: 'TASK_ALREADY_COMPLETED; TASK_CHANGED: changed meanwhile, reload.',
    },
  },
];
