import { useState, type Ref } from 'react';
import type { ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button, EmptyState, Skeleton } from '@agency/ui';
import { errorMessage, type UseCursorListResult } from '@agency/web-kit';
import { ListLoadMore } from '../../../components/list-load-more';
import { PendingRequestList, type Answer } from './pending-request-list';

interface Props {
  pending: UseCursorListResult<ServiceRequest>;
  processing: ReadonlyMap<string, Answer>;
  onRespond: (request: ServiceRequest, answer: Answer, reason?: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Spec section 2/4/8: the pending queue with its loading, error ('Error: …' + Dismiss) and empty states. */
export function PendingSection({ pending, processing, onRespond, headingRef }: Props) {
  const [dismissed, setDismissed] = useState<Error | null>(null);
  const rows = pending.status === 'success' ? pending.data : [];
  // The whole queue, as the dashboard counts it.
  const waiting = pending.total;

  return (
    <section className="stack" aria-labelledby="pending-requests-title">
      <h3 className="admin-req__section-title" id="pending-requests-title" ref={headingRef} tabIndex={-1}>
        Pending requests
        {pending.status === 'success' && <span className="badge badge--primary admin-req__count">{waiting}</span>}
      </h3>
      {pending.status === 'loading' && (
        <div className="stack" role="status" aria-label="Loading service requests">
          <Skeleton height="9rem" />
          <Skeleton height="9rem" />
        </div>
      )}
      {pending.status === 'error' &&
        (pending.error !== dismissed ? (
          <Alert
            tone="error"
            action={
              <span className="admin-req__alert-actions">
                <Button size="sm" variant="secondary" onClick={pending.reload}>
                  Try again
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDismissed(pending.error)}>
                  Dismiss
                </Button>
              </span>
            }
          >
            Error: {errorMessage(pending.error, 'Failed to fetch requests')}
          </Alert>
        ) : (
          <div className="row">
            <p className="text-muted admin-req__hint">The pending requests could not be loaded.</p>
            <Button size="sm" variant="secondary" onClick={pending.reload}>
              Try again
            </Button>
          </div>
        ))}
      {pending.status === 'success' &&
        (rows.length === 0 && !pending.hasMore ? (
          <EmptyState title="No service requests found" text="All requests have been processed or there are no pending requests." />
        ) : (
          <>
            <PendingRequestList requests={rows} processing={processing} onRespond={onRespond} />
            <ListLoadMore list={pending} noun="pending requests" failure="Failed to fetch requests" shown={rows.length} total={waiting} />
          </>
        ))}
    </section>
  );
}
