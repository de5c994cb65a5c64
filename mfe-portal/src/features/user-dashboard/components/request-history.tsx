import type { RequestStatus, ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button, Card, EmptyState, LoadMore, RequestThreadButton, Skeleton } from '@agency/ui';
import { errorMessage, formatDateTime, type UseCursorListResult } from '@agency/web-kit';
import { RequestActions } from './request-actions';
import { RequestTimeline, STATUS_LABELS } from './request-timeline';

const BADGE: Record<RequestStatus, string> = {
  PENDING: 'badge badge--primary',
  approved: 'badge badge--primary',
  rejected: 'badge portal-badge--danger',
  in_progress: 'badge badge--warning',
  completed: 'badge badge--success',
  withdrawn: 'badge',
};

function RequestItem({ request }: { request: ServiceRequest }) {
  return (
    <li className="portal-request" data-testid="request-item">
      <div className="portal-request__head">
        <div>
          <h3 className="portal-request__service">{request.service}</h3>
          <p className="portal-request__meta">
            {request.domain?.name || 'Unknown Domain'} · {formatDateTime(request.request_date || request.created_at)}
          </p>
        </div>
        <span className={BADGE[request.status]}>{STATUS_LABELS[request.status] ?? request.status}</span>
      </div>
      {request.description && <p className="portal-request__description">{request.description}</p>}
      <RequestTimeline request={request} />
      <RequestActions request={request}>
        <RequestThreadButton requestId={request.req_id} title={request.service} />
      </RequestActions>
    </li>
  );
}

export function RequestHistory({ history, onNewRequest }: { history: UseCursorListResult<ServiceRequest>; onNewRequest: () => void }) {
  return (
    <Card className="portal-panel">
      <div className="portal-panel__head">
        <h2 className="card__title">History</h2>
        {history.refreshing && <span className="text-muted portal-small">Refreshing…</span>}
      </div>
      {history.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading requests">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      )}
      {history.status === 'error' && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={history.reload}>
              Try again
            </Button>
          }
        >
          Failed to fetch requests
        </Alert>
      )}
      {history.status === 'success' &&
        (history.data.length === 0 ? (
          <EmptyState
            title="No requests yet…"
            text="Your service requests and their progress will show here."
            action={
              <Button variant="secondary" size="sm" onClick={onNewRequest}>
                Place your first request
              </Button>
            }
          />
        ) : (
          <>
            <ul className="portal-requests">
              {history.data.map((request) => (
                <RequestItem key={request.req_id} request={request} />
              ))}
            </ul>
            <LoadMore
              noun="requests"
              shown={history.data.length}
              total={history.total}
              hasMore={history.hasMore}
              loading={history.loadingMore}
              error={history.moreError && errorMessage(history.moreError, 'Failed to fetch requests')}
              onLoadMore={history.loadMore}
            />
          </>
        ))}
    </Card>
  );
}
