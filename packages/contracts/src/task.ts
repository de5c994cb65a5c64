import { z } from 'zod';

/** A member's task as the member home shows it. `status` 'Completed' is shown green, others yellow. */
export const taskSchema = z.object({
  task_id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.string(),
  date: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

/** GET /api/member/tasks/current */
export const currentTaskResponseSchema = z.object({ task: taskSchema.nullable() });
export type CurrentTaskResponse = z.infer<typeof currentTaskResponseSchema>;
