import { AppError } from '@agency/server-kit';
import type { AccountRecord } from '../accounts/account-repository';
import type { GuessThrottle } from '../throttle/guess-throttle';
import { hashRecoveryCode } from './recovery-codes';
import { matchTotpStep } from './totp';
import type { TwoFactorRepository } from './two-factor-repository';

export interface SecondFactorDeps {
  twoFactor: TwoFactorRepository;
  throttle: GuessThrottle;
  now: () => Date;
}

/** Already normalised by the contract's schemas (digits only; lower-case without the dash). */
export interface SecondFactorProof {
  code?: string;
  recoveryCode?: string;
}

/**
 * Checks a code of an account whose 2FA is on, consuming it: an app code's 30-second step or the
 * recovery code can never be used again. Wrong codes count in the same per-e-mail and per-client
 * windows as wrong passwords (a 6-digit code is easier to guess than a password).
 */
export async function verifySecondFactor(
  deps: SecondFactorDeps,
  account: AccountRecord,
  proof: SecondFactorProof,
  client: string,
  invalid: () => AppError,
): Promise<void> {
  const guess = await deps.throttle.reserve(account.email, client);
  if (!(await consume(deps, account.id, proof))) throw invalid();
  await guess.succeeded();
}

async function consume({ twoFactor, now }: SecondFactorDeps, accountId: string, proof: SecondFactorProof): Promise<boolean> {
  if (proof.recoveryCode) return twoFactor.useRecoveryCode(accountId, hashRecoveryCode(proof.recoveryCode));
  const { enabled, secret } = await twoFactor.find(accountId);
  if (!enabled || !secret || !proof.code) return false;
  const step = matchTotpStep(secret, proof.code, now());
  return step !== null && twoFactor.useStep(accountId, step);
}

export const invalidCode = (status: 400 | 401) => new AppError('INVALID_TWO_FACTOR_CODE', 'Invalid authentication code', status);
