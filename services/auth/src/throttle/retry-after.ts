import type { Response } from 'express';
import { RateLimitedError } from './login-throttle';

/** Runs a throttled step; a 429 leaves with Retry-After (seconds until the window ends). */
export async function withRetryAfter<T>(res: Response, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RateLimitedError) res.set('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}
