import {
  assignedTasksSchema,
  requestCountsSchema,
  requestsByIdResponseSchema,
  serviceRequestSchema,
  unstaffedRequestIdsResponseSchema,
  type RequestAssignee,
} from '@agency/contracts';
import { AppError, callInternal, upstreamError } from '@agency/server-kit';
import { z } from 'zod';

const REQUESTS_DOWN = 'The service request system is unavailable. Please try again later.';
const TASKS_DOWN = 'The task system is unavailable. Please try again later.';
const countAnswer = z.object({ count: z.number() });
const latestAnswer = z.object({ requests: z.array(serviceRequestSchema) });

/** The portal's internal APIs the admin works through: requests (user service), tasks (member service). */
export function createPortalClient(urls: { user?: string; member?: string }, internalToken: string) {
  /** One call; its answer is checked against the contract's schema (an answer of another shape is the owner failing). */
  async function call<S extends z.ZodType>(
    schema: S,
    base: string | undefined,
    down: string,
    method: string,
    path: string,
    body?: unknown,
    timeoutMs?: number,
  ): Promise<z.output<S>> {
    if (!base) throw new AppError('DEPENDENCY_UNAVAILABLE', down, 503);
    const answer = await callInternal<{ error?: string; code?: string }>(`${base}${path}`, {
      method,
      body,
      internalToken,
      unavailableMessage: down,
      timeoutMs,
    });
    // The owner's own 4xx (404, 409 REQUEST_ALREADY_PROCESSED, 400) is what the admin should see.
    if (answer.status >= 400) throw upstreamError(answer, down);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new AppError('DEPENDENCY_UNAVAILABLE', down, 503);
    return parsed.data;
  }
  const requests = <S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown) =>
    call(schema, urls.user, REQUESTS_DOWN, method, path, body);

  return {
    /** The requests among `ids` (at most 100) that exist, in that order: one call. */
    getRequests: async (ids: string[]) =>
      (await requests(requestsByIdResponseSchema, 'GET', `/internal/requests/by-id?ids=${ids.map(encodeURIComponent).join(',')}`)).requests,
    countRequestsForDomain: async (domainId: string) =>
      (await requests(countAnswer, 'GET', `/internal/requests/count?domain_id=${encodeURIComponent(domainId)}`)).count,
    countRequests: () => requests(requestCountsSchema, 'GET', '/internal/requests/counts'),
    listLatestRequests: async () => (await requests(latestAnswer, 'GET', '/internal/requests/latest')).requests,
    /** One page of the requests whose every task was withdrawn (their members were removed): nobody works on them. */
    listUnstaffedRequestIds: ({ cursor, limit }: { cursor?: string; limit: number }) => {
      const query = new URLSearchParams({ limit: String(limit) });
      if (cursor) query.set('cursor', cursor);
      return call(unstaffedRequestIdsResponseSchema, urls.member, TASKS_DOWN, 'GET', `/internal/tasks/unstaffed?${query.toString()}`);
    },
    /**
     * The request's owner records the assignees and their tasks and answers the tasks; it waits up to 5 s
     * for the member service, so this call may take a little longer than a read. A 503 (the task system
     * down) means the assign is recorded and its tasks follow.
     */
    assign: (id: string, assignees: RequestAssignee[]) =>
      call(assignedTasksSchema, urls.user, TASKS_DOWN, 'POST', `/internal/requests/${encodeURIComponent(id)}/assign`, { assignees }, 8000),
  };
}

export type PortalClient = ReturnType<typeof createPortalClient>;
