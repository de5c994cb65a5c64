import type { UnstaffedRequestIdsResponse } from '@agency/contracts';
import { AppError, isObjectId } from '@agency/server-kit';
import type { TaskRepository } from './task-repository';

/**
 * One page of the unstaffed requests' ids. The cursor is the last id of the previous page (ids are
 * ordered, so rows added meanwhile neither repeat nor hide others); anything else is 400 INVALID_CURSOR.
 */
export async function listUnstaffedRequests(
  { tasks }: { tasks: TaskRepository },
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<UnstaffedRequestIdsResponse> {
  if (cursor !== undefined && !isObjectId(cursor)) throw new AppError('INVALID_CURSOR', 'Invalid cursor', 400);
  // One extra id tells whether another page exists.
  const { requestIds, total } = await tasks.listUnstaffedRequestIds(cursor ?? null, limit + 1);
  const page = requestIds.slice(0, limit);
  return { requestIds: page, nextCursor: requestIds.length > limit ? page[page.length - 1]! : null, total };
}
