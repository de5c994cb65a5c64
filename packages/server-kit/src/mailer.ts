import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { ConfigError } from './load-config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The message's own stable id (e.g. an outbox row's): sent as its Message-ID, and in the outbox folder
   * the file is named by it, so sending the same message again replaces the file instead of adding one.
   */
  id?: string;
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
      async send({ id, ...message }) {
        await transport.sendMail({ from, ...message, ...(id ? { messageId: messageIdOf(id, from) } : {}) });
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
    async send({ id, ...message }) {
      const info = await transport.sendMail({ from, ...message, ...(id ? { messageId: messageIdOf(id, from) } : {}) });
      const stored = { ...JSON.parse(String(info.message)), text: message.text, sentAt: new Date().toISOString(), ...(id ? { id } : {}) };
      await fs.mkdir(outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const name = id
        ? `mail-${id.replace(/[^a-z0-9._-]/gi, '_')}.json`
        : `${Date.now()}-${safeTo}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.json`;
      // Written aside and renamed: a reader never sees half a file, and a resend replaces it whole.
      const partial = path.join(outboxDir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(partial, JSON.stringify(stored, null, 2), { mode: 0o600 });
      await fs.rename(partial, path.join(outboxDir, name));
    },
  };
}

/** `<id@sender-domain>`: the same message sent twice carries the same Message-ID, which mail systems use to drop a copy. */
function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'agency.local';
  return `<${id.replace(/[^a-z0-9.-]/gi, '.')}@${domain}>`;
}

/** The e-mail settings of a service that sends mail (auth, user), read the same way by each. */
export const mailEnvShape = {
  // Base of the links in e-mails; never taken from a request's Host header.
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agency Portal <no-reply@agency.local>'),
  OUTBOX_DIR: z.string().optional(),
};

/** `defaultPublicUrl`: the embedded stack's gateway, for links when PUBLIC_URL is unset (never with SMTP). */
export function mailSettingsOf(
  env: { PUBLIC_URL?: string; SMTP_URL?: string; MAIL_FROM: string; OUTBOX_DIR?: string },
  defaultPublicUrl: string,
): { publicUrl: string; mail: MailerOptions } {
  // Production mails real people: their links must point at the real site, so it must be configured.
  if (env.SMTP_URL && !env.PUBLIC_URL) throw new ConfigError('Invalid environment:\n  PUBLIC_URL: required when SMTP_URL is set');
  return {
    publicUrl: env.PUBLIC_URL ?? defaultPublicUrl,
    mail: { from: env.MAIL_FROM, smtpUrl: env.SMTP_URL || undefined, outboxDir: env.OUTBOX_DIR || undefined },
  };
}
