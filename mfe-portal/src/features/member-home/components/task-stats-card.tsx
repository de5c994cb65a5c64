import { useState } from 'react';
import { TASK_STATS_RANGES } from '@agency/contracts/browser';
import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Skeleton } from '@agency/ui';
import { getTaskStats } from '../api/get-task-stats';
import { taskKeys } from '../api/task-keys';

export function TaskStatsCard() {
  const [range, setRange] = useState<number>(30);
  const stats = useApiQuery(taskKeys.stats(range), (signal) => getTaskStats(range, signal));
  const tiles =
    stats.status === 'success'
      ? [
          { label: 'Total', value: stats.data.total },
          { label: 'Completed', value: stats.data.completed, tone: 'success' },
          { label: 'Pending', value: stats.data.pending, tone: 'warning' },
        ]
      : [];
  return (
    <Card className="portal-panel" data-testid="task-stats">
      <div className="portal-panel__head">
        <h2 className="card__title">Task Stats</h2>
        <div className="portal-segmented" role="group" aria-label="Date range">
          {TASK_STATS_RANGES.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={range === days}
              className={range === days ? 'is-active' : ''}
              onClick={() => setRange(days)}
            >
              {days} days
            </button>
          ))}
        </div>
      </div>
      {stats.status === 'loading' && <Skeleton height="5.5rem" />}
      {stats.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={stats.reload}>
              Try again
            </Button>
          }
        >
          Failed to fetch task stats
        </Alert>
      )}
      {stats.status === 'success' && (
        <>
          <div className="portal-stats">
            {tiles.map(({ label, value, tone }) => (
              <div key={label} className={`portal-stat${tone ? ` portal-stat--${tone}` : ''}`}>
                <span className="portal-stat__value">{value}</span>
                <span className="portal-stat__label">{label}</span>
              </div>
            ))}
          </div>
          <p className="portal-small text-muted">
            Current status: <strong className="portal-stat__current">{stats.data.currentStatus}</strong>
          </p>
        </>
      )}
    </Card>
  );
}
