import type { ServiceRequest } from '@agency/contracts/browser';
import { Alert, Button, Skeleton } from '@agency/ui';
import { errorMessage, type UseCursorListResult } from '@agency/web-kit';
import { ListLoadMore } from '../../../components/list-load-more';
import { ApprovedRequestList } from './approved-request-list';

interface Props {
  /** Which list this is: approved work nobody has yet, or work assigned to members. */
  kind: 'awaiting' | 'assigned';
  approved: UseCursorListResult<ServiceRequest>;
  assigned: ReadonlyMap<string, string>;
  onAssigned: (request: ServiceRequest, names: string[], taskCount: number) => void;
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

const TEXTS = {
  awaiting: {
    title: 'Approved — awaiting assignment',
    hint: 'Choose one or more members for a request: each gets a task in their portal.',
    loading: 'Loading approved requests',
    empty: 'No approved requests are waiting for assignment.',
  },
  assigned: {
    title: 'Assigned',
    hint: 'Requests members are working on. Add members for more hands; a completed request leaves this list.',
    loading: 'Loading assigned requests',
    empty: 'No request is assigned and unfinished.',
  },
} as const;

/** Beyond the spec: approved work waits until the admin hands it to members, then shows who has it. */
export function ApprovedSection({ kind, approved, assigned, onAssigned }: Props) {
  // The whole list as the server counts it.
  const total = approved.total;
  const texts = TEXTS[kind];
  const titleId = kind === 'awaiting' ? 'approved-requests-title' : 'assigned-requests-title';
  const loading = approved.status === 'loading';
  return (
    <section className="stack" aria-labelledby={titleId} data-testid={`${kind}-section`}>
      <div>
        <h3 className="admin-req__section-title" id={titleId} tabIndex={-1}>
          {texts.title}
          {approved.status === 'success' && <span className="badge admin-req__count">{total}</span>}
        </h3>
        <p className="text-muted admin-req__hint">{texts.hint}</p>
      </div>
      {loading && (
        <div role="status" aria-label={texts.loading}>
          <Skeleton height="9rem" />
        </div>
      )}
      {approved.status === 'error' && (
        <Failure text={`Error: ${errorMessage(approved.error, 'Failed to fetch requests')}`} onRetry={approved.reload} />
      )}
      {approved.status === 'success' && approved.data.length === 0 && <p className="text-muted admin-req__hint">{texts.empty}</p>}
      {approved.status === 'success' && approved.data.length > 0 && (
        <ApprovedRequestList requests={approved.data} assigned={assigned} onAssigned={onAssigned} onStale={approved.reload} />
      )}
      {approved.status === 'success' && (
        <ListLoadMore
          list={approved}
          noun={kind === 'awaiting' ? 'approved requests' : 'assigned requests'}
          failure="Failed to fetch requests"
          total={total}
        />
      )}
    </section>
  );
}
