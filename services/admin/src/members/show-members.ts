import type { MemberCard, MemberProfile } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { DomainRepository } from '../domains/domain-repository';
import { toDomainRef } from '../domains/manage-domains';
import type { MemberProfileRecord, MemberProfileRepository } from './member-profile-repository';

export interface ShowMemberDeps {
  domains: Pick<DomainRepository, 'findById' | 'findByIds'>;
  members: Pick<MemberProfileRepository, 'listByDomain' | 'findById'>;
}

async function resolveDomainNames(deps: ShowMemberDeps, profiles: MemberProfileRecord[]) {
  const ids = [...new Set(profiles.flatMap((p) => p.domainIds))];
  const byId = new Map((await deps.domains.findByIds(ids)).map((d) => [d.id, toDomainRef(d)]));
  return (profile: MemberProfileRecord) => profile.domainIds.flatMap((id) => byId.get(id) ?? []);
}

function toCard(profile: MemberProfileRecord, domains: MemberCard['domains']): MemberCard {
  const { id, name, empId, pic, description, skillTags } = profile;
  return { member_id: id, name, empId, pic, description, skillTags, domains };
}

/** The public team page of one domain: cards without e-mail. */
export async function listDomainMembers(deps: ShowMemberDeps, domainId: string): Promise<MemberCard[]> {
  if (!(await deps.domains.findById(domainId))) throw notFound('Domain');
  const profiles = await deps.members.listByDomain(domainId);
  const domainsOf = await resolveDomainNames(deps, profiles);
  return profiles.map((p) => toCard(p, domainsOf(p)));
}

/** The public profile page of one member. */
export async function getMemberProfile(deps: ShowMemberDeps, memberId: string): Promise<MemberProfile> {
  const profile = await deps.members.findById(memberId);
  if (!profile) throw notFound('Member');
  const domainsOf = await resolveDomainNames(deps, [profile]);
  const { about, skills, languages } = profile;
  return { ...toCard(profile, domainsOf(profile)), about, skills, languages };
}
