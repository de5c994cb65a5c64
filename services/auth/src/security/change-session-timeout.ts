import { DEFAULT_SESSION_TIMEOUT_HOURS, type UpdateSessionTimeoutResponse } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { AccountRepository } from '../accounts/account-repository';
import type { TokenSigner } from '../sessions/token-signer';
import type { SignedInAccount } from '../sessions/verify-session';

export interface SessionTimeoutDeps {
  accounts: AccountRepository;
  signToken: TokenSigner;
}

/**
 * The admin's token lifetime. A shorter one must hold for tokens already out there too (a longer-lived
 * one stolen earlier would outlast the choice), so shortening revokes every older token; the answer
 * carries a fresh token for this session, which then ends within the new lifetime. Lengthening revokes
 * nothing and leaves this session's end where it is: a longer lifetime is for the next sign-in.
 */
export async function changeSessionTimeout(
  deps: SessionTimeoutDeps,
  account: SignedInAccount,
  hours: number,
): Promise<UpdateSessionTimeoutResponse> {
  const shorter = hours < (account.sessionTimeoutHours ?? DEFAULT_SESSION_TIMEOUT_HOURS);
  const updated = await deps.accounts.setSessionTimeout(account.id, hours, { revokeOlder: shorter });
  if (!updated) throw notFound('Account');
  return { sessionTimeoutHours: hours, token: deps.signToken(updated, account) };
}
