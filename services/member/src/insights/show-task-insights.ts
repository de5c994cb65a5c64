import { periodBounds, type InsightsPeriodQuery, type MemberInsights, type TaskInsights } from '@agency/contracts';
import type { TaskInsightsRepository } from './task-insights-repository';

/** Each member's load (open now, completed in the period) and each request's first task since the previous period. */
export async function showTaskInsights(
  deps: { insights: TaskInsightsRepository },
  { from, to }: InsightsPeriodQuery,
): Promise<TaskInsights> {
  const { start, end, previousStart } = periodBounds(from, to);
  const [open, completed, firstTasks] = await Promise.all([
    deps.insights.openPerMember(),
    deps.insights.completedPerMember(start, end),
    deps.insights.firstTaskPerRequest(previousStart),
  ]);
  const members = new Map<string, TaskInsights['members'][number]>();
  const entry = (memberId: string) => {
    const found = members.get(memberId) ?? { memberId, open: 0, completed: 0, medianMs: null };
    members.set(memberId, found);
    return found;
  };
  for (const row of open) entry(row.memberId).open = row.open;
  for (const row of completed) Object.assign(entry(row.memberId), { completed: row.completed, medianMs: row.took.medianMs });
  return {
    members: [...members.values()],
    firstTasks: firstTasks.map((t) => ({ requestId: t.requestId, at: new Date(t.at).toISOString() })),
  };
}

/** A member's own figures for the current calendar month (UTC). */
export async function showMemberInsights(
  deps: { insights: TaskInsightsRepository },
  memberId: string,
  now = new Date(),
): Promise<MemberInsights> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const took = await deps.insights.completedBy(memberId, start, end);
  return { month: start.toISOString().slice(0, 7), completedThisMonth: took.count, medianMsThisMonth: took.medianMs };
}
