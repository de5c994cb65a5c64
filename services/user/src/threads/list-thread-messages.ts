import type { ThreadPage } from '@agency/contracts';
import { decodePageCursor, toCursorPage } from '@agency/server-kit';
import type { RequestRepository } from '../requests/request-repository';
import { findVisibleRequest, type Viewer } from './thread-access';
import { presentMessage } from './present-message';
import type { ThreadRepository } from './thread-repository';

interface Deps {
  requests: Pick<RequestRepository, 'findById'>;
  threads: Pick<ThreadRepository, 'listNewestFirst'>;
}

/** The newest page of a thread (or the one before `cursor`), shown oldest first: newest at the bottom. */
export async function listThreadMessages(deps: Deps, viewer: Viewer, requestId: string, page: { cursor?: string; limit: number }) {
  await findVisibleRequest(deps, viewer, requestId);
  const after = page.cursor ? decodePageCursor(page.cursor) : null;
  const rows = await deps.threads.listNewestFirst(requestId, after, page.limit + 1);
  const { rows: newestFirst, nextCursor } = toCursorPage(rows, page.limit, (row) => ({ at: row.createdAt, id: row.id }));
  const answer: ThreadPage = { messages: newestFirst.reverse().map(presentMessage), nextCursor };
  return answer;
}
