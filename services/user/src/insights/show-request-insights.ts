import {
  periodBounds,
  periodWeekStarts,
  REQUEST_STATUSES,
  type InsightsPeriodQuery,
  type RequestInsights,
  type RequestStatus,
} from '@agency/contracts';
import type { RequestInsightsRepository } from './request-insights-repository';

const UNKNOWN_DOMAIN = 'Unknown domain';
const noCounts = () => Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<RequestStatus, number>;
const EMPTY = { count: 0, medianMs: null, p90Ms: null };

/** The period's requests by week and status and by domain, and both periods' turnaround per domain. */
export async function showRequestInsights(
  deps: { insights: RequestInsightsRepository },
  { from, to }: InsightsPeriodQuery,
): Promise<RequestInsights> {
  const bounds = periodBounds(from, to);
  const facts = await deps.insights.factsOf(bounds);
  const weeks = periodWeekStarts(from, to).map((start) => ({ start, counts: noCounts() }));
  for (const { week, status, count } of facts.weeks) {
    const entry = weeks[week];
    if (entry && status in entry.counts) entry.counts[status] += count;
  }
  const byDomain = new Map<string, RequestInsights['turnaround'][number]>();
  for (const row of facts.turnaround) {
    const entry = byDomain.get(row.domainId) ?? {
      domainId: row.domainId,
      domainName: row.domainName ?? UNKNOWN_DOMAIN,
      current: { toApproval: EMPTY, toCompletion: EMPTY },
      previous: { toApproval: EMPTY, toCompletion: EMPTY },
    };
    // The current period's snapshot of the name wins (a renamed domain reads as it is now called).
    if (!row.previous && row.domainName) entry.domainName = row.domainName;
    entry[row.previous ? 'previous' : 'current'] = { toApproval: row.toApproval, toCompletion: row.toCompletion };
    byDomain.set(row.domainId, entry);
  }
  return {
    weeks,
    domains: facts.domains
      .map((d) => ({ domainId: d.domainId, domainName: d.domainName ?? UNKNOWN_DOMAIN, count: d.count }))
      .sort((a, b) => b.count - a.count || a.domainName.localeCompare(b.domainName)),
    turnaround: [...byDomain.values()].sort((a, b) => a.domainName.localeCompare(b.domainName)),
    approvals: facts.approvals.map((a) => ({
      requestId: String(a.requestId),
      domainId: a.domainId,
      approvedAt: new Date(a.approvedAt).toISOString(),
      previous: a.previous,
    })),
  };
}
