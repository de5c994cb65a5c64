import type { CreateMemberAccountBody, InternalAccount } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import { emailTaken } from '../sessions/sign-up-and-log-in';
import type { AccountRepository } from './account-repository';
import { assertNotCommon } from './common-passwords';
import { hashPassword } from './password';

interface Deps {
  accounts: AccountRepository;
}

/** Called by the admin service when it adds a team member: the member must change the password first. */
export async function createMemberAccount(deps: Deps, body: CreateMemberAccountBody): Promise<InternalAccount> {
  assertNotCommon(body.password);
  const account = await deps.accounts.insert({
    name: body.name,
    email: body.email,
    phone: body.phone ?? '',
    role: 'member',
    passwordHash: await hashPassword(body.password),
    firstLogin: true,
  });
  if (!account) throw emailTaken();
  return { id: account.id, name: account.name, email: account.email, role: account.role, firstLogin: account.firstLogin };
}

/** Used to remove a member, and to undo a creation when the admin's second step fails. */
export async function deleteAccount(deps: Deps, id: string): Promise<void> {
  if (!(await deps.accounts.deleteById(id))) throw notFound('Account');
}
