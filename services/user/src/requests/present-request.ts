import type { ServiceRequest } from '@agency/contracts';
import type { RequestRecord } from './request-repository';

/** The one outward shape of a request (services/user/README.md, "Routes in detail"), for the user, the admin and the member services. */
export function presentRequest(record: RequestRecord): ServiceRequest {
  const createdAt = record.createdAt.toISOString();
  return {
    req_id: record.id,
    service: record.service,
    domain_id: record.domainId,
    domain: record.domainName ? { name: record.domainName } : null,
    description: record.description,
    status: record.status,
    created_at: createdAt,
    request_date: createdAt,
    user: { id: record.userId, name: record.userName, email: record.userEmail },
    timeline: record.timeline.map(({ status, at }) => ({ status, at: at.toISOString() })),
  };
}

/** The admin's and other services' shape: also who the request is assigned to. */
export function presentRequestForStaff(record: RequestRecord): ServiceRequest {
  return { ...presentRequest(record), assignees: record.assignees };
}
