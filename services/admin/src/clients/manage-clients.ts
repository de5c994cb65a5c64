import { toDomainSlug, type Client, type ClientListResponse, type CreateClientBody } from '@agency/contracts';
import { AppError, decodePageCursor, notFound, toCursorPage } from '@agency/server-kit';
import type { DomainRepository } from '../domains/domain-repository';
import type { ClientRepository } from './client-repository';

/** What the client use cases work with; clients name their domain, so adding one looks it up. */
export interface ClientDeps {
  clients: ClientRepository;
  domains: Pick<DomainRepository, 'findBySlug'>;
}

/** One page of clients after `cursor` (the previous page's nextCursor), newest first. */
export async function listClients(
  deps: Pick<ClientDeps, 'clients'>,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<ClientListResponse> {
  const after = cursor ? decodePageCursor(cursor) : null;
  const [rows, total] = await Promise.all([deps.clients.newestFirst(after, limit + 1), deps.clients.count()]);
  const page = toCursorPage(rows, limit, (client) => ({ at: new Date(client.created_at), id: client.client_id }));
  return { clients: page.rows, total, nextCursor: page.nextCursor };
}

/** The spec's form sends the domain's name: it must name an existing domain, stored as that domain spells it. */
export async function addClient(deps: ClientDeps, body: CreateClientBody): Promise<Client> {
  const domain = await deps.domains.findBySlug(toDomainSlug(body.domain));
  if (!domain) throw new AppError('VALIDATION_FAILED', 'Choose an existing domain', 400);
  const client = await deps.clients.insert({ ...body, domain: domain.name });
  if (!client) throw new AppError('CLIENT_EXISTS', 'A client with this name already exists', 409);
  return client;
}

export async function deleteClient(deps: Pick<ClientDeps, 'clients'>, id: string): Promise<void> {
  if (!(await deps.clients.deleteById(id))) throw notFound('Client');
}
