import type { Domain } from '@agency/contracts';
import { AppError, notFound } from '@agency/server-kit';
import type { MemberProfileRepository } from '../members/member-profile-repository';
import type { DomainRecord, DomainRepository } from './domain-repository';

export const toDomain = (record: DomainRecord): Domain => ({ domain_id: record.id, name: record.name });

export async function listDomains(deps: { domains: DomainRepository }): Promise<Domain[]> {
  return (await deps.domains.listByName()).map(toDomain);
}

/** `name` arrives trimmed and non-blank (contract schema). */
export async function createDomain(deps: { domains: DomainRepository }, name: string): Promise<Domain> {
  const created = await deps.domains.insert(name);
  if (!created) throw new AppError('DOMAIN_EXISTS', 'A domain with this name already exists', 409);
  return toDomain(created);
}

export async function deleteDomain(deps: { domains: DomainRepository; members: MemberProfileRepository }, id: string): Promise<void> {
  if (!(await deps.domains.deleteById(id))) throw notFound('Domain');
  // Members keep working without the domain rather than pointing at a deleted one.
  await deps.members.removeDomainFromAll(id);
}
