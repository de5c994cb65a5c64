import { Link } from 'react-router-dom';
import type { ActivityResponse } from '@agency/contracts/browser';
import { Alert, Button, Card, Skeleton } from '@agency/ui';
import { errorMessage, formatDateTime, type UseRequestResult } from '@agency/web-kit';

/** Spec section 9: the activity card shows at most 4 items. */
export const ACTIVITY_LIMIT = 4;

function ActivityBody({ activity }: { activity: UseRequestResult<ActivityResponse> }) {
  if (activity.status === 'loading') {
    return (
      <div className="stack" role="status" aria-label="Loading recent activity">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="3.25rem" />
        ))}
      </div>
    );
  }
  if (activity.status === 'error') {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={activity.reload}>
            Try again
          </Button>
        }
      >
        {errorMessage(activity.error, 'Failed to fetch recent activity')}
      </Alert>
    );
  }
  if (!activity.data.available) {
    return (
      <Alert tone="info">
        The service request list is unavailable right now, so recent activity cannot be shown. Please try again later.
      </Alert>
    );
  }
  const items = activity.data.activity.slice(0, ACTIVITY_LIMIT);
  if (items.length === 0) return <p className="text-muted admin-dash__empty">No recent activity</p>;
  return (
    <ul className="admin-dash__activity" data-testid="recent-activity">
      {items.map((item) => (
        <li key={item.id} className="admin-dash__activity-item">
          <span className="admin-dash__activity-dot" aria-hidden="true" />
          <div className="admin-dash__activity-text">
            <p className="admin-dash__activity-title">{item.title}</p>
            <p className="admin-dash__activity-description">{item.description}</p>
            <time className="admin-dash__activity-date" dateTime={item.date}>
              {formatDateTime(item.date)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function RecentActivity({ activity }: { activity: UseRequestResult<ActivityResponse> }) {
  return (
    <Card className="admin-dash__panel">
      <div className="admin-dash__panel-head">
        <h3 className="card__title">Recent Activity</h3>
        <Link to="/admin/service-requests" className="admin-dash__panel-link">
          View requests
        </Link>
      </div>
      <ActivityBody activity={activity} />
    </Card>
  );
}
