// Auth's e-mails carry working links (reset, e-mail change). They wait in their documents until the mail
// server takes them, so their text is sealed at rest like the TOTP secrets: a copy of the database
// holds no usable link (the token collections keep only hashes for the same reason).
import type { Mailer, OutboxMail } from '@agency/server-kit';
import type { SecretBox } from '../security/secret-box';

export const MAIL_KINDS = {
  passwordReset: 'mail.password-reset',
  emailChangeLink: 'mail.email-change-link',
  emailChangeNotice: 'mail.email-change-notice',
} as const;

export const sealMail = (box: SecretBox, mail: OutboxMail): OutboxMail => ({ ...mail, text: box.seal(mail.text) });

/** The relay's mailer: opens the sealed text just before it goes to the mail server. */
export function openingMailer(mailer: Mailer | null, box: SecretBox): Mailer | null {
  return mailer && { send: (message) => mailer.send({ ...message, text: box.open(message.text) }) };
}
