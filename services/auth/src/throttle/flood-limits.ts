import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { limitRequests } from '@agency/server-kit';
import type { GuessWindow } from './guess-throttle';

export interface FloodLimits {
  /** Sign-ups from one client address. */
  signUpsPerClient: GuessWindow;
  /** Forgot-password requests from one client address (whatever the addresses asked for). */
  resetRequestsPerClient: GuessWindow;
  /** Forgot-password requests naming one e-mail address (whether or not it has an account): mails to one inbox. */
  resetRequestsPerAddress: GuessWindow;
}

const MINUTE = 60_000;

/** The numbers and why: services/auth/README.md, "Flood limits". */
export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  signUpsPerClient: { max: 20, windowMs: 60 * MINUTE },
  resetRequestsPerClient: { max: 10, windowMs: 15 * MINUTE },
  resetRequestsPerAddress: { max: 3, windowMs: 60 * MINUTE },
};

// One text for both forgot-password limits: a 429 must not tell which one (or whether the account exists).
export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

export interface FloodLimiters {
  signUp: RequestHandler;
  forgotPassword: RequestHandler[];
}

const requestedAddress = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

export function createFloodLimiters(db: Connection, limits: FloodLimits): FloodLimiters {
  const limit = (name: string, window: GuessWindow, message: string, key?: Parameters<typeof limitRequests>[0]['key']) =>
    limitRequests({ db, name, limit: window.max, windowMs: window.windowMs, message, key });
  return {
    signUp: limit('signup-client', limits.signUpsPerClient, 'Too many sign-ups from your address. Please try again later.'),
    forgotPassword: [
      limit('forgot-client', limits.resetRequestsPerClient, TOO_MANY_RESET_REQUESTS),
      limit('forgot-address', limits.resetRequestsPerAddress, TOO_MANY_RESET_REQUESTS, (req) => requestedAddress(req.body)),
    ],
  };
}
