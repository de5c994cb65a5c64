import { useState } from 'react';
import { useApiQuery } from '@agency/query';
import { Alert, Button } from '@agency/ui';
import { errorMessage, usePageTitle } from '@agency/web-kit';
import { getDashboardStats } from '../api/get-dashboard-stats';
import { getRecentActivity } from '../api/get-recent-activity';
import { FailedMailNotice } from './failed-mail-notice';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { buildStatCards } from './stat-cards';
import { StatGrid, StatGridSkeleton } from './stat-grid';
import './dashboard.css';

const STAT_CARD_COUNT = 7;

/** The admin's overview (spec section 2): live counts, quick links and the latest service requests. */
export default function DashboardPage() {
  usePageTitle('Dashboard');
  const stats = useApiQuery(['admin', 'dashboard', 'stats'], getDashboardStats);
  const activity = useApiQuery(['admin', 'dashboard', 'activity'], getRecentActivity);
  // The banner hides until the next failure: a new error object shows it again.
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const busy = stats.status === 'loading' || stats.refreshing || activity.status === 'loading' || activity.refreshing;

  const refresh = () => {
    stats.reload();
    activity.reload();
  };

  return (
    <section className="stack admin-dash" aria-labelledby="admin-dashboard-title">
      <div className="admin-dash__head">
        <h1 className="admin-page__title admin-dash__title" id="admin-dashboard-title">
          Dashboard
        </h1>
        <Button variant="secondary" size="sm" onClick={refresh} loading={busy}>
          Refresh
        </Button>
      </div>

      {stats.status === 'error' && stats.error !== dismissed && (
        <Alert tone="error" onDismiss={() => setDismissed(stats.error)}>
          {errorMessage(stats.error, 'Failed to fetch dashboard stats')}
        </Alert>
      )}

      <FailedMailNotice />

      {stats.status === 'loading' && <StatGridSkeleton count={STAT_CARD_COUNT} />}
      {stats.status === 'success' && <StatGrid cards={buildStatCards(stats.data)} />}
      {stats.status === 'error' && (
        <div className="admin-dash__stats-failed">
          <p className="text-muted">The statistics could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={stats.reload}>
            Try again
          </Button>
        </div>
      )}

      <div className="admin-dash__columns">
        <QuickActions />
        <RecentActivity activity={activity} />
      </div>
    </section>
  );
}
