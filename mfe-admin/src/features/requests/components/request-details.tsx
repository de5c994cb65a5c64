import type { ServiceRequest } from '@agency/contracts/browser';
import { formatDateTime } from '@agency/web-kit';
import { RequestThreadButton } from '@agency/ui';
import { domainName, requesterEmail, requesterName } from './request-texts';

/** What the admin needs to judge a request: service, domain, who asked, what for and when. */
export function RequestDetails({ request, headingId }: { request: ServiceRequest; headingId: string }) {
  const date = request.request_date || request.created_at;
  const email = request.user?.email?.trim();
  return (
    <>
      <h4 className="admin-req__service" id={headingId}>
        {request.service}
      </h4>
      <dl className="admin-req__meta">
        <div>
          <dt>Domain</dt>
          <dd>{domainName(request)}</dd>
        </div>
        <div>
          <dt>Requested by</dt>
          <dd>{requesterName(request)}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : requesterEmail(request)}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={date}>{formatDateTime(date)}</time>
          </dd>
        </div>
      </dl>
      <p className={request.description ? 'admin-req__description' : 'admin-req__description text-muted'}>
        {request.description || 'No description provided.'}
      </p>
      <div className="admin-req__thread">
        <RequestThreadButton requestId={request.req_id} title={`${request.service} · ${requesterName(request)}`} />
      </div>
    </>
  );
}
