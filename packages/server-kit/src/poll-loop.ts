// The loop both relays run (outbox-relay.ts, embedded-message-relay.ts): one pass at a time, the next
// `pollMs` after the last ended (0: never by itself, tests drive the passes), woken early by `schedule(0)`.
import type { Logger } from './logger';

export interface PollLoop {
  /** Runs a pass after `delayMs` (replacing a later one already planned). */
  schedule(delayMs: number): void;
  /** No pass starts from now on; a pass under way sees `stopped` and ends. */
  halt(): void;
  readonly stopped: boolean;
  /** Halts and waits for a pass under way. */
  stop(): Promise<void>;
}

export function startPollLoop(pass: () => Promise<unknown>, options: { pollMs: number; logger?: Logger; label: string }): PollLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  function schedule(delayMs: number) {
    if (stopped || options.pollMs === 0) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  }

  function tick() {
    running = pass()
      .catch((err: Error) => options.logger?.warn(`${options.label}: relay pass failed`, { err: err.message }))
      .finally(() => schedule(options.pollMs));
  }

  function halt() {
    stopped = true;
    clearTimeout(timer);
  }

  return {
    schedule,
    halt,
    get stopped() {
      return stopped;
    },
    async stop() {
      halt();
      await running.catch(() => undefined);
    },
  };
}
