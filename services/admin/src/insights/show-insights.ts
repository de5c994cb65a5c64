import {
  isoDay,
  periodBounds,
  periodWeekStarts,
  DAY_MS,
  type AdminInsights,
  type InsightsPeriodQuery,
  type RequestInsights,
  type TaskInsights,
} from '@agency/contracts';
import { durationStats, type Logger } from '@agency/server-kit';
import type { ContactInsightsRepository } from './contact-insights-repository';
import type { MemberNamesRepository } from './member-names-repository';
import { REQUESTS_DOWN, TASKS_DOWN, type InsightsOwnersClient } from './owners-client';

export interface InsightsDeps {
  owners: InsightsOwnersClient;
  contact: ContactInsightsRepository;
  names: MemberNamesRepository;
  logger?: Logger;
}

const FORMER_MEMBER = 'Former member';
const CONTACT_DOWN = 'Contact figures are unavailable right now. Please try again in a moment.';

/** The owners' answers, asked in parallel; each section shows what its owner answered, or says it could not. */
export async function showInsights(deps: InsightsDeps, query: InsightsPeriodQuery): Promise<AdminInsights> {
  const { start, end, previousStart, days } = periodBounds(query.from, query.to);
  const [requests, tasks, contact, names] = await Promise.allSettled([
    deps.owners.requestFigures(query),
    deps.owners.taskFigures(query),
    deps.contact.perWeek(start, end),
    deps.names.linkedMembers(),
  ]);
  for (const [what, outcome] of [
    ['requests', requests],
    ['tasks', tasks],
    ['contact', contact],
    ['names', names],
  ] as const) {
    if (outcome.status === 'rejected') deps.logger?.warn(`insights: ${what} unavailable`, { err: String(outcome.reason) });
  }
  const weekStarts = periodWeekStarts(query.from, query.to);
  return {
    period: { ...query, previousFrom: isoDay(previousStart.getTime()), previousTo: isoDay(start.getTime() - DAY_MS), days },
    requests:
      requests.status === 'fulfilled'
        ? { available: true, weeks: requests.value.weeks, domains: requests.value.domains }
        : { available: false, error: REQUESTS_DOWN },
    turnaround:
      requests.status === 'fulfilled'
        ? { available: true, ...turnaroundOf(requests.value, tasks.status === 'fulfilled' ? tasks.value : null) }
        : { available: false, error: REQUESTS_DOWN },
    load:
      tasks.status === 'fulfilled'
        ? { available: true, members: loadOf(tasks.value, names.status === 'fulfilled' ? names.value : []) }
        : { available: false, error: TASKS_DOWN },
    contact:
      contact.status === 'fulfilled'
        ? {
            available: true,
            weeks: weekStarts.map((s, week) => {
              const row = contact.value.find((r) => r.week === week);
              return { start: s, received: row?.received ?? 0, read: row?.read ?? 0 };
            }),
          }
        : { available: false, error: CONTACT_DOWN },
  };
}

/**
 * Approval → first task joins the two owners' facts: the user service's approval time of each request
 * filed in either period, the member service's first task of each request. The rest is the user service's.
 */
function turnaroundOf(requests: RequestInsights, tasks: TaskInsights | null) {
  const firstTask = new Map((tasks?.firstTasks ?? []).map((t) => [t.requestId, Date.parse(t.at)]));
  const waits = new Map<string, { current: number[]; previous: number[] }>();
  for (const a of requests.approvals) {
    const at = firstTask.get(a.requestId);
    if (at === undefined) continue;
    const entry = waits.get(a.domainId) ?? { current: [], previous: [] };
    entry[a.previous ? 'previous' : 'current'].push(Math.max(0, at - Date.parse(a.approvedAt)));
    waits.set(a.domainId, entry);
  }
  return {
    firstTaskAvailable: tasks !== null,
    domains: requests.turnaround.map((d) => ({
      domainId: d.domainId,
      domainName: d.domainName,
      toApproval: { current: d.current.toApproval, previous: d.previous.toApproval },
      toFirstTask: {
        current: durationStats(waits.get(d.domainId)?.current ?? []),
        previous: durationStats(waits.get(d.domainId)?.previous ?? []),
      },
      toCompletion: { current: d.current.toCompletion, previous: d.previous.toCompletion },
    })),
  };
}

/** The member load table alone (its CSV export): both owners must answer, else the owner's refusal or 503. */
export async function showMemberLoad(deps: Pick<InsightsDeps, 'owners' | 'names'>, query: InsightsPeriodQuery): Promise<MemberLoadRow[]> {
  const [tasks, names] = await Promise.all([deps.owners.taskFigures(query), deps.names.linkedMembers()]);
  return loadOf(tasks, names);
}

export type MemberLoadRow = ReturnType<typeof loadOf>[number];

/** Every linked member (none left out for having no task), and anyone with tasks whose profile is gone. */
function loadOf(tasks: TaskInsights, names: Array<{ accountId: string; name: string }>) {
  const byId = new Map(tasks.members.map((m) => [m.memberId, m]));
  const rows = names.map(({ accountId, name }) => ({
    memberId: accountId,
    name,
    open: byId.get(accountId)?.open ?? 0,
    completed: byId.get(accountId)?.completed ?? 0,
    medianMs: byId.get(accountId)?.medianMs ?? null,
  }));
  const named = new Set(names.map((n) => n.accountId));
  for (const m of tasks.members) if (!named.has(m.memberId)) rows.push({ ...m, name: FORMER_MEMBER });
  return rows.sort((a, b) => b.open - a.open || b.completed - a.completed || a.name.localeCompare(b.name));
}
