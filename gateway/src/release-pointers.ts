// Which release each front end serves, read from the admin service (its `releases` collection) every
// RELEASE_POLL_MS: every gateway replica sees a change within one poll. When the admin service cannot be
// read, the last pointers read stay in force: a down database never flips the site to another release.
import { releasePointerSchema, type ReleasePointer, type ReleaseTarget } from '@agency/contracts';
import { z } from 'zod';
import type { Logger } from './logger';

const answerSchema = z.object({ pointers: z.array(releasePointerSchema) });
const READ_TIMEOUT_MS = 2000;

export interface ReleasePointers {
  /** The last pointer read for `target`; undefined when it was never released (its container's own build). */
  get(target: ReleaseTarget): ReleasePointer | undefined;
  /** Reads the pointers now (also what every poll does). */
  refresh(): Promise<void>;
  stop(): void;
}

export function watchReleasePointers(opts: { adminUrl: string; internalToken: string; pollMs: number; logger: Logger }): ReleasePointers {
  const { adminUrl, internalToken, pollMs, logger } = opts;
  let known = new Map<ReleaseTarget, ReleasePointer>();
  let failing = false;

  async function refresh() {
    if (!internalToken) return;
    try {
      const res = await fetch(`${adminUrl}/internal/releases`, {
        headers: { 'x-internal-token': internalToken, accept: 'application/json' },
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const { pointers } = answerSchema.parse(await res.json());
      known = new Map(pointers.map((p) => [p.target, p]));
      if (failing) logger.info('release pointers read again', { pointers: pointers.length });
      failing = false;
    } catch (err) {
      // One line per outage, not one per poll.
      if (!failing) logger.warn('release pointers not read; keeping the last known', { message: (err as Error).message });
      failing = true;
    }
  }

  const timer = internalToken ? setInterval(() => void refresh(), pollMs) : undefined;
  timer?.unref();
  void refresh();
  return { get: (target) => known.get(target), refresh, stop: () => clearInterval(timer) };
}
