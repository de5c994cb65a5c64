import { createHash, randomBytes } from 'node:crypto';
import type { ConfirmEmailResponse } from '@agency/contracts';
import { AppError, mailMessage } from '@agency/server-kit';
import { MAIL_KINDS, sealMail } from '../mail/sealed-mail';
import type { SecretBox } from '../security/secret-box';
import { emailTaken } from './account-errors';
import type { FloodLimiters } from '../throttle/flood-limits';
import { TOO_MANY_PASSWORDS, type GuessThrottle } from '../throttle/guess-throttle';
import type { AccountRecord, AccountRepository, EmailChangeRequest } from './account-repository';
import { verifyPassword } from './password';

// A day: the owner may read the new mailbox later; the old address has been warned at once meanwhile.
export const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;

export interface EmailChangeDeps {
  accounts: AccountRepository;
  throttle: GuessThrottle;
  floods: Pick<FloodLimiters, 'reserveEmailChange'>;
  /** Its two e-mails are recorded in the account, sealed with `box` (mail/sealed-mail.ts). */
  box: SecretBox;
  publicUrl: string;
  now: () => Date;
}

export const emailChangePendingMessage = (newEmail: string, oldEmail: string) =>
  `Profile updated successfully! We sent a confirmation link to ${newEmail}. Your email stays ${oldEmail} until you open it.`;

/**
 * A session token alone must not move the account to another address (a stolen token plus a reset
 * link to the new address would own the account): the current password is required, and counted like
 * a login guess. Also refuses an address that is taken now (it is checked again on confirmation). Last,
 * the change is counted in the e-mail change limits: only a change that will be mailed, and before
 * anything is written, so a refused one changes nothing.
 */
export async function assertEmailChangeAllowed(
  deps: EmailChangeDeps,
  account: AccountRecord,
  newEmail: string,
  currentPassword: string | undefined,
  client: string,
): Promise<void> {
  if (!currentPassword) {
    throw new AppError('VALIDATION_FAILED', 'currentPassword: Enter your current password to change your email', 400);
  }
  // Reserved before it is judged, in the same windows as logins and change-password.
  const guess = await deps.throttle.reserve(account.email, client, TOO_MANY_PASSWORDS);
  if (!(await verifyPassword(currentPassword, account.passwordHash))) {
    throw new AppError('INVALID_CURRENT_PASSWORD', 'Current password is incorrect', 400);
  }
  await guess.succeeded();
  const holder = await deps.accounts.findByEmail(newEmail);
  if (holder && holder.id !== account.id) throw emailTaken();
  await deps.floods.reserveEmailChange(account.id, newEmail, client);
}

// Only the SHA-256 of the link's token is stored (as for reset links): a leaked database holds no usable link.
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The pending change with its two e-mails (the link to the new address, the warning to the old one),
 * for the profile save to record in the account in its one write: neither mail exists without the
 * change, and both are sent however long the mail server is away.
 */
export function emailChangeRequest(
  deps: Pick<EmailChangeDeps, 'box' | 'publicUrl' | 'now'>,
  account: AccountRecord,
  newEmail: string,
): EmailChangeRequest {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const base = deps.publicUrl.replace(/\/+$/, '');
  const mails = [
    mailMessage(
      MAIL_KINDS.emailChangeLink,
      sealMail(deps.box, linkMailOf(newEmail, `${base}/confirm-email?token=${encodeURIComponent(token)}`)),
    ),
    mailMessage(MAIL_KINDS.emailChangeNotice, sealMail(deps.box, noticeMailOf(account, newEmail, now, base))),
  ];
  return { tokenHash: hashLinkToken(token), newEmail, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS), mails };
}

// Nobody at `newEmail` has confirmed anything yet, so the mail carries no text the account chose (its
// name, its own address): else anyone could have the agency mail their words to strangers.
const linkMailOf = (newEmail: string, link: string) => ({
  to: newEmail,
  subject: 'Confirm your new email address',
  text: [
    'Hello,',
    '',
    `Someone asked to make ${newEmail} the sign-in email of an agency portal account.`,
    'Open this link within 24 hours to confirm it. The link works once.',
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail; nothing changes.',
  ].join('\n'),
});

// Sign-up confirms no address either, so no name here; the new address stays: the owner must see where the account goes.
const noticeMailOf = (account: AccountRecord, newEmail: string, now: Date, base: string) => ({
  to: account.email,
  subject: 'Your sign-in email is about to change',
  text: [
    'Hello,',
    '',
    `On ${now.toUTCString()} someone signed in to your agency portal account asked to change its sign-in email`,
    `from ${account.email} to ${newEmail}. It changes only when the link we sent to ${newEmail} is opened.`,
    '',
    'If this was not you, secure your account now: reset your password at',
    `${base}/forgot-password`,
    'A new password cancels the change and signs out every device.',
  ].join('\n'),
});

const invalidLink = () => new AppError('INVALID_EMAIL_CHANGE_TOKEN', 'This confirmation link is invalid or has expired.', 400);

/** The link from the new mailbox: the address becomes the sign-in e-mail and every session ends. */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string): Promise<ConfirmEmailResponse> {
  const updated = await deps.accounts.confirmEmailChange(hashLinkToken(token), deps.now());
  if (updated === 'email-taken') throw emailTaken();
  if (!updated) throw invalidLink();
  return { message: `Your email is now ${updated.email}. Sign in with it.`, email: updated.email };
}
