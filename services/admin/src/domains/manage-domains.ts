import { toDomainSlug, type Domain } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import { toNameKey, type DomainRecord, type DomainRepository } from './domain-repository';

export const toDomain = (record: DomainRecord): Domain => ({ domain_id: record.id, name: record.name, slug: record.slug });

export async function listDomains(deps: { domains: DomainRepository }): Promise<Domain[]> {
  return (await deps.domains.listByName()).map(toDomain);
}

/** `name` arrives trimmed, with at least one letter or digit (contract schema). Uniqueness is by slug. */
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

export async function deleteDomain(deps: { domains: DomainRepository; members: MemberProfileRepository }, id: string): Promise<void> {
  if (!(await deps.domains.deleteById(id))) throw notFound('Domain');
  // Members keep working without the domain rather than pointing at a deleted one.
  await deps.members.removeDomainFromAll(id);
}
