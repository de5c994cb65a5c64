import type { RequestChangedEvent, TasksChangedEvent } from '@agency/contracts';
import { taskMessageId } from '../requests/assign-request';
import type { RequestLiveState } from '../requests/request-repository';
import { canSeeThread, type Viewer } from './thread-access';

export type RequestLiveEvent = { type: 'request.changed'; data: RequestChangedEvent } | { type: 'tasks.changed'; data: TasksChangedEvent };

interface Seen {
  status: string;
  assignees: string;
  made: Set<string>;
  at: number;
}

/**
 * Turns what a request is now into what open pages are told: `request.changed` to everyone who can see
 * it when its status or assignees differ from what this process saw last, and `tasks.changed` to each
 * member whose task was made since (the task message is off the request once the member service made
 * it, so the member's page finds the task when it reads again). A request not seen lately counts as
 * changed: at worst a page reads once more than it had to.
 */
export function createRequestChanges(tell: (event: RequestLiveEvent, canHear: (viewer: Viewer) => boolean) => void) {
  const seen = new Map<string, Seen>();

  function examine(state: RequestLiveState) {
    const assignees = state.assignees
      .map((a) => a.id)
      .sort()
      .join(',');
    const waiting = new Set(state.waitingMessageIds);
    const made = new Set(state.assignees.map((a) => a.id).filter((id) => !waiting.has(taskMessageId(state.id, id))));
    const before = seen.get(state.id);
    seen.set(state.id, { status: state.status, assignees, made, at: Date.now() });
    if (!before || before.status !== state.status || before.assignees !== assignees) {
      tell({ type: 'request.changed', data: { request_id: state.id, status: state.status } }, (viewer) => canSeeThread(state, viewer));
    }
    const newlyMade = [...made].filter((id) => !before?.made.has(id));
    if (newlyMade.length > 0) {
      tell(
        { type: 'tasks.changed', data: { request_id: state.id } },
        (viewer) => viewer.role === 'member' && newlyMade.includes(viewer.id),
      );
    }
  }

  return {
    examine,
    /** Forgets requests not seen since `before` (they have left every poll's look-back by then). */
    forget(before: number) {
      for (const [id, { at }] of seen) if (at < before) seen.delete(id);
    },
  };
}
