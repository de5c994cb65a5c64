import type { RequestStatus, ServiceRequest } from '@agency/contracts/browser';
import { formatDateTime } from '@agency/web-kit';

export const STATUS_LABELS: Record<RequestStatus, string> = {
  PENDING: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
  in_progress: 'In progress',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

// A request that ended before any work: it never shows the steps it did not take.
const ENDED_EARLY: Partial<Record<RequestStatus, RequestStatus[]>> = {
  rejected: ['PENDING', 'rejected'],
  withdrawn: ['PENDING', 'withdrawn'],
};

/** Submitted → Approved/Rejected/Withdrawn → In progress → Completed; steps not reached yet are shown dimmed. */
export function RequestTimeline({ request }: { request: ServiceRequest }) {
  const path = ENDED_EARLY[request.status] ?? ['PENDING', 'approved', 'in_progress', 'completed'];
  const reachedAt = new Map(request.timeline.map((entry) => [entry.status, entry.at]));
  const currentIndex = path.indexOf(request.status);
  return (
    <ol className="portal-timeline" aria-label="Request progress">
      {path.map((status, index) => {
        const reached = index <= currentIndex;
        const at = reachedAt.get(status);
        return (
          <li
            key={status}
            className={`portal-timeline__step${reached ? ' is-reached' : ''}${status === 'rejected' ? ' is-rejected' : ''}`}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className="portal-timeline__dot" aria-hidden="true" />
            <span className="portal-timeline__label">{STATUS_LABELS[status]}</span>
            {reached && at && <span className="portal-timeline__time">{formatDateTime(at)}</span>}
          </li>
        );
      })}
    </ol>
  );
}
