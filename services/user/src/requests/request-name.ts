import type { RequestRecord } from './request-repository';

/** The request's domain when it says more than its service: "Software Development (Software Development)" reads once. */
export function domainBeyondService({ service, domainName }: Pick<RequestRecord, 'service' | 'domainName'>): string | null {
  return domainName && domainName.trim().toLowerCase() !== service.trim().toLowerCase() ? domainName : null;
}

/** Who asked for the request, as staff read it in a task or a list. */
export const requesterOf = (request: Pick<RequestRecord, 'userName' | 'userEmail'>) =>
  request.userName || request.userEmail || 'Unknown User';

/** A member's task for a request: the work and for whom, e.g. "Web Development (Mobile Apps) for Asha Patel". */
export function taskTitleFor(request: RequestRecord): string {
  const domain = domainBeyondService(request);
  return `${request.service}${domain ? ` (${domain})` : ''} for ${requesterOf(request)}`;
}
