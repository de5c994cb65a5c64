import type { AdminAccountsPage, CreateMemberAccountBody, InternalAccount, PatchAccountBody } from '@agency/contracts';
import { AppError, isObjectId, notFound } from '@agency/server-kit';
import { emailTaken } from './account-errors';
import type { AccountRecord, AccountRepository } from './account-repository';
import { assertNotCommon } from './common-passwords';
import { hashPassword } from './password';

export interface MemberAccountDeps {
  accounts: AccountRepository;
}

const toInternal = (account: AccountRecord): InternalAccount => ({
  id: account.id,
  name: account.name,
  email: account.email,
  role: account.role,
  firstLogin: account.firstLogin,
});

/**
 * Called by the admin service when it adds a team member: the member must change the password first.
 * With `id` (the admin's idempotency key) a repeated call answers the account the first one made.
 */
export async function createMemberAccount(deps: MemberAccountDeps, body: CreateMemberAccountBody): Promise<InternalAccount> {
  assertNotCommon(body.password);
  const fields = {
    name: body.name,
    email: body.email,
    phone: body.phone ?? '',
    role: 'member' as const,
    passwordHash: await hashPassword(body.password),
    firstLogin: true,
  };
  if (!body.id) {
    const account = await deps.accounts.insert(fields);
    if (!account) throw emailTaken();
    return toInternal(account);
  }
  const account = await deps.accounts.insertWithId(body.id, fields);
  if (account === 'email-taken') throw emailTaken();
  if (account === 'deleted') throw new AppError('ACCOUNT_CANCELLED', 'This account was cancelled by its creator', 410);
  return toInternal(account);
}

/** Used to remove a member, and to undo a creation (the id is remembered: a late create for it is refused). */
export async function deleteAccount(deps: MemberAccountDeps, id: string): Promise<void> {
  if (!(await deps.accounts.deleteById(id))) throw notFound('Account');
}

export async function showIdentity(deps: MemberAccountDeps, id: string): Promise<InternalAccount> {
  const account = await deps.accounts.findById(id);
  if (!account) throw notFound('Account');
  return toInternal(account);
}

/**
 * One page of the admins' current names and e-mails (whom the user service tells of new requests and
 * customers' messages). The cursor is the last account id of the previous page; anything else is 400.
 */
export async function listAdminIdentities(
  deps: MemberAccountDeps,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<AdminAccountsPage> {
  if (cursor !== undefined && !isObjectId(cursor)) throw new AppError('INVALID_CURSOR', 'Invalid cursor', 400);
  // One extra row tells whether another page exists.
  const rows = await deps.accounts.listByRole('admin', cursor ?? null, limit + 1);
  const page = rows.slice(0, limit);
  return { accounts: page.map(toInternal), nextCursor: rows.length > limit ? page[page.length - 1]!.id : null };
}

/** Name/e-mail of a member's account set by an admin (only member accounts: an admin never edits a customer here). */
export async function updateMemberAccount(
  deps: MemberAccountDeps,
  id: string,
  patch: Pick<PatchAccountBody, 'name' | 'email'>,
): Promise<InternalAccount> {
  const account = await deps.accounts.findById(id);
  if (!account || account.role !== 'member') throw notFound('Account');
  const updated = await deps.accounts.updateProfile(id, patch);
  if (updated === 'email-taken') throw emailTaken();
  if (!updated || updated === 'stale') throw notFound('Account');
  return toInternal(updated);
}
