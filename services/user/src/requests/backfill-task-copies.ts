// Requests keep a read-only copy of each assignee's task status (the member service owns the task and
// sends every change). Requests stored before the copies existed have none, so a request whose tasks
// were already completed would never be seen as done. On start the user service asks the member service
// for each missing copy and records it the way a progress message would, without e-mails (nothing
// happened: the customer heard of each change when it did). Idempotent and restart-safe: it only reads
// requests still missing a copy, in id order, a page at a time.
import { taskStatusesAnswerSchema, type TaskStatusesAnswer } from '@agency/contracts';
import { callInternal, type Logger } from '@agency/server-kit';
import { recordRequestProgress } from './change-request-status';
import type { RequestRepository } from './request-repository';

const PAGE = 100;
const RETRY_MS = 30_000;
const TRIES = 20;

interface Deps {
  requests: RequestRepository;
  memberUrl: string;
  internalToken: string;
  logger: Logger;
}

async function statusesOf({ memberUrl, internalToken }: Deps, tasks: Array<{ memberId: string; requestId: string }>) {
  const answer = await callInternal(`${memberUrl}/internal/tasks/statuses`, {
    method: 'POST',
    body: { tasks },
    internalToken,
    unavailableMessage: 'The task system is unavailable',
  });
  const parsed = taskStatusesAnswerSchema.safeParse(answer.body);
  if (answer.status !== 200 || !parsed.success) throw new Error(`the member service answered ${answer.status}`);
  return parsed.data.tasks;
}

/** One pass over every request missing a copy; answers how many copies were recorded. */
export async function backfillTaskCopies(deps: Deps): Promise<number> {
  let recorded = 0;
  for (let after: string | null = null; ;) {
    const page = await deps.requests.listMissingTaskCopies(after, PAGE);
    if (page.length === 0) return recorded;
    const wanted = page.flatMap(({ id, memberIds }) => memberIds.map((memberId) => ({ memberId, requestId: id })));
    const found: TaskStatusesAnswer['tasks'] = [];
    for (let i = 0; i < wanted.length; i += 200) found.push(...(await statusesOf(deps, wanted.slice(i, i + 200))));
    for (const { requestId, memberId, status } of found) {
      // A request gone or refused meanwhile (rejected, deleted) has no copy to fill: it is not counted.
      const done = await recordRequestProgress({ requests: deps.requests }, requestId, { memberId, taskStatus: status }).then(
        () => true,
        () => false,
      );
      if (done) recorded++;
    }
    after = page[page.length - 1]!.id;
  }
}

/** Runs the backfill in the background, trying again while the member service is not answering. */
export function startTaskCopyBackfill(deps: Deps): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = (tries: number) => {
    backfillTaskCopies(deps).then(
      (recorded) => {
        if (recorded > 0) deps.logger.info('task status copies recorded', { recorded });
      },
      (err: Error) => {
        deps.logger.warn('task status copies: will try again', { err: err.message, tries });
        if (!stopped && tries < TRIES) timer = setTimeout(() => attempt(tries + 1), RETRY_MS).unref();
      },
    );
  };
  attempt(1);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
