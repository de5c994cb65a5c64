import type { LoginResponse, TwoFactorLoginBody } from '@agency/contracts';
import type { AccountRepository } from '../accounts/account-repository';
import { invalidCode, verifySecondFactor, type SecondFactorDeps } from '../security/second-factor';
import { challengeExpired, type LoginChallenges } from './login-challenge';
import type { TokenSigner } from './token-signer';

export interface TwoFactorLoginDeps extends SecondFactorDeps {
  accounts: AccountRepository;
  challenges: LoginChallenges;
  signToken: TokenSigner;
}

/** Second step of an admin login with 2FA on: the challenge from step one plus an app or recovery code. */
export async function completeTwoFactorLogin(deps: TwoFactorLoginDeps, body: TwoFactorLoginBody, client: string): Promise<LoginResponse> {
  const { accountId, tokenVersion } = deps.challenges.verify(body.challenge);
  const account = await deps.accounts.findById(accountId);
  // A password change since step one (or a deleted account) ends the challenge too.
  if (!account || account.tokenVersion !== tokenVersion || account.role !== 'admin') throw challengeExpired();
  await verifySecondFactor(deps, account, { code: body.code, recoveryCode: body.recoveryCode }, client, () => invalidCode(401));
  const { id, name, email } = account;
  return { token: deps.signToken(account), role: account.role, firstLogin: account.firstLogin, user: { id, name, email } };
}
