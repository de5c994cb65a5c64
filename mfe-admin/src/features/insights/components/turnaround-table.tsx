import type { AdminInsights, DurationStats } from '@agency/contracts/browser';
import { describeTrend, formatDuration } from './format';

type Turnaround = Extract<AdminInsights['turnaround'], { available: true }>;
const STEPS = [
  { key: 'toApproval', label: 'Filing → approval' },
  { key: 'toFirstTask', label: 'Approval → first task' },
  { key: 'toCompletion', label: 'Filing → completion' },
] as const;

function Figure({ current, previous }: { current: DurationStats; previous: DurationStats }) {
  if (current.count === 0) return <span className="text-muted">none yet</span>;
  const trend = describeTrend(current, previous);
  return (
    <>
      <span className="insights-figure">
        median {formatDuration(current.medianMs)} · p90 {formatDuration(current.p90Ms)}
      </span>
      <span className={`insights-trend insights-trend--${trend.tone}`}>
        {trend.tone === 'better' ? '↓ ' : trend.tone === 'worse' ? '↑ ' : ''}
        {trend.text}
      </span>
      <span className="text-muted insights-count">
        {current.count} {current.count === 1 ? 'request' : 'requests'}
      </span>
    </>
  );
}

/** Median and 90th percentile per domain and step, each with its trend against the previous period. */
export function TurnaroundTable({ turnaround }: { turnaround: Turnaround }) {
  if (turnaround.domains.length === 0) return <p className="insights-empty">No requests in this period.</p>;
  return (
    // At phone width the table scrolls inside its frame (a keyboard stop, so the keys can scroll it too).
    <div className="insights-table-wrap insights-table-wrap--wide" tabIndex={0} role="region" aria-label="Turnaround per service domain">
      <table className="insights-table insights-turnaround" data-testid="turnaround">
        <caption className="visually-hidden">Turnaround per service domain</caption>
        <thead>
          <tr>
            <th scope="col">Domain</th>
            {STEPS.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {turnaround.domains.map((d) => (
            <tr key={d.domainId}>
              <th scope="row">{d.domainName}</th>
              {STEPS.map((s) => (
                <td key={s.key} data-label={s.label}>
                  {s.key === 'toFirstTask' && !turnaround.firstTaskAvailable ? (
                    <span className="text-muted">unavailable (task service)</span>
                  ) : (
                    <Figure current={d[s.key].current} previous={d[s.key].previous} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
