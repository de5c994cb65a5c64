import { useEffect, useRef, useState } from 'react';
import type { ServiceRequest } from '@agency/contracts/browser';
import { Button } from '@agency/ui';
import { RejectDialog } from './reject-dialog';
import { RequestDetails } from './request-details';

export type Answer = 'approved' | 'rejected';

interface Props {
  requests: ServiceRequest[];
  /** Requests with an answer on its way; their rows show 'Processing...' and lock both buttons. */
  processing: ReadonlyMap<string, Answer>;
  /** `reason`: what the customer's e-mail says about a rejection (may be empty). */
  onRespond: (request: ServiceRequest, answer: Answer, reason?: string) => void;
}

export function PendingRequestList({ requests, processing, onRespond }: Props) {
  const [rejecting, setRejecting] = useState<ServiceRequest | null>(null);
  // A cancelled rejection gives focus back to the Reject button that opened it (once the dialog is gone).
  const opener = useRef<HTMLButtonElement | null>(null);
  const [cancelled, setCancelled] = useState(false);
  useEffect(() => {
    if (!cancelled) return;
    setCancelled(false);
    opener.current?.focus();
  }, [cancelled]);
  return (
    <>
      <ul className="admin-req__list" data-testid="pending-requests">
        {requests.map((request) => {
          const headingId = `pending-${request.req_id}`;
          const busy = processing.has(request.req_id);
          return (
            <li key={request.req_id} className="admin-req__item" data-testid="pending-request" aria-busy={busy || undefined}>
              <article aria-labelledby={headingId}>
                <RequestDetails request={request} headingId={headingId} />
                <div className="admin-req__actions">
                  <Button size="sm" disabled={busy} aria-describedby={headingId} onClick={() => onRespond(request, 'approved')}>
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    aria-describedby={headingId}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setRejecting(request);
                    }}
                  >
                    Reject
                  </Button>
                  {busy && (
                    <span className="admin-req__processing" role="status">
                      Processing...
                    </span>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {rejecting && (
        <RejectDialog
          request={rejecting}
          onCancel={() => {
            setRejecting(null);
            setCancelled(true);
          }}
          onReject={(reason) => {
            setRejecting(null);
            onRespond(rejecting, 'rejected', reason || undefined);
          }}
        />
      )}
    </>
  );
}
