// A real SMTP server on loopback (npm smtp-server) for the services' mail tests (through '@agency/server-kit/testing'):
// it keeps what it receives, can be stopped and started again on the same port (an outage), and can
// refuse recipients for good (550).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** Header names in lower case, folded lines joined, encoded words decoded. */
  headers: Record<string, string>;
  /** The body decoded (quoted-printable or base64), as a person reads it. */
  text: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header as a mail client shows it: RFC 2047 encoded words (`=?UTF-8?Q?...?=`) decoded, the space between two dropped. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { to, headers, text: decodeBody(raw.slice(split + 4), headers['content-transfer-encoding']?.toLowerCase()) };
}

export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  /** Every RCPT TO the server answered (taken or refused), to count attempts. */
  const attempts: string[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        attempts.push(address.address);
        if (!refused.has(address.address)) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });

  const smtp = {
    received,
    attempts,
    url: () => `smtp://127.0.0.1:${port}`,
    /** Starts listening (again on the same port after `stop`: the server came back). */
    async start() {
      server = create();
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.server.address() as AddressInfo).port;
    },
    async stop() {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    refuse: (address: string) => refused.add(address),
    async waitForMail(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived at the SMTP server`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
  await smtp.start();
  return smtp;
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;
