// Works off the notification store (notification-repository.ts): turns each event into its e-mails,
// then sends each e-mail once. Any number of replicas may run it on one database (rows are claimed
// under a lease). Sending is at least once in the face of a crash between "sent" and "marked sent";
// each mail carries its row id, so the development outbox replaces the same file and an SMTP server
// gets the same Message-ID, which is what keeps a repeat from being a second e-mail.
import type { Logger, Mailer } from '@agency/server-kit';
import { expandNotification, type ExpandDeps } from './expand-notification';
import type { NotificationRepository, StoredEvent } from './notification-repository';

export interface NotificationSenderOptions extends ExpandDeps {
  notifications: NotificationRepository;
  /** Null: no SMTP and no outbox folder; e-mails are stored but not sent (logged once). */
  mailer: Mailer | null;
  logger?: Logger;
  /** For an event a crash left held: did its change happen? (No: it is dropped.) */
  happened: (event: StoredEvent) => Promise<boolean>;
  /** How long an event may stay held before `happened` decides it. */
  heldGraceMs?: number;
  /** 0: nothing runs by itself, only `drain()` (tests). */
  pollMs?: number;
  leaseMs?: number;
  maxBackoffMs?: number;
}

export interface NotificationSender {
  /** Expands and sends what is due now; answers how many e-mails were sent. */
  drain(): Promise<number>;
  /** Called after an event is recorded: the sender in this process starts at once. */
  wake(): void;
  stop(): Promise<void>;
}

export function startNotificationSender(options: NotificationSenderOptions): NotificationSender {
  const {
    notifications,
    mailer,
    logger,
    happened,
    pollMs = 1000,
    leaseMs = 30_000,
    heldGraceMs = 30_000,
    maxBackoffMs = 5 * 60_000,
  } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const backoff = (attempts: number) => new Date(Date.now() + Math.min(maxBackoffMs, 500 * 2 ** Math.min(attempts, 12)));
  if (!mailer) logger?.warn('notifications: no SMTP_URL or OUTBOX_DIR, e-mails are stored but not sent');

  async function settleHeld(): Promise<void> {
    for (
      let event = await notifications.claimHeld(heldGraceMs, leaseMs);
      event && !stopped;
      event = await notifications.claimHeld(heldGraceMs, leaseMs)
    ) {
      if (await happened(event)) await notifications.release(event._id);
      else await notifications.drop(event._id);
    }
  }

  async function expandDue(): Promise<void> {
    for (let event = await notifications.claimEvent(leaseMs); event && !stopped; event = await notifications.claimEvent(leaseMs)) {
      try {
        await notifications.expand(event._id, await expandNotification(options, event));
      } catch (err) {
        await notifications.retryEventLater(event._id, backoff(event.attempts), String(err)).catch(() => undefined);
        logger?.warn('notifications: could not work out recipients, will retry', { event: event._id, err: String(err) });
      }
    }
  }

  async function sendDue(): Promise<number> {
    if (!mailer) return 0;
    let sent = 0;
    for (let mail = await notifications.claimMail(leaseMs); mail && !stopped; mail = await notifications.claimMail(leaseMs)) {
      try {
        await mailer.send({ id: mail._id, to: mail.to, subject: mail.subject, text: mail.text });
        await notifications.markSent(mail._id);
        sent++;
      } catch (err) {
        await notifications.retryMailLater(mail._id, backoff(mail.attempts), String(err)).catch(() => undefined);
        logger?.warn('notifications: sending failed, will retry', { mail: mail._id, err: String(err) });
      }
    }
    return sent;
  }

  async function drain(): Promise<number> {
    await notifications.ensureIndexes();
    await settleHeld();
    await expandDue();
    return sendDue();
  }

  function schedule(delayMs: number) {
    if (stopped || pollMs === 0) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  // One pass at a time in this process: a wake-up during a pass runs one more pass right after it.
  let passing = false;
  let again = false;
  function tick() {
    if (passing) {
      again = true;
      return;
    }
    passing = true;
    running = drain()
      .catch((err: Error) => logger?.warn('notifications: pass failed', { err: err.message }))
      .finally(() => {
        passing = false;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollMs);
      });
  }

  schedule(0);
  return {
    drain,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
