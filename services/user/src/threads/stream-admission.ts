import { RateLimitedError } from '@agency/server-kit';
import type { StreamLease, StreamLeaseRepository } from './stream-lease-repository';

export interface StreamLimits {
  /** Open streams of one account, across replicas (the database holds the count). */
  perAccount: number;
  /** Open streams from one client address in this process. */
  perClient: number;
  /** Open streams in this process, whoever holds them. */
  perProcess: number;
}

export const STREAM_LIMITS: StreamLimits = { perAccount: 10, perClient: 30, perProcess: 500 };
// How long a slot outlives its last renewal: a replica that died frees its account slots after this.
export const STREAM_LEASE_MS = 30_000;
const RENEW_MS = 10_000;
const RETRY_AFTER_SECONDS = 30;

export interface StreamTicket {
  /** Frees every slot the stream held (once; later calls do nothing). */
  release(): void;
}

/**
 * Who may open another stream. The in-process counts are taken synchronously before anything is
 * awaited, and the account's slot is claimed in the database before the stream is answered: parallel
 * opens never pass a ceiling together.
 */
export function createStreamAdmission(leases: StreamLeaseRepository, limits: StreamLimits, onError?: (err: unknown) => void) {
  const perClient = new Map<string, number>();
  const held = new Set<StreamLease>();
  let open = 0;
  let renewTimer: NodeJS.Timeout | undefined;

  const renew = () => void leases.renew([...held]).catch((err) => onError?.(err));

  function leaveClient(client: string) {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  }

  function refuse(message: string, code: 'TOO_MANY_STREAMS' | 'STREAM_CAPACITY_REACHED' = 'TOO_MANY_STREAMS'): never {
    throw new RateLimitedError(message, RETRY_AFTER_SECONDS, code);
  }

  async function admit(account: string, client: string): Promise<StreamTicket> {
    if (open >= limits.perProcess) {
      refuse('Live updates are at capacity right now. The page keeps refreshing on its own; try again shortly.', 'STREAM_CAPACITY_REACHED');
    }
    if ((perClient.get(client) ?? 0) >= limits.perClient) {
      refuse(`Too many live update connections from your network (at most ${limits.perClient}). Close some portal tabs and try again.`);
    }
    open += 1;
    perClient.set(client, (perClient.get(client) ?? 0) + 1);
    let lease: StreamLease | null = null;
    try {
      lease = await leases.claim(account, limits.perAccount);
    } finally {
      if (!lease) {
        open -= 1;
        leaveClient(client);
      }
    }
    if (!lease) {
      refuse(`You have ${limits.perAccount} live update connections open already. Close a portal tab or window and try again.`);
    }
    const mine = lease;
    held.add(mine);
    renewTimer ??= setInterval(renew, RENEW_MS).unref();
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        open -= 1;
        leaveClient(client);
        held.delete(mine);
        if (held.size === 0) renewTimer = void clearInterval(renewTimer);
        leases.release(mine).catch((err) => onError?.(err));
      },
    };
  }

  return {
    admit,
    get open() {
      return open;
    },
  };
}

export type StreamAdmission = ReturnType<typeof createStreamAdmission>;
