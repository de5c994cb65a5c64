import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { clientKey, createWindowCounter, limitRequests, RATE_LIMIT_COLLECTION, RateLimitedError } from '@agency/server-kit';
import { takeWindows, type GuessWindow } from './window-reservation';

export interface FloodLimits {
  /** Sign-ups from one client address. */
  signUpsPerClient: GuessWindow;
  /** Forgot-password requests from one client address (whatever the addresses asked for). */
  resetRequestsPerClient: GuessWindow;
  /** Forgot-password requests naming one e-mail address (whether or not it has an account): mails to one inbox. */
  resetRequestsPerAddress: GuessWindow;
  /** E-mail changes one account asks for: each mails an address nobody has confirmed. */
  emailChangesPerAccount: GuessWindow;
  /** E-mail changes naming one new address, whichever accounts ask: mails to one inbox. */
  emailChangesPerAddress: GuessWindow;
  /** E-mail changes from one client address, over all its accounts (sign-up makes more of them cheaply). */
  emailChangesPerClient: GuessWindow;
}

const MINUTE = 60_000;

/** The numbers and why: services/auth/README.md, "Flood limits". */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  signUpsPerClient: { max: 20, windowMs: 60 * MINUTE },
  resetRequestsPerClient: { max: 10, windowMs: 15 * MINUTE },
  resetRequestsPerAddress: { max: 3, windowMs: 60 * MINUTE },
  emailChangesPerAccount: { max: 3, windowMs: 60 * MINUTE },
  emailChangesPerAddress: { max: 3, windowMs: 24 * 60 * MINUTE },
  emailChangesPerClient: { max: 10, windowMs: 60 * MINUTE },
};

// One text for both forgot-password limits: a 429 must not tell which one (or whether the account exists).
export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

const inWords = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const waitOf = (seconds: number) =>
  seconds <= 59 * 60 ? inWords(Math.ceil(seconds / 60), 'minute') : inWords(Math.ceil(seconds / 3600), 'hour');

// One text for the three e-mail change limits, with the wait in it: the person asked for a change and can wait for it.
export const tooManyEmailChanges = (retryAfterSeconds: number) =>
  `Too many email change requests. Please try again in ${waitOf(retryAfterSeconds)}.`;

export interface FloodLimiters {
  signUp: RequestHandler;
  forgotPassword: RequestHandler[];
  /**
   * Counts an e-mail change that is about to be mailed, before it is recorded; throws RateLimitedError
   * (nothing counted) when a window is full. `newEmail` lower-cased, as the contract's schema makes it.
   */
  reserveEmailChange(accountId: string, newEmail: string, client: string): Promise<void>;
}

const requestedAddress = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

export function createFloodLimiters(db: Connection, limits: FloodLimits, now: () => Date = () => new Date()): FloodLimiters {
  const limit = (name: string, window: GuessWindow, message: string, key?: Parameters<typeof limitRequests>[0]['key']) =>
    limitRequests({ db, name, limit: window.max, windowMs: window.windowMs, message, key });
  // The same counters as the routes' limits: a use case counts these, since only it knows a mail will go.
  const counter = createWindowCounter(db, RATE_LIMIT_COLLECTION);
  return {
    signUp: limit('signup-client', limits.signUpsPerClient, 'Too many sign-ups from your address. Please try again later.'),
    forgotPassword: [
      limit('forgot-client', limits.resetRequestsPerClient, TOO_MANY_RESET_REQUESTS),
      limit('forgot-address', limits.resetRequestsPerAddress, TOO_MANY_RESET_REQUESTS, (req) => requestedAddress(req.body)),
    ],
    reserveEmailChange: (accountId, newEmail, client) =>
      takeWindows(
        counter,
        [],
        [
          [`email-change-account:${accountId}`, limits.emailChangesPerAccount],
          [`email-change-address:${newEmail}`, limits.emailChangesPerAddress],
          [`email-change-client:${clientKey(client)}`, limits.emailChangesPerClient],
        ],
        now(),
        (seconds) => new RateLimitedError(tooManyEmailChanges(seconds), seconds),
      ),
  };
}
