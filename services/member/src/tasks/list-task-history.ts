import type { TaskHistoryResponse, TaskStats } from '@agency/contracts';
import { presentTask } from './present-task';
import { decodeCursor, encodeCursor } from './task-cursor';
import type { TaskRepository } from './task-repository';

type Deps = { tasks: TaskRepository };

/** One page of the member's history; `nextCursor` is null on the last page. */
export async function listTaskHistory(
  { tasks }: Deps,
  memberId: string,
  cursor: string | undefined,
  limit: number,
): Promise<TaskHistoryResponse> {
  const after = cursor ? decodeCursor(cursor) : null;
  // One extra row tells whether another page exists without a second query.
  const rows = await tasks.listHistory(memberId, after, limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { tasks: page.map(presentTask), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

const DAY_MS = 24 * 3600 * 1000;
export const NO_ACTIVE_TASK = 'No active task';

/** Tasks assigned in the last `days` days, and the status of the task in hand now. */
export async function showTaskStats({ tasks }: Deps, memberId: string, days: number, now = new Date()): Promise<TaskStats> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const [{ total, completed }, current] = await Promise.all([tasks.countAssignedSince(memberId, since), tasks.findCurrent(memberId)]);
  return { total, completed, pending: total - completed, currentStatus: current?.status ?? NO_ACTIVE_TASK };
}
