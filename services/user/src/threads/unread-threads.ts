import type { UnreadThreads } from '@agency/contracts';
import type { RequestRepository } from '../requests/request-repository';
import { findVisibleRequest, type Viewer } from './thread-access';
import type { ThreadReadRepository } from './thread-read-repository';

interface Deps {
  requests: Pick<RequestRepository, 'findById' | 'listIdsVisibleTo'>;
  reads: ThreadReadRepository;
}

/** The unread badges: per request the viewer can see, and the total for the avatar menu. */
export async function countUnreadThreads(deps: Deps, viewer: Viewer): Promise<UnreadThreads> {
  const visible =
    viewer.role === 'admin'
      ? null
      : await deps.requests.listIdsVisibleTo(viewer.role === 'user' ? { userId: viewer.id } : { memberId: viewer.id });
  const counts = visible && visible.length === 0 ? new Map<string, number>() : await deps.reads.countUnread(viewer, visible);
  const requests = [...counts].map(([request_id, unread]) => ({ request_id, unread }));
  return { total: requests.reduce((sum, r) => sum + r.unread, 0), requests };
}

/** Opening a thread marks everything in it read for the viewer. */
export async function markThreadRead(deps: Deps, viewer: Viewer, requestId: string, now = new Date()): Promise<void> {
  await findVisibleRequest(deps, viewer, requestId);
  await deps.reads.markRead(requestId, viewer.id, now);
}
