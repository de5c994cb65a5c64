import type { MemberCard, MemberProfile, TeamPage, TeamPageQuery } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { DomainRepository } from '../domains/domain-repository';
import { toDomainRef } from '../domains/manage-domains';
import type { MemberProfileRecord, MemberProfileRepository } from './member-profile-repository';
import { pictureUrl } from './member-picture';
import { decodeNameCursor, encodeNameCursor } from './name-cursor';

export interface ShowMemberDeps {
  domains: Pick<DomainRepository, 'findById' | 'findByIds'>;
  members: Pick<MemberProfileRepository, 'listByDomain' | 'findById' | 'listByDomainPage' | 'countInDomain' | 'findPicture'>;
}

async function resolveDomainNames(deps: ShowMemberDeps, profiles: MemberProfileRecord[]) {
  const ids = [...new Set(profiles.flatMap((p) => p.domainIds))];
  const byId = new Map((await deps.domains.findByIds(ids)).map((d) => [d.id, toDomainRef(d)]));
  return (profile: MemberProfileRecord) => profile.domainIds.flatMap((id) => byId.get(id) ?? []);
}

function toCard(profile: MemberProfileRecord, domains: MemberCard['domains']): MemberCard {
  const { id, name, empId, pic, description, skillTags } = profile;
  return { member_id: id, name, empId, pic: pictureUrl(id, pic), description, skillTags, domains };
}

/** The public team page of one domain: cards without e-mail. */
export async function listDomainMembers(deps: ShowMemberDeps, domainId: string): Promise<MemberCard[]> {
  if (!(await deps.domains.findById(domainId))) throw notFound('Domain');
  const profiles = await deps.members.listByDomain(domainId);
  const domainsOf = await resolveDomainNames(deps, profiles);
  return profiles.map((p) => toCard(p, domainsOf(p)));
}

/** One page of a domain's team page by name, with the cursor to the next page and the whole count. */
export async function listTeamPage(deps: ShowMemberDeps, domainId: string, { cursor, limit }: TeamPageQuery): Promise<TeamPage> {
  const after = cursor ? decodeNameCursor(cursor) : null;
  if (!(await deps.domains.findById(domainId))) throw notFound('Domain');
  const [rows, total] = await Promise.all([
    deps.members.listByDomainPage(domainId, after, limit + 1),
    deps.members.countInDomain(domainId),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const domainsOf = await resolveDomainNames(deps, page);
  return {
    members: page.map((p) => toCard(p, domainsOf(p))),
    nextCursor: rows.length > limit && last ? encodeNameCursor({ name: last.name, id: last.id }) : null,
    total,
  };
}

/** The public profile page of one member. */
export async function getMemberProfile(deps: ShowMemberDeps, memberId: string): Promise<MemberProfile> {
  const profile = await deps.members.findById(memberId);
  if (!profile) throw notFound('Member');
  const domainsOf = await resolveDomainNames(deps, [profile]);
  const { about, skills, languages } = profile;
  return { ...toCard(profile, domainsOf(profile)), about, skills, languages };
}
