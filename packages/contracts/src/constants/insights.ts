// Periods of the admin's Insights: whole UTC days (an admin in New York and one in Berlin see the same
// figures for "Jan 5, 2025"), `from` and `to` both included. Plain rules, shared by the pages and services.

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;
/** A year and a day: the longest period the services aggregate in one call. */
export const INSIGHTS_MAX_DAYS = 366;
export const INSIGHTS_PRESETS = [7, 30, 90] as const;

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface PeriodBounds {
  /** First instant of `from` (UTC). */
  start: Date;
  /** First instant after `to` (UTC midnight of the next day): the period is [start, end). */
  end: Date;
  previousStart: Date;
  days: number;
}

export function periodBounds(from: string, to: string): PeriodBounds {
  const start = dayStart(from);
  const end = dayStart(to) + DAY_MS;
  const days = Math.round((end - start) / DAY_MS);
  return { start: new Date(start), end: new Date(end), previousStart: new Date(start - days * DAY_MS), days };
}

/** The last `days` UTC days ending today (today included). */
export function lastDays(days: number, now = Date.now()): { from: string; to: string } {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/** Weeks of a period start on its first day; the last one may be shorter. */
export function periodWeekStarts(from: string, to: string): string[] {
  const { start, end } = periodBounds(from, to);
  const weeks: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += WEEK_MS) weeks.push(isoDay(t));
  return weeks;
}

/**
 * The Insights page's CSV exports for a period (`?from=&to=`, admin only). Each is served by the service
 * that owns its rows: requests by the user service, the rest by the admin service.
 */
export const INSIGHTS_EXPORTS = {
  requests: '/api/user/exports/requests',
  clients: '/api/admin/exports/clients',
  'contact-messages': '/api/admin/exports/contact-messages',
  'member-load': '/api/admin/exports/member-load',
} as const;
export type InsightsExport = keyof typeof INSIGHTS_EXPORTS;

/** `requests-2026-11-01-to-2026-11-30.csv`: what the file is and which days it covers. */
export const insightsExportFilename = (name: InsightsExport, { from, to }: { from: string; to: string }) => `${name}-${from}-to-${to}.csv`;
