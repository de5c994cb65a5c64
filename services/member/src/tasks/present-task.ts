import type { Task } from '@agency/contracts';
import type { TaskRecord } from './task-repository';

export function presentTask({ id, title, description, status, assignedAt, requestId, projectId }: TaskRecord): Task {
  return { task_id: id, title, description, status, date: assignedAt.toISOString(), requestId, projectId };
}
