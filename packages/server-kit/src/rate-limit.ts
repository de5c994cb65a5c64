// A fixed-window counter per key (e.g. a client address) in this process's memory: enough for one
// instance of a low-volume public form; several replicas would each allow the limit.
import type { RequestHandler } from 'express';
import { AppError } from './app-error';

export function rateLimitByClient(opts: { limit: number; windowMs: number; message: string }): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (req, res, next) => {
    const now = Date.now();
    const key = req.ip ?? 'unknown';
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      window = { count: 0, resetAt: now + opts.windowMs };
      windows.set(key, window);
    }
    window.count++;
    if (window.count > opts.limit) {
      res.set('retry-after', String(Math.ceil((window.resetAt - now) / 1000)));
      throw new AppError('RATE_LIMITED', opts.message, 429);
    }
    next();
  };
}
