import type { ChangePasswordBody, ChangePasswordResponse, PatchAccountBody, UpdateProfileResponse, UserProfile } from '@agency/contracts';
import { AppError, notFound, staleVersion } from '@agency/server-kit';
import { emailTaken } from './account-errors';
import type { TokenSigner } from '../sessions/token-signer';
import type { ResetTokenRepository } from '../passwords/reset-token-repository';
import { TOO_MANY_PASSWORDS, type GuessThrottle } from '../throttle/guess-throttle';
import type { AccountRecord, AccountRepository } from './account-repository';
import { assertNotCommon } from './common-passwords';
import type { SignedInAccount } from '../sessions/verify-session';
import { assertEmailChangeAllowed, emailChangePendingMessage, emailChangeRequest, type EmailChangeDeps } from './change-email';
import { hashPassword, verifyPassword } from './password';

export interface SelfServiceDeps {
  accounts: AccountRepository;
  resetTokens: ResetTokenRepository;
  signToken: TokenSigner;
  throttle: GuessThrottle;
}

export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

export const toProfile = ({ id, name, email, phone, version }: AccountRecord): UserProfile => ({ id, name, email, phone, version });

/**
 * Everyone proves the current password, except a member on the first-login password, who has only
 * the one an admin chose; the new one must differ from it. The change revokes every older token; the answer carries a fresh one.
 * A stolen session must not become a way to guess the password: the current password is counted
 * in the same windows as logins (per account and `client`) before it is checked.
 */
export async function changePassword(
  deps: SelfServiceDeps,
  account: AccountRecord,
  body: ChangePasswordBody,
  client: string,
): Promise<ChangePasswordResponse> {
  assertNotCommon(body.newPassword);
  if (!account.firstLogin) {
    if (!body.currentPassword) throw new AppError('VALIDATION_FAILED', 'currentPassword: Current password is required', 400);
    const guess = await deps.throttle.reserve(account.email, client, TOO_MANY_PASSWORDS);
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
      // 400, not 401: the session is fine, only the typed password is wrong.
      throw new AppError('INVALID_CURRENT_PASSWORD', 'Current password is incorrect', 400);
    }
    await guess.succeeded();
  }
  // A first-login member "changing" the admin-chosen password to itself would keep a password someone else knows.
  if (await verifyPassword(body.newPassword, account.passwordHash)) {
    throw new AppError('PASSWORD_UNCHANGED', 'The new password must be different from your current password', 400);
  }
  const updated = await deps.accounts.replacePassword(account.id, account.tokenVersion, await hashPassword(body.newPassword));
  if (!updated) throw new AppError('UNAUTHENTICATED', 'Invalid or expired token', 401); // a parallel change revoked this session
  await deps.resetTokens.revokeAll(account.id);
  return { message: PASSWORD_CHANGED_MESSAGE, token: deps.signToken(updated), firstLogin: false };
}

/**
 * Only the fields sent change; `expectedVersion` (If-Match) refuses a save made on an older copy.
 * Name and phone change at once. A new e-mail needs the current password and stays pending until the
 * link mailed to it is opened (change-email.ts); the answer says so, and `user.email` is still the old one.
 */
export async function updateProfile(
  deps: SelfServiceDeps & EmailChangeDeps,
  account: SignedInAccount,
  body: PatchAccountBody,
  client: string,
  expectedVersion?: number,
): Promise<UpdateProfileResponse> {
  const { currentPassword, email, ...fields } = body;
  const newEmail = email !== undefined && email !== account.email ? email : undefined;
  if (newEmail) await assertEmailChangeAllowed(deps, account, newEmail, currentPassword, client);
  const emailChange = newEmail ? emailChangeRequest(deps, account, newEmail) : undefined;
  // One write: the fields, the pending e-mail with its mails. Also with neither: the version check
  // (If-Match) refuses a save made on an older copy.
  const updated =
    Object.keys(fields).length > 0 || emailChange || expectedVersion !== undefined
      ? await deps.accounts.updateProfile(account.id, fields, expectedVersion, emailChange)
      : account;
  if (updated === 'email-taken') throw emailTaken();
  if (updated === 'stale') throw staleVersion();
  if (!updated) throw notFound('Account');
  // The name is a claim in the token, so the profile change comes with a fresh one (same session, same end).
  return {
    message: newEmail ? emailChangePendingMessage(newEmail, updated.email) : 'Profile updated successfully!',
    token: deps.signToken(updated, account),
    user: toProfile(updated),
    ...(newEmail ? { pendingEmail: newEmail } : {}),
  };
}
