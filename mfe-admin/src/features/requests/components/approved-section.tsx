import type { AdminMember, ServiceRequest } from '@agency/contracts';
import { Alert, Button, Skeleton } from '@agency/ui';
import { errorMessage, type UseRequestResult } from '@agency/web-kit';
import { ApprovedRequestList } from './approved-request-list';
import { orderForAssignment } from './request-texts';

interface Props {
  approved: UseRequestResult<ServiceRequest[]>;
  members: UseRequestResult<AdminMember[]>;
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

/** Beyond the spec: approved work waits here until the admin hands it to one or more members. */
export function ApprovedSection({ approved, members, assigned, onAssigned }: Props) {
  const loading =
    approved.status === 'loading' || (approved.status === 'success' && approved.data.length > 0 && members.status === 'loading');
  return (
    <section className="stack" aria-labelledby="approved-requests-title">
      <div>
        <h3 className="admin-req__section-title" id="approved-requests-title">
          Approved — awaiting assignment
          {approved.status === 'success' && <span className="badge admin-req__count">{approved.data.length}</span>}
        </h3>
        <p className="text-muted admin-req__hint">Choose one or more members for a request: each gets a task in their portal.</p>
      </div>
      {loading && (
        <div role="status" aria-label="Loading approved requests">
          <Skeleton height="9rem" />
        </div>
      )}
      {approved.status === 'error' && (
        <Failure text={`Error: ${errorMessage(approved.error, 'Failed to fetch requests')}`} onRetry={approved.reload} />
      )}
      {approved.status === 'success' && approved.data.length === 0 && (
        <p className="text-muted admin-req__hint">No approved requests are waiting for assignment.</p>
      )}
      {approved.status === 'success' && approved.data.length > 0 && members.status === 'error' && (
        <Failure text={errorMessage(members.error, 'Failed to fetch members')} onRetry={members.reload} />
      )}
      {approved.status === 'success' && approved.data.length > 0 && members.status === 'success' && (
        <ApprovedRequestList
          requests={approved.data}
          members={orderForAssignment(members.data)}
          assigned={assigned}
          onAssigned={onAssigned}
          onStale={approved.reload}
        />
      )}
    </section>
  );
}
