import type { MessageResponse } from '@agency/contracts';
import { notFound } from '@agency/server-kit';
import type { AccountRepository } from '../accounts/account-repository';
import type { SessionRepository } from './session-repository';
import type { SignedInAccount } from './verify-session';

export interface LogOutDeps {
  accounts: AccountRepository;
  sessions: SessionRepository;
}

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You have been signed out of all devices.';

/**
 * Ends the session of the token used: it is refused by auth at once and by the other services
 * within their cache time. A token from before sessions had ids can only be ended with all others.
 */
export async function logOut(deps: LogOutDeps, account: SignedInAccount): Promise<MessageResponse> {
  if (!account.sessionId) return logOutEverywhere(deps, account);
  await deps.sessions.revoke(account.sessionId, account.id, account.tokenExpiresAt);
  return { message: SIGNED_OUT_MESSAGE };
}

/** Every token of the account so far stops working (a new token version). */
export async function logOutEverywhere(deps: LogOutDeps, account: SignedInAccount): Promise<MessageResponse> {
  if (!(await deps.accounts.bumpTokenVersion(account.id))) throw notFound('Account');
  return { message: SIGNED_OUT_EVERYWHERE_MESSAGE };
}
