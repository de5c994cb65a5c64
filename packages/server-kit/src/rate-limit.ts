// Flood limits for public forms (sign-up, forgot-password, contact) with express-rate-limit, counted
// in the service's database (collection rate_limits) so the limit holds across replicas and restarts.
// The store is ours, over the service's mongoose connection: the published Mongo stores bring a
// second, older MongoDB driver and a connection of their own.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Options, type Store } from 'express-rate-limit';
import type { Connection } from 'mongoose';
import { RateLimitedError } from './app-error';
import { createWindowCounter, type WindowCounter } from './window-counter';

export const RATE_LIMIT_COLLECTION = 'rate_limits';

/** The client as rate limits see it: req.ip (see trust-gateway-hop.ts), an IPv6 client by its /56. */
export const clientKey = (ip: string | undefined): string => ipKeyGenerator(ip ?? 'unknown');

export function createMongoRateLimitStore(counter: WindowCounter, prefix: string): Store {
  let windowMs = 60_000;
  return {
    prefix,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const window = await counter.hit(prefix + key, windowMs);
      return { totalHits: window.count, resetTime: window.expiresAt };
    },
    async decrement(key) {
      const window = await counter.read(prefix + key);
      if (window) await counter.release(prefix + key, window);
    },
    async resetKey(key) {
      await counter.clear(prefix + key);
    },
  };
}

export interface RequestLimitOptions {
  db: Connection;
  /** Names this limit's counters (one limit, one name). */
  name: string;
  limit: number;
  windowMs: number;
  /** The 429's text, or a function of the seconds until the window ends (the Retry-After) that writes it. */
  message: string | ((retryAfterSeconds: number) => string);
  /** Who one count belongs to; the client address by default. */
  key?: (req: Request) => string;
  /** A request answered with an error gives its count back: only what went through counts (still counted before it is judged). */
  countOnlyAccepted?: boolean;
}

/** At most `limit` requests per key and window; then 429 RATE_LIMITED `{error, code}` with Retry-After. */
export function limitRequests({ db, name, limit, windowMs, message, key, countOnlyAccepted = false }: RequestLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: false,
    legacyHeaders: false,
    skipFailedRequests: countOnlyAccepted,
    store: createMongoRateLimitStore(createWindowCounter(db, RATE_LIMIT_COLLECTION), `${name}:`),
    // Without `key`, express-rate-limit's own: req.ip, an IPv6 client by its /56 (like clientKey).
    ...(key ? { keyGenerator: key } : {}),
    // A database that does not answer fails the request (503), never waves it through.
    passOnStoreError: false,
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000));
      next(new RateLimitedError(typeof message === 'string' ? message : message(seconds), seconds));
    },
  });
}
