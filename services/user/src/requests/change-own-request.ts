import type { RequestStatus, ServiceRequest, UpdateRequestBody } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { AdminDomainsClient } from '../domains/admin-domains-client';
import { presentRequest } from './present-request';
import type { RequestRecord, RequestRepository } from './request-repository';

interface Deps {
  requests: RequestRepository;
  adminDomains: Pick<AdminDomainsClient, 'findDomain'>;
}

const NO_LONGER_CHANGEABLE: Record<Exclude<RequestStatus, 'PENDING'>, string> = {
  approved: 'This request was already approved; it can no longer be changed.',
  in_progress: 'This request was already approved and work on it has started; it can no longer be changed.',
  completed: 'This request is already completed; it can no longer be changed.',
  rejected: 'This request was already rejected; it can no longer be changed.',
  withdrawn: 'This request was already withdrawn; it can no longer be changed.',
};

/**
 * Why a change that matched nothing was refused, read after the conditional write: another customer's
 * request (or none) is 404 as if it did not exist, one an admin answered first is 409 in words.
 */
function refusal(record: RequestRecord | null, userId: string): AppError {
  if (!record || record.userId !== userId) return notFound('Request');
  const text = record.status === 'PENDING' ? NO_LONGER_CHANGEABLE.approved : NO_LONGER_CHANGEABLE[record.status];
  return new AppError('REQUEST_NOT_PENDING', text, 409);
}

/**
 * The customer edits their own request while no admin has answered it. The write itself is the check
 * (owner and PENDING in its filter), so an approval at the same moment lands either after the edit or
 * refuses it here; the read before it only spares the domain lookup for a request that cannot change.
 */
export async function editOwnRequest(
  { requests, adminDomains }: Deps,
  userId: string,
  id: string,
  body: UpdateRequestBody,
): Promise<ServiceRequest> {
  const current = await requests.findById(id);
  if (!current || current.userId !== userId || current.status !== 'PENDING') throw refusal(current, userId);
  const fields: Parameters<RequestRepository['updatePending']>[2] = {};
  if (body.service !== undefined) fields.service = body.service;
  if (body.description !== undefined) fields.description = body.description;
  if (body.domain_id !== undefined) {
    const domain = await adminDomains.findDomain(body.domain_id);
    if (!domain) throw new AppError('UNKNOWN_DOMAIN', 'domain_id: Unknown domain', 400);
    fields.domainId = domain.domain_id;
    fields.domainName = domain.name;
  }
  const updated = await requests.updatePending(id, userId, fields);
  if (!updated) throw refusal(await requests.findById(id), userId);
  return presentRequest(updated);
}

/**
 * The customer takes back a request no admin has answered: it leaves the admin's pending queue and stays
 * in the customer's history as withdrawn (its thread with it). One conditional write, as the edit.
 */
export async function withdrawOwnRequest({ requests }: Pick<Deps, 'requests'>, userId: string, id: string): Promise<ServiceRequest> {
  const withdrawn = await requests.withdrawPending(id, userId);
  if (!withdrawn) throw refusal(await requests.findById(id), userId);
  return presentRequest(withdrawn);
}
