import { z } from 'zod';
import type { RequestStatus } from './constants/requests';
import { INSIGHTS_MAX_DAYS, periodBounds } from './constants/insights';

// The admin's Insights (issue 50) and a member's own figures. A period is whole UTC days, `from` and
// `to` both included; the previous period is the same number of days just before it.

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from and to must be dates as YYYY-MM-DD');

/** GET /api/admin/insights?from=&to= and every /internal/insights/* route take the same two days. */
export const insightsPeriodQuerySchema = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => !Number.isNaN(Date.parse(`${from}T00:00:00Z`)) && !Number.isNaN(Date.parse(`${to}T00:00:00Z`)), {
    message: 'from and to must be real dates',
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to' })
  .refine(({ from, to }) => periodBounds(from, to).days <= INSIGHTS_MAX_DAYS, {
    message: `A period can be at most ${INSIGHTS_MAX_DAYS} days`,
  });
export type InsightsPeriodQuery = z.infer<typeof insightsPeriodQuerySchema>;

/** Durations in milliseconds; null when no request or task of the set had one. */
export const durationStatsSchema = z.object({ count: z.number(), medianMs: z.number().nullable(), p90Ms: z.number().nullable() });
export type DurationStats = z.infer<typeof durationStatsSchema>;

const statusCounts = z.object({
  PENDING: z.number(),
  approved: z.number(),
  rejected: z.number(),
  in_progress: z.number(),
  completed: z.number(),
  withdrawn: z.number(),
} satisfies Record<RequestStatus, z.ZodNumber>);

// ---- internal: each owner's figures ----

/** GET /internal/insights/requests (user service): requests filed in the period, and the turnaround of both periods. */
export const requestInsightsSchema = z.object({
  /** One entry per week of the period (from its first day, 7 days each; the last may be shorter), by current status. */
  weeks: z.array(z.object({ start: day, counts: statusCounts })),
  domains: z.array(z.object({ domainId: z.string(), domainName: z.string(), count: z.number() })),
  turnaround: z.array(
    z.object({
      domainId: z.string(),
      domainName: z.string(),
      current: z.object({ toApproval: durationStatsSchema, toCompletion: durationStatsSchema }),
      previous: z.object({ toApproval: durationStatsSchema, toCompletion: durationStatsSchema }),
    }),
  ),
  /** Requests filed in either period and approved: the admin service pairs them with the member service's first tasks. */
  approvals: z.array(z.object({ requestId: z.string(), domainId: z.string(), approvedAt: z.string(), previous: z.boolean() })),
});
export type RequestInsights = z.infer<typeof requestInsightsSchema>;

/** GET /internal/insights/tasks?from=&to= (member service). */
export const taskInsightsSchema = z.object({
  /** Every member with an open task or a task completed in the period. */
  members: z.array(z.object({ memberId: z.string(), open: z.number(), completed: z.number(), medianMs: z.number().nullable() })),
  /** The first task of each request that got one on or after `since` (the previous period's first day). */
  firstTasks: z.array(z.object({ requestId: z.string(), at: z.string() })),
});
export type TaskInsights = z.infer<typeof taskInsightsSchema>;

// ---- GET /api/admin/insights ----

/** A section whose owner did not answer says so; the others still show. */
const unavailable = z.object({ available: z.literal(false), error: z.string() });
const section = <T extends z.ZodRawShape>(shape: T) => z.union([z.object({ available: z.literal(true), ...shape }), unavailable]);

const trend = z.object({ current: durationStatsSchema, previous: durationStatsSchema });

export const adminInsightsSchema = z.object({
  period: z.object({ from: day, to: day, previousFrom: day, previousTo: day, days: z.number() }),
  requests: section({
    weeks: requestInsightsSchema.shape.weeks,
    domains: requestInsightsSchema.shape.domains,
  }),
  turnaround: section({
    /** Approval → first task needs the member service too: false (and those figures empty) while it did not answer. */
    firstTaskAvailable: z.boolean(),
    domains: z.array(
      z.object({ domainId: z.string(), domainName: z.string(), toApproval: trend, toFirstTask: trend, toCompletion: trend }),
    ),
  }),
  load: section({
    members: z.array(
      z.object({ memberId: z.string(), name: z.string(), open: z.number(), completed: z.number(), medianMs: z.number().nullable() }),
    ),
  }),
  contact: section({
    /** `read`: the admin opened it. Contact messages keep no reply or "answered" flag; read is the closest fact. */
    weeks: z.array(z.object({ start: day, received: z.number(), read: z.number() })),
  }),
});
export type AdminInsights = z.infer<typeof adminInsightsSchema>;

// ---- GET /api/member/insights/me ----

export const memberInsightsSchema = z.object({
  /** The current calendar month in UTC, e.g. "2025-01". */
  month: z.string(),
  completedThisMonth: z.number(),
  /** Median of assigned → completed over the tasks completed this month; null when none. */
  medianMsThisMonth: z.number().nullable(),
});
export type MemberInsights = z.infer<typeof memberInsightsSchema>;

// ---- the owners' internal routes (x-internal-token), as the admin service calls them ----

const periodQuery = ({ from, to }: InsightsPeriodQuery) => `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

export const insightsInternalApi = {
  /** The user service. */
  requests: {
    method: 'GET',
    path: (q: InsightsPeriodQuery) => `/internal/insights/requests?${periodQuery(q)}`,
    answer: requestInsightsSchema,
  },
  /** The member service. */
  tasks: { method: 'GET', path: (q: InsightsPeriodQuery) => `/internal/insights/tasks?${periodQuery(q)}`, answer: taskInsightsSchema },
} as const;
