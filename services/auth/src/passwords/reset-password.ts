import type { CheckResetLinkBody, CheckResetLinkResponse, ForgotPasswordBody, ResetPasswordBody } from '@agency/contracts';
import { AppError, mailMessage, type Outbox } from '@agency/server-kit';
import type { AccountRecord, AccountRepository } from '../accounts/account-repository';
import { assertNotCommon } from '../accounts/common-passwords';
import { hashPassword } from '../accounts/password';
import { MAIL_KINDS, sealMail } from '../mail/sealed-mail';
import type { SecretBox } from '../security/secret-box';
import type { GuessThrottle } from '../throttle/guess-throttle';
import type { ResetTokenRepository } from './reset-token-repository';

export const RESET_TTL_MS = 30 * 60_000;
export const FORGOT_PASSWORD_MESSAGE = 'If an account with that email exists, a password reset link has been sent.';
export const RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';

export interface ResetPasswordDeps {
  accounts: AccountRepository;
  resetTokens: ResetTokenRepository;
  /** The reset e-mail is an outbox message, sealed with `box` (mail/sealed-mail.ts). */
  outbox: Outbox;
  box: SecretBox;
  /** Links are built from configuration, never from the request's Host header (which a caller controls). */
  publicUrl: string;
  now: () => Date;
  throttle: GuessThrottle;
}

/**
 * Records the request as a held e-mail before the route answers: the same one write for any address,
 * so neither the answer nor its timing tells whether the account exists, and a request that was
 * answered is never lost (a crash before `sendResetLink` ends leaves it held for the relay's confirm).
 */
export async function recordResetRequest(deps: Pick<ResetPasswordDeps, 'outbox'>, body: ForgotPasswordBody): Promise<string> {
  const message = mailMessage(MAIL_KINDS.passwordReset, undefined, { email: body.email, role: body.role });
  await deps.outbox.hold([message]);
  return message.id;
}

/**
 * Puts a fresh link into the held e-mail when the e-mail names an account; false: nothing to send. A
 * reset asked for with another role than the account's still reaches its owner (the e-mail names the
 * role to choose): the answer is the same either way, so nobody else learns which accounts exist.
 */
export async function composeResetMail(deps: ResetPasswordDeps, messageId: string, body: ForgotPasswordBody): Promise<boolean> {
  const account = await deps.accounts.findByEmail(body.email);
  if (!account) return false;
  const expiresAt = new Date(deps.now().getTime() + RESET_TTL_MS);
  const token = await deps.resetTokens.issue(account.id, expiresAt);
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.outbox.amend(messageId, sealMail(deps.box, resetMailOf(account, link, expiresAt)));
  return true;
}

/** After the answer: the held e-mail gets its link and goes to the relay, or is dropped for an unknown account. */
export async function sendResetLink(deps: ResetPasswordDeps, messageId: string, body: ForgotPasswordBody): Promise<void> {
  const found = await composeResetMail(deps, messageId, body);
  await (found ? deps.outbox.release([messageId]) : deps.outbox.discard([messageId]));
}

const ROLE_NAMES: Record<AccountRecord['role'], string> = { user: 'User', member: 'Member', admin: 'Admin' };

/** The agency's own clock (Indore), named, e.g. "Dec 2, 2026, 6:40 AM India Standard Time". */
const agencyTime = (at: Date) =>
  `${at.toLocaleString('en-US', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} India Standard Time`;

// The link expires on its own clock however late the mail arrives, so the e-mail names the moment. No
// name: sign-up confirms no address, so whoever signed up with a stranger's e-mail chose it.
const resetMailOf = (account: AccountRecord, link: string, expiresAt: Date) => ({
  to: account.email,
  subject: 'Reset your password',
  text: [
    'Hello,',
    '',
    'Someone (hopefully you) asked to reset the password of your agency portal account.',
    `Open this link within 30 minutes of the request, by ${agencyTime(expiresAt)}, to choose a new password. It works once.`,
    '',
    link,
    '',
    `When you sign in, choose the role "${ROLE_NAMES[account.role]}".`,
    '',
    'If you did not ask for this, ignore this e-mail; your password stays as it is.',
  ].join('\n'),
});

const invalidLink = () => new AppError('INVALID_RESET_TOKEN', 'This reset link is invalid or has expired.', 400);

/**
 * Lets the reset page say at once that a link is dead. Counted like a reset (a wrong link stays counted,
 * a good one is given back), so checking is no cheaper way to guess links than resetting.
 */
export async function checkResetLink(deps: ResetPasswordDeps, body: CheckResetLinkBody, client: string): Promise<CheckResetLinkResponse> {
  const guess = await deps.throttle.reserveResetLink(client);
  const valid = await deps.resetTokens.isUsable(body.token, deps.now());
  if (valid) await guess.succeeded();
  return { valid };
}

/** `client` is counted before the link is checked: a wrong link stays counted, a good one is given back. */
export async function resetPassword(deps: ResetPasswordDeps, body: ResetPasswordBody, client: string): Promise<{ message: string }> {
  assertNotCommon(body.newPassword); // before the link is used up
  const guess = await deps.throttle.reserveResetLink(client);
  const accountId = await deps.resetTokens.consume(body.token, deps.now());
  if (!accountId) throw invalidLink();
  await guess.succeeded();
  const account = await deps.accounts.findById(accountId);
  if (!account) throw invalidLink();
  const updated = await deps.accounts.replacePassword(account.id, account.tokenVersion, await hashPassword(body.newPassword));
  if (!updated) throw new AppError('CONFLICT', 'The password was changed at the same time. Please try again.', 409);
  await deps.resetTokens.revokeAll(account.id);
  return { message: RESET_DONE_MESSAGE };
}
