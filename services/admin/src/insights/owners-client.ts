import { insightsInternalApi, type InsightsPeriodQuery } from '@agency/contracts';
import { AppError, callInternal, upstreamError } from '@agency/server-kit';
import type { z } from 'zod';

/** Each owner gets this long; a slower one leaves its section unavailable and the page still shows. */
export const OWNER_TIMEOUT_MS = 2500;

type Operation = (typeof insightsInternalApi)[keyof typeof insightsInternalApi];

/** The user and member services' insights routes, each answer checked against its contract. */
export function createInsightsOwnersClient(urls: { user?: string; member?: string }, internalToken: string, timeoutMs = OWNER_TIMEOUT_MS) {
  async function call<O extends Operation>(
    base: string | undefined,
    op: O,
    query: InsightsPeriodQuery,
    down: string,
  ): Promise<z.output<O['answer']>> {
    if (!base) throw new AppError('DEPENDENCY_UNAVAILABLE', down, 503);
    const answer = await callInternal<{ code?: unknown; error?: unknown }>(`${base}${op.path(query)}`, {
      internalToken,
      timeoutMs,
      unavailableMessage: down,
    });
    if (answer.status >= 400) throw upstreamError(answer, down);
    const parsed = op.answer.safeParse(answer.body);
    if (!parsed.success) throw new AppError('DEPENDENCY_UNAVAILABLE', down, 503);
    return parsed.data as z.output<O['answer']>;
  }
  return {
    requestFigures: (q: InsightsPeriodQuery) => call(urls.user, insightsInternalApi.requests, q, REQUESTS_DOWN),
    taskFigures: (q: InsightsPeriodQuery) => call(urls.member, insightsInternalApi.tasks, q, TASKS_DOWN),
  };
}

export const REQUESTS_DOWN = 'Request figures are unavailable right now: the request service did not answer. Please try again in a moment.';
export const TASKS_DOWN = 'Task figures are unavailable right now: the task service did not answer. Please try again in a moment.';

export type InsightsOwnersClient = ReturnType<typeof createInsightsOwnersClient>;
