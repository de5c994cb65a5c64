import { useSearchParams } from 'react-router-dom';
import { INSIGHTS_MAX_DAYS, INSIGHTS_PRESETS, lastDays, periodBounds } from '@agency/contracts/browser';

export type Period = { from: string; to: string; preset: number | null };

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_DAYS = 30;

function validRange(from: string | null, to: string | null): from is string {
  if (!from || !to || !DAY_RE.test(from) || !DAY_RE.test(to) || from > to) return false;
  if (Number.isNaN(Date.parse(`${from}T00:00:00Z`)) || Number.isNaN(Date.parse(`${to}T00:00:00Z`))) return false;
  return periodBounds(from, to).days <= INSIGHTS_MAX_DAYS;
}

/** The period lives in the URL (?days=7|30|90, or ?from=&to=), so a link or a reload shows the same figures. */
export function usePeriod(): [Period, (next: { days: number } | { from: string; to: string }) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = Number(params.get('days'));
  let period: Period;
  if (validRange(from, to)) period = { from, to: to!, preset: null };
  else {
    const preset = (INSIGHTS_PRESETS as readonly number[]).includes(days) ? days : DEFAULT_DAYS;
    period = { ...lastDays(preset), preset };
  }
  const setPeriod = (next: { days: number } | { from: string; to: string }) =>
    setParams('days' in next ? { days: String(next.days) } : { from: next.from, to: next.to });
  return [period, setPeriod];
}

export { validRange };
