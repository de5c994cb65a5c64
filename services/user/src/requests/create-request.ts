import type { ServiceRequest } from '@agency/contracts';
import { AppError, productCounter, type EmbeddedMessageRelay } from '@agency/server-kit';
import type { AdminDomainsClient } from '../domains/admin-domains-client';
import { EVENT_WRITER_LEASE_MS, eventMessage } from '../notifications/notification-event';
import { presentRequest } from './present-request';
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
  /** Hands on the admins' e-mail event the new request carries (the app's relay for service_requests). */
  messages: Pick<EmbeddedMessageRelay, 'deliverNow'>;
  adminDomains: Pick<AdminDomainsClient, 'findDomain'>;
  /**
   * The requester as the account is now (auth owns names and e-mails). A token issued before a rename
   * still carries the old name, so the snapshot is never taken from the token's claims.
   */
  currentRequester: () => Promise<Requester>;
}

const requestsPlaced = productCounter('agency_requests_placed_total', 'Requests customers placed');

/** A customer's new request: the domain must exist now (admin owns domains); its name is kept as a snapshot. */
export async function createRequest(
  { requests, adminDomains, currentRequester, messages }: Deps,
  input: CreateRequestInput,
): Promise<ServiceRequest> {
  const [domain, requester] = await Promise.all([adminDomains.findDomain(input.domain_id), currentRequester()]);
  if (!domain) throw new AppError('UNKNOWN_DOMAIN', 'domain_id: Unknown domain', 400);
  const id = requests.newId();
  // The admins' e-mail event is recorded by the insert itself: filing is one write, and a writer that
  // dies right after it leaves the event to the relay instead of losing it.
  const event = eventMessage({ key: `request.created:${id}`, type: 'request.created', requestId: id });
  const record = await requests.insert(
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
    [event],
    EVENT_WRITER_LEASE_MS,
  );
  await messages.deliverNow(requests.storedId(id), [event]);
  requestsPlaced.inc();
  return presentRequest(record);
}
