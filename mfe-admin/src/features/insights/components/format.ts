import type { DurationStats } from '@agency/contracts/browser';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "Jan 5, 2025" for a UTC day (YYYY-MM-DD): the period's days are UTC days, shown as such. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "Jan 5" for an axis label. */
export function formatShortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** "45 min", "4.5 h", "3.2 days". */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} min`;
  if (ms < 2 * DAY) return `${trim(ms / HOUR)} h`;
  return `${trim(ms / DAY)} days`;
}

const trim = (n: number) => (n >= 10 ? Math.round(n).toString() : n.toFixed(1).replace(/\.0$/, ''));

/** The median against the previous period's, in words (a lower figure is faster). */
export function describeTrend(
  current: DurationStats,
  previous: DurationStats,
): { text: string; tone: 'better' | 'worse' | 'same' | 'none' } {
  if (current.medianMs === null || previous.medianMs === null) return { text: 'no earlier figure', tone: 'none' };
  const diff = current.medianMs - previous.medianMs;
  if (Math.abs(diff) < MINUTE) return { text: 'same as before', tone: 'same' };
  return diff < 0
    ? { text: `${formatDuration(-diff)} faster than before`, tone: 'better' }
    : { text: `${formatDuration(diff)} slower than before`, tone: 'worse' };
}
