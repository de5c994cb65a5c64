import { z } from 'zod';
import { pageQueryOf } from './paging';
import { TASK_HISTORY_DEFAULT_LIMIT, TASK_HISTORY_MAX_LIMIT, TASK_STATUSES } from './constants/tasks';

/** A member's task as the member home shows it. `status` 'Completed' is shown green, others yellow. */
export const taskSchema = z.object({
  task_id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  date: z.string(),
  requestId: z.string().nullable().optional(),
  projectId: z.string().nullable().optional(),
});
export type Task = z.infer<typeof taskSchema>;

/**
 * POST /api/admin/requests/:id/assign and the user service's POST /internal/requests/:id/assign: the
 * task of each member assigned (a repeat answers the task they already have).
 */
export const assignedTasksSchema = z.object({ tasks: z.array(taskSchema) });
export type AssignedTasks = z.infer<typeof assignedTasksSchema>;

/** GET /api/member/tasks/current */
export const currentTaskResponseSchema = z.object({ task: taskSchema.nullable() });
export type CurrentTaskResponse = z.infer<typeof currentTaskResponseSchema>;

/** GET /api/member/tasks/history?cursor=&limit= — an absurd limit is clamped, not refused. */
export const taskHistoryQuerySchema = pageQueryOf(TASK_HISTORY_DEFAULT_LIMIT, TASK_HISTORY_MAX_LIMIT);

export const taskHistoryResponseSchema = z.object({ tasks: z.array(taskSchema), nextCursor: z.string().nullable() });
export type TaskHistoryResponse = z.infer<typeof taskHistoryResponseSchema>;

export const taskStatsQuerySchema = z.object({
  dateRange: z.coerce.number().int('dateRange must be a whole number of days').min(1).max(365).default(30),
});

/** GET /api/member/tasks/stats?dateRange=30 — counts of tasks assigned in the range. */
export const taskStatsSchema = z.object({
  total: z.number(),
  completed: z.number(),
  pending: z.number(),
  currentStatus: z.string(),
});
export type TaskStats = z.infer<typeof taskStatsSchema>;

/** PATCH /api/member/tasks/:id — a member moves their own task forward. */
export const updateTaskBodySchema = z.object({
  status: z.enum(['In progress', 'Completed'], { error: 'status must be In progress or Completed' }),
});
export type UpdateTaskBody = z.infer<typeof updateTaskBodySchema>;

const idSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'Invalid id');

/** POST /internal/tasks (admin assigns a request or project to a member). */
export const createTaskBodySchema = z.object({
  memberId: idSchema,
  title: z.string().trim().min(1, 'title is required').max(200),
  description: z.string().trim().max(2000).optional().default(''),
  requestId: idSchema.optional(),
  projectId: z.string().trim().min(1).max(100).optional(),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/**
 * GET /internal/tasks/unstaffed?cursor=&limit= (for the admin service): one page of the requests whose
 * worker was removed and nobody took over, newest request first; `nextCursor` (null on the last page)
 * asks for the next one, `total` counts them all.
 */
export const unstaffedRequestIdsResponseSchema = z.object({
  requestIds: z.array(z.string()),
  nextCursor: z.string().nullable(),
  total: z.number(),
});
export type UnstaffedRequestIdsResponse = z.infer<typeof unstaffedRequestIdsResponseSchema>;

/** One (member, request) pair whose task status a request's owner asks for (its copy is missing). */
const taskOfRequestSchema = z.object({ memberId: z.string().min(1).max(100), requestId: idSchema });

/**
 * POST /internal/tasks/statuses (for the user service, whose requests keep a copy of each assignee's task
 * status): the current status of each named task; a pair without a task is left out.
 */
export const taskStatusesBodySchema = z.object({ tasks: z.array(taskOfRequestSchema).min(1).max(200) });
export const taskStatusesAnswerSchema = z.object({
  tasks: z.array(taskOfRequestSchema.extend({ status: z.enum([...TASK_STATUSES, 'Withdrawn']) })),
});
export type TaskStatusesAnswer = z.infer<typeof taskStatusesAnswerSchema>;
