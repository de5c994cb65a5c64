import { clientKey, RateLimitedError, type WindowCounter } from '@agency/server-kit';
import { giveBackWindows, takeWindows, type GuessWindow, type Taken } from './window-reservation';

export interface GuessLimits {
  /** Wrong guesses at one account's secrets from one client: what stops a guesser without stopping the owner elsewhere. */
  perAccountClient: GuessWindow;
  /** One client's wrong guesses across all accounts (spraying one password over many e-mails). */
  perClient: GuessWindow;
  /** All clients together at one account: the bound on the total, out of reach of any one client. */
  perAccount: GuessWindow;
  /** Unknown, used or expired reset links from one client. */
  resetLinksPerClient: GuessWindow;
}

const MINUTE = 60_000;

/** The numbers and why: services/auth/README.md, "Guessing limits". */
export const DEFAULT_GUESS_LIMITS: GuessLimits = {
  perAccountClient: { max: 5, windowMs: 15 * MINUTE },
  perClient: { max: 20, windowMs: 15 * MINUTE },
  perAccount: { max: 100, windowMs: 60 * MINUTE },
  resetLinksPerClient: { max: 10, windowMs: 15 * MINUTE },
};

export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again later.';
export const TOO_MANY_PASSWORDS = 'Too many wrong passwords. Please try again later.';
const TOO_MANY_LINKS = 'Too many invalid reset links. Please try again later.';

/** One guess, already counted in every window; a wrong guess needs nothing more. */
export interface Guess {
  /** Right: the client's failures at this account are forgiven and the guess gives its count back. */
  succeeded(): Promise<void>;
  /** Not judged after all (e.g. a right password whose second factor is still to come): gives its count back only. */
  release(): Promise<void>;
}

export interface GuessThrottle {
  /**
   * Counts a guess at `email`'s password or codes from `client` before it is judged, so N parallel guesses
   * get at most the limit's verdicts. Throws RateLimitedError (nothing counted) when a window is full.
   */
  reserve(email: string, client: string, message?: string): Promise<Guess>;
  /** The same for a reset link, which names no account until it is checked. */
  reserveResetLink(client: string): Promise<Guess>;
}

export function createGuessThrottle(counter: WindowCounter, limits: GuessLimits, now: () => Date = () => new Date()): GuessThrottle {
  const take = (taken: Taken, entries: Array<[string, GuessWindow]>, at: Date, message: string) =>
    takeWindows(counter, taken, entries, at, (seconds) => new RateLimitedError(message, seconds));
  const giveBack = (taken: Taken) => giveBackWindows(counter, taken);

  return {
    async reserve(email, client, message = TOO_MANY_LOGINS) {
      const at = now();
      const account = email.trim().toLowerCase();
      const from = clientKey(client);
      const pairKey = `account-client:${account}|${from}`;
      const taken: Taken = [];
      // The shared per-account window is only reached by guesses inside their own client's limits, so a
      // stranger's flood (even in parallel, even refused) never fills the window the owner signs in through.
      await take(
        taken,
        [
          [pairKey, limits.perAccountClient],
          [`client:${from}`, limits.perClient],
        ],
        at,
        message,
      );
      await take(taken, [[`account:${account}`, limits.perAccount]], at, message);
      return {
        async succeeded() {
          await Promise.all([counter.clear(pairKey), giveBack(taken.filter(({ key }) => key !== pairKey))]);
        },
        release: () => giveBack(taken),
      };
    },

    async reserveResetLink(client) {
      const taken: Taken = [];
      await take(taken, [[`reset-client:${clientKey(client)}`, limits.resetLinksPerClient]], now(), TOO_MANY_LINKS);
      return { succeeded: () => giveBack(taken), release: () => giveBack(taken) };
    },
  };
}
