import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** Production: an SMTP URL (smtp://user:pass@host:587). */
  smtpUrl?: string;
  /** Embedded default: one JSON file per message in this folder, for a developer to read. */
  outboxDir?: string;
}

/** Picks the transport: SMTP when configured, else the outbox folder, else nothing is sent (logged by the caller). */
export function createMailer({ from, smtpUrl, outboxDir }: MailerOptions): Mailer | null {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  if (outboxDir) return createOutboxMailer(from, outboxDir);
  return null;
}

// JSON rather than .eml: a quoted-printable body breaks long links (`=3D`, soft line breaks), and
// the point of the outbox is that a person can copy the link out of it.
function createOutboxMailer(from: string, outboxDir: string): Mailer {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const stored = { ...JSON.parse(String(info.message)), text: message.text, sentAt: new Date().toISOString() };
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outboxDir, `${Date.now()}-${safeTo}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.json`);
      await fs.writeFile(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
    },
  };
}
