import type { ServiceRequest } from '@agency/contracts/browser';
import { Alert } from '@agency/ui';
import { AssignPanel } from './assign-panel';
import { RequestDetails } from './request-details';
import { joinNames } from './request-texts';

interface Props {
  requests: ServiceRequest[];
  /** Per request, the answer to this page's last assign (shown in the request's card). */
  assigned: ReadonlyMap<string, string>;
  onAssigned: (request: ServiceRequest, names: string[], taskCount: number) => void;
  onStale: () => void;
  testId?: string;
}

export function ApprovedRequestList({ requests, assigned, onAssigned, onStale, testId = 'approved-requests' }: Props) {
  return (
    <ul className="admin-req__list" data-testid={testId}>
      {requests.map((request) => {
        const headingId = `assign-${request.req_id}-heading`;
        const done = assigned.get(request.req_id);
        const assignees = request.assignees ?? [];
        return (
          <li
            key={request.req_id}
            className="admin-req__item"
            data-testid={request.status === 'in_progress' ? 'in-progress-request' : 'approved-request'}
          >
            <article aria-labelledby={headingId}>
              <RequestDetails request={request} headingId={headingId} />
              {(assignees.length > 0 || request.status === 'in_progress') && (
                <p className="admin-req__assignees" data-testid="assignees">
                  <span className={request.status === 'in_progress' ? 'badge badge--warning' : 'badge'}>
                    {request.status === 'in_progress' ? 'In progress' : 'Not started yet'}
                  </span>{' '}
                  {assignees.length > 0
                    ? `Assigned to ${joinNames(assignees.map((a) => a.name))}`
                    : 'Assigned before the list of names was kept'}
                </p>
              )}
              {done && <Alert tone="success">{done}</Alert>}
              <AssignPanel
                request={request}
                assignedAccountIds={new Set(assignees.map((a) => a.id))}
                onAssigned={(names, count) => onAssigned(request, names, count)}
                onStale={onStale}
              />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
