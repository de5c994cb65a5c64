import type { ServiceRequest } from '@agency/contracts';
import { AppError, productCounter } from '@agency/server-kit';
import type { AdminDomainsClient } from '../domains/admin-domains-client';
import { presentRequest } from './present-request';
import type { Notifier } from '../notifications/notifier';
import type { RequestRepository } from './request-repository';

export interface Requester {
  id: string;
  name: string;
  email: string;
}

export interface CreateRequestInput {
  service: string;
  domain_id: string;
  description: string;
}

interface Deps {
  requests: RequestRepository;
  /** The admins' e-mail of each new request. */
  notifier?: Notifier;
  adminDomains: Pick<AdminDomainsClient, 'listDomains'>;
  /**
   * The requester as the account is now (auth owns names and e-mails). A token issued before a rename
   * still carries the old name, so the snapshot is never taken from the token's claims.
   */
  currentRequester: () => Promise<Requester>;
}

const requestsPlaced = productCounter('agency_requests_placed_total', 'Requests customers placed');

/** A customer's new request: the domain must exist now (admin owns domains); its name is kept as a snapshot. */
export async function createRequest(
  { requests, adminDomains, currentRequester, notifier }: Deps,
  input: CreateRequestInput,
): Promise<ServiceRequest> {
  const [domains, requester] = await Promise.all([adminDomains.listDomains(), currentRequester()]);
  const domain = domains.find((d) => d.domain_id === input.domain_id);
  if (!domain) throw new AppError('UNKNOWN_DOMAIN', 'domain_id: Unknown domain', 400);
  const id = requests.newId();
  const insert = () =>
    requests.insert(
      {
        userId: requester.id,
        userName: requester.name,
        userEmail: requester.email,
        service: input.service,
        domainId: domain.domain_id,
        domainName: domain.name,
        description: input.description,
      },
      id,
    );
  // The admins' e-mail is held before the request is written and released after (notifier.around).
  const record = notifier
    ? await notifier.around({ key: `request.created:${id}`, type: 'request.created', requestId: id }, insert)
    : await insert();
  requestsPlaced.inc();
  return presentRequest(record);
}
