import { randomBytes } from 'node:crypto';
import {
  authInternalApi,
  type AdminMember,
  type CreateMemberBody,
  type MemberListResponse,
  type MemberListQuery,
  type UpdateMemberBody,
} from '@agency/contracts';
import {
  AppError,
  newEventId,
  notFound,
  staleVersion,
  type AuthClient,
  type EmbeddedMessageRelay,
  type Logger,
  type Outbox,
  type OutboxMessage,
  type OutboxRelay,
} from '@agency/server-kit';
import type { DomainRepository } from '../domains/domain-repository';
import { toDomainRef } from '../domains/manage-domains';
import type { AdminMemberRecord, MemberProfileRepository } from './member-profile-repository';
import { decodeNameCursor, encodeNameCursor } from './name-cursor';

export interface MemberDeps {
  domains: DomainRepository;
  members: MemberProfileRepository;
  accounts: Pick<AuthClient, 'createAccount' | 'updateMemberAccount' | 'identity'>;
  outbox: Outbox;
  relay: Pick<OutboxRelay, 'deliverNow'>;
  /** Delivers what a removal records in the profile's tombstone (the app's relay for member_profiles). */
  removals: Pick<EmbeddedMessageRelay, 'deliverNow'>;
  logger?: Logger;
}

/** How long a request waits for its messages to arrive before answering (they arrive later anyway). */
const DELIVER_NOW_MS = 3000;
/** The removal's messages are the writer's to try first; a writer that died leaves them to the relay after this. */
const REMOVAL_LEASE_MS = DELIVER_NOW_MS + 2000;

type NewMember = Omit<CreateMemberBody, 'skillTags'> & { skillTags: string[]; empId: string; pic: string; description: string };

const empIdTaken = () => new AppError('EMP_ID_TAKEN', 'A member with this Employee ID already exists', 409);

async function toAdminMembers(deps: Pick<MemberDeps, 'domains'>, records: AdminMemberRecord[]): Promise<AdminMember[]> {
  const ids = [...new Set(records.flatMap((r) => r.domainIds))];
  const byId = new Map((await deps.domains.findByIds(ids)).map((d) => [d.id, toDomainRef(d)]));
  return records.map(({ id, domainIds, ...rest }) => ({ member_id: id, ...rest, domains: domainIds.flatMap((d) => byId.get(d) ?? []) }));
}

async function requireDomains(deps: Pick<MemberDeps, 'domains'>, domainIds: string[]): Promise<string[]> {
  const unique = [...new Set(domainIds)];
  if ((await deps.domains.findByIds(unique)).length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', 'One of the chosen domains does not exist', 400);
  }
  return unique;
}

/**
 * A page of the team by name after `cursor`, read by position (members added meanwhile neither repeat
 * nor hide others); with `q` only the names containing it (the member picker's search).
 */
export async function listMembers(deps: MemberDeps, { limit, q, cursor }: MemberListQuery): Promise<MemberListResponse> {
  const name = q || undefined;
  const after = cursor ? decodeNameCursor(cursor) : null;
  // One extra row tells whether another page exists.
  const [rows, total] = await Promise.all([
    deps.members.listPage(after, limit + 1, name),
    name ? deps.members.countNamed(name) : deps.members.count(),
  ]);
  const records = rows.slice(0, limit);
  const last = records[records.length - 1];
  const nextCursor = rows.length > limit && last ? encodeNameCursor({ name: last.name, id: last.id }) : null;
  return { members: await toAdminMembers(deps, records), total, nextCursor };
}

/**
 * A saga over two services: the account is created in auth first (it owns e-mail uniqueness), then
 * the profile here. The account id is chosen here and is the idempotency key of the call. When the
 * call fails without an answer (auth slow or down) auth may still create the account later, and when
 * the profile step fails the account exists: either way a cancel (delete by that id) goes through the
 * outbox, so it reaches auth however late, and auth refuses a create that arrives after its cancel.
 */
export async function addMember(deps: MemberDeps, body: NewMember): Promise<AdminMember> {
  const domainIds = await requireDomains(deps, body.domain_ids);
  const accountId = randomBytes(12).toString('hex');
  let account;
  try {
    account = await deps.accounts.createAccount({ id: accountId, name: body.name, email: body.email, password: body.password });
  } catch (err) {
    // No answer: auth may still create it. Not waited for: auth is not answering right now.
    if (!(err instanceof AppError) || err.status >= 500) await cancelAccount(deps, accountId, false);
    throw err;
  }
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
    await cancelAccount(deps, account.id);
    throw err;
  }
  if (!created) {
    await cancelAccount(deps, account.id);
    throw empIdTaken();
  }
  return (await toAdminMembers(deps, [created]))[0]!;
}

