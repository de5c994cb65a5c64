import { toDomainSlug, type Domain, type DomainUsage } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { ClientRepository } from '../clients/client-repository';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { PortalClient } from '../requests/portal-client';
import { toNameKey, type DomainRecord, type DomainRepository } from './domain-repository';

export const toDomain = (record: DomainRecord): Domain => ({ domain_id: record.id, name: record.name, slug: record.slug });
/** A member's domains are named, not linked: `{ domain_id, name }` (the member profile answer of /api/openapi.json). */
export const toDomainRef = (record: DomainRecord): Domain => ({ domain_id: record.id, name: record.name });

export async function listDomains(deps: { domains: DomainRepository }): Promise<Domain[]> {
  return (await deps.domains.listByName()).map(toDomain);
}

/** `name` arrives trimmed, with at least one letter or digit (contract schema). Uniqueness is by slug. */
export async function showDomain(deps: { domains: DomainRepository }, id: string): Promise<Domain> {
  const domain = await deps.domains.findById(id);
  if (!domain) throw notFound('Domain');
  return toDomain(domain);
}

export async function createDomain(deps: { domains: DomainRepository }, name: string): Promise<Domain> {
  const created = await deps.domains.insert(name);
  if (created) return toDomain(created);
  const taken = await deps.domains.findBySlug(toDomainSlug(name));
  if (!taken || toNameKey(taken.name) === toNameKey(name)) {
    throw new AppError('DOMAIN_EXISTS', 'A domain with this name already exists', 409);
  }
  throw new AppError(
    'DOMAIN_EXISTS',
    `"${name}" would have the same team page (/team/${taken.slug}) as the domain "${taken.name}"; choose another name`,
    409,
  );
}

/** A domain's use is read from members, clients and (user service) requests. */
export interface DomainDeps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  clients: ClientRepository;
  portal: Pick<PortalClient, 'countRequestsForDomain'>;
}

/** What refers to a domain, for the admin to see before deleting it. */
export async function showDomainUsage(deps: DomainDeps, id: string): Promise<DomainUsage> {
  const domain = await deps.domains.findById(id);
  if (!domain) throw notFound('Domain');
  const [members, clients, requests] = await Promise.all([
    deps.members.usageOfDomain(id),
    deps.clients.countByDomainName(domain.name),
    // The count is information, not a condition: an unreachable request service leaves it unknown.
    deps.portal.countRequestsForDomain(id).catch(() => null),
  ]);
  return {
    domain_id: domain.id,
    name: domain.name,
    members: members.members,
    membersWithoutOtherDomain: members.onlyHere.map(({ id: memberId, name }) => ({ member_id: memberId, name })),
    clients,
    requests,
  };
}

/**
 * Refused while a member has this as their only domain: they would vanish from every team page while
 * still counted, and their edit form would not save. Which domain each should move to is the admin's
 * call per person, so it is not guessed here. Members with other domains just lose this one; clients
 * and requests keep the name they recorded.
 */
export async function deleteDomain(deps: { domains: DomainRepository; members: MemberProfileRepository }, id: string): Promise<void> {
  const domain = await deps.domains.findById(id);
  if (!domain) throw notFound('Domain');
  const { onlyHere } = await deps.members.usageOfDomain(id);
  if (onlyHere.length > 0)
    throw new AppError(
      'DOMAIN_IN_USE',
      domainInUseMessage(
        domain.name,
        onlyHere.map((m) => m.name),
      ),
      409,
    );
  if (!(await deps.domains.deleteById(id))) throw notFound('Domain');
  await deps.members.removeDomainFromAll(id);
}

function domainInUseMessage(domain: string, names: string[]): string {
  const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
  const who = names.length === 1 ? `${shown} has` : `${names.length} members have`;
  return `${domain} cannot be deleted: ${who} no other domain${names.length === 1 ? '' : ` (${shown})`}. Give them another domain in Team Management first.`;
}
