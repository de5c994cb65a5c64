import type { AdminMember, ServiceRequest } from '@agency/contracts';
import { Alert } from '@agency/ui';
import { AssignPanel } from './assign-panel';
import { RequestDetails } from './request-details';

interface Props {
  requests: ServiceRequest[];
  members: AdminMember[];
  /** Per request, what this page assigned so far (the request stays approved until a member starts). */
  assigned: ReadonlyMap<string, string>;
  onAssigned: (request: ServiceRequest, names: string[], taskCount: number) => void;
  onStale: () => void;
  testId?: string;
}

export function ApprovedRequestList({ requests, members, assigned, onAssigned, onStale, testId = 'approved-requests' }: Props) {
  return (
    <ul className="admin-req__list" data-testid={testId}>
      {requests.map((request) => {
        const headingId = `assign-${request.req_id}-heading`;
        const done = assigned.get(request.req_id);
        return (
          <li key={request.req_id} className="admin-req__item" data-testid="approved-request">
            <article aria-labelledby={headingId}>
              <RequestDetails request={request} headingId={headingId} />
              {done && <Alert tone="success">{done}</Alert>}
              <AssignPanel
                request={request}
                members={members}
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
