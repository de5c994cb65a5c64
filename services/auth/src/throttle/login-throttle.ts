import { AppError } from '@agency/server-kit';
import type { FailureCounter } from './failure-counter';

export interface LoginLimits {
  windowMs: number;
  /** Failed logins for one e-mail (existing or not) per window. */
  perAccount: number;
  /** Failed logins from one client address per window. */
  perClient: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60_000, perAccount: 5, perClient: 20 };

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', 'Too many failed login attempts. Please try again later.', 429);
  }
}

export interface LoginThrottle {
  /** Throws RateLimitedError (with the seconds until the window ends) when either counter is full. */
  assertAllowed(email: string, client: string): Promise<void>;
  recordFailure(email: string, client: string): Promise<void>;
  recordSuccess(email: string): Promise<void>;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const clientKey = (client: string) => `client:${client}`;

export function createLoginThrottle(counter: FailureCounter, limits: LoginLimits, now: () => Date = () => new Date()): LoginThrottle {
  return {
    async assertAllowed(email, client) {
      const at = now();
      const checks: Array<[string, number]> = [
        [accountKey(email), limits.perAccount],
        [clientKey(client), limits.perClient],
      ];
      for (const [key, max] of checks) {
        const window = await counter.read(key, at);
        if (window && window.count >= max) {
          throw new RateLimitedError(Math.max(1, Math.ceil((window.expiresAt.getTime() - at.getTime()) / 1000)));
        }
      }
    },
    async recordFailure(email, client) {
      const at = now();
      await Promise.all([counter.add(accountKey(email), at, limits.windowMs), counter.add(clientKey(client), at, limits.windowMs)]);
    },
    async recordSuccess(email) {
      // The account's count restarts after a good login; the client's does not (it may be trying many accounts).
      await counter.clear(accountKey(email));
    },
  };
}
