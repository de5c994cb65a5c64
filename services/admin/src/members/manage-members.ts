import type { AdminMember, CreateMemberBody, MemberListResponse, PageQuery, UpdateMemberBody } from '@agency/contracts';
import { AppError, notFound, type Logger } from '@agency/server-kit';
import type { DomainRepository } from '../domains/domain-repository';
import { toDomainRef } from '../domains/manage-domains';
import type { MemberAccountsClient } from './member-accounts-client';
import type { AdminMemberRecord, MemberProfileRepository } from './member-profile-repository';

interface Deps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  accounts: MemberAccountsClient;
  logger?: Logger;
}

type NewMember = Omit<CreateMemberBody, 'skillTags'> & { skillTags: string[]; empId: string; pic: string; description: string };

const empIdTaken = () => new AppError('EMP_ID_TAKEN', 'A member with this Employee ID already exists', 409);

async function toAdminMembers(deps: Pick<Deps, 'domains'>, records: AdminMemberRecord[]): Promise<AdminMember[]> {
  const ids = [...new Set(records.flatMap((r) => r.domainIds))];
  const byId = new Map((await deps.domains.findByIds(ids)).map((d) => [d.id, toDomainRef(d)]));
  return records.map(({ id, domainIds, ...rest }) => ({ member_id: id, ...rest, domains: domainIds.flatMap((d) => byId.get(d) ?? []) }));
}

async function requireDomains(deps: Pick<Deps, 'domains'>, domainIds: string[]): Promise<string[]> {
  const unique = [...new Set(domainIds)];
  if ((await deps.domains.findByIds(unique)).length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', 'One of the chosen domains does not exist', 400);
  }
  return unique;
}

export async function listMembers(deps: Deps, { page, limit }: PageQuery): Promise<MemberListResponse> {
  const [records, total] = await Promise.all([deps.members.listPage((page - 1) * limit, limit), deps.members.count()]);
  return { members: await toAdminMembers(deps, records), total, page, limit };
}

/**
 * A saga over two services: the account is created in auth first (it owns e-mail uniqueness), then
 * the profile here. If the profile step fails the account is deleted again, so no member exists
 * who can log in but is missing from the team, or the other way round.
 */
export async function addMember(deps: Deps, body: NewMember): Promise<AdminMember> {
  const domainIds = await requireDomains(deps, body.domain_ids);
  const account = await deps.accounts.createAccount({ name: body.name, email: body.email, password: body.password });
  let created: AdminMemberRecord | null;
  try {
    created = await deps.members.insert({
      accountId: account.id,
      email: account.email,
      name: body.name,
      empId: body.empId,
      pic: body.pic,
      description: body.description,
      skillTags: body.skillTags,
      about: '',
      skills: [],
      languages: [],
      domainIds,
    });
  } catch (err) {
    await undoAccount(deps, account.id);
    throw err;
  }
  if (!created) {
    await undoAccount(deps, account.id);
    throw empIdTaken();
  }
  return (await toAdminMembers(deps, [created]))[0]!;
}

async function undoAccount(deps: Deps, accountId: string): Promise<void> {
  try {
    await deps.accounts.deleteAccount(accountId);
  } catch (err) {
    // Nothing more can be done in this request; the log line is what an operator repairs from.
    deps.logger?.error('member saga: could not delete the account of a failed profile', { accountId, err: String(err) });
  }
}

/** Account first: once it is gone the member cannot log in; if auth is down nothing changes (503). */
export async function removeMember(deps: Deps, id: string): Promise<void> {
  const member = await deps.members.findForAdmin(id);
  if (!member) throw notFound('Member');
  if (member.accountId) await deps.accounts.deleteAccount(member.accountId);
  await deps.members.deleteById(id);
}

export async function updateMember(
  deps: Deps,
  id: string,
  patch: UpdateMemberBody & { skillTags?: string[]; skills?: string[]; languages?: string[] },
) {
  const { domain_ids, ...fields } = patch;
  const domainIds = domain_ids ? await requireDomains(deps, domain_ids) : undefined;
  const result = await deps.members.update(id, { ...fields, ...(domainIds ? { domainIds } : {}) });
  if (result === 'missing') throw notFound('Member');
  if (result === 'duplicate') throw empIdTaken();
  return (await toAdminMembers(deps, [result]))[0]!;
}
