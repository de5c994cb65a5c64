import { useApiQuery } from '@agency/query';
import { Alert, Button, Card, Skeleton } from '@agency/ui';
import { getMyFigures } from '../api/get-my-figures';
import { taskKeys } from '../api/task-keys';

const HOUR = 3_600_000;

/** "45 min", "4.5 h", "3.2 days"; "—" with no completed task. */
function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  const [value, unit] = ms < 48 * HOUR ? [ms / HOUR, 'h'] : [ms / (24 * HOUR), 'days'];
  return `${value >= 10 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}

/** The member's own month, from the member service (tasks are its facts); a task change refreshes it. */
export function MyFiguresCard() {
  const figures = useApiQuery(taskKeys.figures, getMyFigures);
  return (
    <Card className="portal-panel" data-testid="my-figures">
      <h2 className="card__title">This month</h2>
      {figures.status === 'loading' && <Skeleton height="4rem" />}
      {figures.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={figures.reload}>
              Try again
            </Button>
          }
        >
          Failed to fetch your figures
        </Alert>
      )}
      {figures.status === 'success' && (
        <div className="portal-stats">
          <div className="portal-stat portal-stat--success">
            <span className="portal-stat__value">{figures.data.completedThisMonth}</span>
            <span className="portal-stat__label">Completed this month</span>
          </div>
          <div className="portal-stat">
            <span className="portal-stat__value">{formatDuration(figures.data.medianMsThisMonth)}</span>
            <span className="portal-stat__label">Median time to complete</span>
          </div>
        </div>
      )}
    </Card>
  );
}