const deleteAccountMessage = (kind: string, accountId: string): OutboxMessage => ({
  id: newEventId(),
  kind,
  to: 'auth',
  method: authInternalApi.deleteAccount.method,
  path: authInternalApi.deleteAccount.path(accountId),
  accept: [404], // gone already: what a repeat finds
});

async function cancelAccount(deps: MemberDeps, accountId: string, wait = true): Promise<void> {
  const message = deleteAccountMessage('account.cancel', accountId);
  await deps.outbox.send([message]);
  // When auth answers, the e-mail is free again before this request answers.
  if (wait && !(await deps.relay.deliverNow([message.id], DELIVER_NOW_MS))) {
    deps.logger?.warn('member saga: account cancel queued, auth did not answer yet', { accountId });
  }
}

/**
 * The profile goes at once; the member's open tasks are withdrawn (member service), they leave the
 * requests they were assigned to (user service: no more thread access) and the login is deleted (auth)
 * by messages the removal records in the profile's tombstone, in the same write, so a slow or down
 * service (or a crash right after the write) delays them but never loses them. The request waits a
 * little for them: normally the member's writes are refused by the time it answers.
 */
export async function removeMember(deps: MemberDeps, id: string): Promise<void> {
  const member = await deps.members.findForAdmin(id);
  if (!member) throw notFound('Member');
  const messages: OutboxMessage[] = member.accountId
    ? [
        { id: newEventId(), kind: 'member.removed', to: 'member', path: `/internal/members/${member.accountId}/withdraw` },
        { id: newEventId(), kind: 'member.removed', to: 'user', path: `/internal/members/${member.accountId}/unassign` },
        deleteAccountMessage('member.removed', member.accountId),
      ]
    : [];
  if (!(await deps.members.remove(id, messages, REMOVAL_LEASE_MS))) throw notFound('Member');
  if (messages.length === 0) return;
  const outcomes = await deps.removals.deliverNow(deps.members.storedId(id), messages, DELIVER_NOW_MS);
  if (!outcomes.every((outcome) => 'done' in outcome)) {
    deps.logger?.warn('member removal: withdrawal or account deletion queued', { memberId: id });
  }
}

/**
 * Only the fields sent change. Name and e-mail are the login's (auth owns them): they are changed in
 * auth first (409 EMAIL_TAKEN there), then in this copy, which auth's account.changed keeps in step
 * anyway. With `expectedVersion` (If-Match) a save on an older copy is refused.
 */
export async function updateMember(
  deps: MemberDeps,
  id: string,
  patch: UpdateMemberBody & { skillTags?: string[]; skills?: string[]; languages?: string[] },
  expectedVersion?: number,
  idempotencyKey: string = newEventId(),
) {
  const current = await deps.members.findForAdmin(id);
  if (!current) throw notFound('Member');
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw staleVersion();
  const { domain_ids, name, email, ...fields } = patch;
  const domainIds = domain_ids ? await requireDomains(deps, domain_ids) : undefined;
  const identity = {
    ...(name !== undefined && name !== current.name ? { name } : {}),
    ...(email !== undefined && email.toLowerCase() !== current.email ? { email } : {}),
  };
  let login = {};
  if (Object.keys(identity).length > 0) {
    if (current.accountId) {
      const account = await deps.accounts.updateMemberAccount(current.accountId, identity, idempotencyKey);
      login = { name: account.name, email: account.email };
    } else {
      login = identity;
    }
  }
  const result = await deps.members.update(id, { ...fields, ...login, ...(domainIds ? { domainIds } : {}) }, expectedVersion);
  if (result === 'missing') throw notFound('Member');
  if (result === 'duplicate') throw empIdTaken();
  if (result === 'stale') throw staleVersion();
  return (await toAdminMembers(deps, [result]))[0]!;
}

/** auth's account.changed: the copy reads the current values from the owner (a late message cannot bring back old ones). */
export async function followAccount(deps: Pick<MemberDeps, 'members' | 'accounts'>, accountId: string): Promise<void> {
  const account = await deps.accounts.identity(accountId);
  if (account) await deps.members.syncAccount(accountId, { name: account.name, email: account.email });
}
