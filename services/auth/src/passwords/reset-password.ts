import type { CheckResetLinkBody, CheckResetLinkResponse, ForgotPasswordBody, ResetPasswordBody } from '@agency/contracts';
import { AppError, mailMessage, newEventId, type Deliverable, type EmbeddedMessageRelay, type OutboxMessage } from '@agency/server-kit';
import { WRITER_LEASE_MS, type AccountRecord, type AccountRepository } from '../accounts/account-repository';
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
  /** The reset e-mail is recorded in the request, sealed with `box` (mail/sealed-mail.ts). */
  box: SecretBox;
  /** Links are built from configuration, never from the request's Host header (which a caller controls). */
  publicUrl: string;
  now: () => Date;
  throttle: GuessThrottle;
}

/** What the relay of password_resets does for a recorded request: compose its e-mail (composeResetMail). */
export const RESET_COMPOSE = 'password-reset.compose';

interface ComposeBody {
  email: string;
  /** The link's token, sealed (the document keeps only its hash otherwise). */
  token: string;
  expiresAt: string;
}

/**
 * Records the request before the route answers: the same one write for any address (the link's token
 * and the message that composes its e-mail), so neither the answer nor its timing tells whether the
 * account exists, and a request that was answered is never lost (the relay composes it if the writer's
 * own `deliverNow` after the answer never comes).
 */
export async function recordResetRequest(
  deps: Pick<ResetPasswordDeps, 'resetTokens' | 'box' | 'now'>,
  body: ForgotPasswordBody,
  writerLeaseMs = WRITER_LEASE_MS,
): Promise<{ _id: unknown; messages: OutboxMessage[] }> {
  const token = deps.resetTokens.newToken();
  const expiresAt = new Date(deps.now().getTime() + RESET_TTL_MS);
  const compose: ComposeBody = { email: body.email, token: deps.box.seal(token), expiresAt: expiresAt.toISOString() };
  const messages: OutboxMessage[] = [{ id: newEventId(), kind: RESET_COMPOSE, to: 'self', path: '', body: compose }];
  return { _id: await deps.resetTokens.record(token, expiresAt, messages, writerLeaseMs), messages };
}

/**
 * The relay's work for a recorded request: when its address names an account, the link goes to that
 * account and its e-mail is recorded, in one write (a repeat finds it done); an unknown address sends
 * nothing. A reset asked for with another role than the account's still reaches its owner (the e-mail
 * names the role to choose): the answer is the same either way, so nobody else learns which accounts exist.
 */
export async function composeResetMail(
  deps: Pick<ResetPasswordDeps, 'accounts' | 'resetTokens' | 'box' | 'publicUrl'>,
  message: Deliverable,
): Promise<void> {
  if (message.kind !== RESET_COMPOSE) throw new Error(`no handler for ${message.kind}`);
  const { email, token: sealed, expiresAt } = message.body as ComposeBody;
  const account = await deps.accounts.findByEmail(email);
  if (!account) return;
  const token = deps.box.open(sealed);
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  const mail = sealMail(deps.box, resetMailOf(account, link, new Date(expiresAt)));
  await deps.resetTokens.attachMail(token, account.id, mailMessage(MAIL_KINDS.passwordReset, mail, undefined, `${message.id}.mail`));
}

/** The writer's own delivery of what a request recorded (the relay of password_resets). */
export type ResetMessages = Pick<EmbeddedMessageRelay, 'deliverNow'>;

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
