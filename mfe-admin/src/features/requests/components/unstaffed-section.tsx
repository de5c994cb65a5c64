import type { ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button } from '@agency/ui';
import { errorMessage, type UseCursorListResult } from '@agency/web-kit';
import { ListLoadMore } from '../../../components/list-load-more';
import { ApprovedRequestList } from './approved-request-list';

interface Props {
  unstaffed: UseCursorListResult<ServiceRequest>;
  assigned: ReadonlyMap<string, string>;
  onAssigned: (request: ServiceRequest, names: string[], taskCount: number) => void;
}

/**
 * Requests whose member was removed: their task was withdrawn and nobody else works on them. Shown only
 * when there are some, with their total and 'Load more'; assigning someone here takes the request off this list.
 */
export function UnstaffedSection({ unstaffed, assigned, onAssigned }: Props) {
  if (unstaffed.status === 'error') {
    return (
      <Alert
        tone="error"
        action={
          <Button size="sm" variant="secondary" onClick={unstaffed.reload}>
            Try again
          </Button>
        }
      >
        {`Error: ${errorMessage(unstaffed.error, 'Failed to fetch requests')}`}
      </Alert>
    );
  }
  if (unstaffed.status !== 'success' || unstaffed.data.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="unstaffed-requests-title">
      <div>
        <h3 className="admin-req__section-title" id="unstaffed-requests-title">
          Lost their worker — assign again
          <span className="badge admin-req__count">{unstaffed.total}</span>
        </h3>
        <p className="text-muted admin-req__hint">
          A member working on these was removed and their task withdrawn. Choose who takes over; the customer&apos;s request stays open.
        </p>
      </div>
      <ApprovedRequestList
        testId="unstaffed-requests"
        requests={unstaffed.data}
        assigned={assigned}
        onAssigned={onAssigned}
        onStale={unstaffed.reload}
      />
      <ListLoadMore list={unstaffed} noun="requests that lost their worker" failure="Failed to fetch requests" />
    </section>
  );
}
