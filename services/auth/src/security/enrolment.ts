import type { ConfirmTwoFactorResponse, DisableTwoFactorBody, TwoFactorSetupResponse } from '@agency/contracts';
import { AppError } from '@agency/server-kit';
import { toDataURL } from 'qrcode';
import type { AccountRecord } from '../accounts/account-repository';
import { verifyPassword } from '../accounts/password';
import { TOO_MANY_PASSWORDS } from '../throttle/guess-throttle';
import { newRecoveryCodes } from './recovery-codes';
import { invalidCode, verifySecondFactor, type SecondFactorDeps } from './second-factor';
import { matchTotpStep, newTotpSecret, totpUri } from './totp';

const notStarted = () => new AppError('TWO_FACTOR_NOT_STARTED', 'Start the set-up again to get a new QR code', 409);
const alreadyOn = () => new AppError('TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already enabled', 409);

/** A fresh pending secret each time (a reload restarts enrolment); 2FA stays off until a code confirms it. */
export async function startEnrolment(deps: SecondFactorDeps, account: AccountRecord): Promise<TwoFactorSetupResponse> {
  const secret = newTotpSecret();
  if (!(await deps.twoFactor.savePending(account.id, secret))) throw alreadyOn();
  const otpauthUrl = totpUri(secret, account.email);
  return { secret, otpauthUrl, qrDataUrl: await toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
}

/** The first code proves the app has the secret; only then is 2FA on, with recovery codes shown once. */
export async function confirmEnrolment(
  deps: SecondFactorDeps,
  account: AccountRecord,
  code: string,
  client: string,
): Promise<ConfirmTwoFactorResponse> {
  const guess = await deps.throttle.reserve(account.email, client);
  const { enabled, pendingSecret } = await deps.twoFactor.find(account.id);
  if (enabled || !pendingSecret) {
    await guess.release(); // nothing was guessed
    throw enabled ? alreadyOn() : notStarted();
  }
  const step = matchTotpStep(pendingSecret, code, deps.now());
  if (step === null) throw invalidCode(400);
  const { codes, hashes } = newRecoveryCodes();
  // Conditional on the pending secret we checked: a set-up restarted in another tab meanwhile wins.
  if (!(await deps.twoFactor.enable(account.id, pendingSecret, hashes, step))) {
    await guess.release();
    throw notStarted();
  }
  await guess.succeeded();
  return { twoFactorEnabled: true, recoveryCodes: codes };
}

/** Turning it off needs a current code or the password, so a borrowed session alone cannot. */
export async function disableTwoFactor(
  deps: SecondFactorDeps,
  account: AccountRecord,
  body: DisableTwoFactorBody,
  client: string,
): Promise<{ twoFactorEnabled: false }> {
  if (!(await deps.twoFactor.isEnabled(account.id))) return { twoFactorEnabled: false };
  if (body.code) {
    await verifySecondFactor(deps, account, { code: body.code }, client, () => invalidCode(400));
  } else {
    const guess = await deps.throttle.reserve(account.email, client, TOO_MANY_PASSWORDS);
    if (!(await verifyPassword(body.password ?? '', account.passwordHash))) {
      throw new AppError('INVALID_CURRENT_PASSWORD', 'Current password is incorrect', 400);
    }
    await guess.succeeded();
  }
  await deps.twoFactor.remove(account.id);
  return { twoFactorEnabled: false };
}
