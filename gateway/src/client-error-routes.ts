// POST /api/client-errors: a browser says that code a page needs failed to load (the shell sends each
// failure once, after its tries). The gateway's own route, never proxied: a small validated body, a rate
// limit per connection peer, and one log line with the remote, the file and the release, so a bad release
// shows in the logs and not only in visitors' consoles.
import express, { Router, type ErrorRequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { clientErrorReportSchema } from '@agency/contracts';
import type { Logger } from './logger';
import { sendError } from './send-error';

export const CLIENT_ERRORS_PATH = '/api/client-errors';
/** A report is a few hundred bytes; anything much bigger is not one. */
export const CLIENT_ERROR_BODY_LIMIT = 2048;
export const CLIENT_ERROR_LIMIT = { limit: 20, windowMs: 60_000 };

export function clientErrorRoutes(logger: Logger, limit = CLIENT_ERROR_LIMIT): Router {
  const router = Router();
  router.post(
    CLIENT_ERRORS_PATH,
    // Keyed on the socket peer: X-Forwarded-For is whatever the client writes. Counted before the body
    // is read, so a flood costs no parsing.
    // In this process's memory: the gateway has no database, and a report is only a log line.
    rateLimit({
      ...limit,
      standardHeaders: false,
      legacyHeaders: false,
      keyGenerator: (req) => ipKeyGenerator(req.socket.remoteAddress ?? 'unknown'),
      handler: (_req, res) => {
        res.setHeader('retry-after', String(Math.ceil(limit.windowMs / 1000)));
        sendError(res, 429, 'RATE_LIMITED', 'Too many reports. Please try again later.');
      },
    }),
    express.json({ limit: CLIENT_ERROR_BODY_LIMIT }),
    (req, res) => {
      const parsed = clientErrorReportSchema.safeParse(req.body);
      if (!parsed.success) return sendError(res, 400, 'VALIDATION_ERROR', 'Not a valid client error report');
      const { remote, file, release, page, message } = parsed.data;
      logger.warn('page code failed to load in a browser', {
        remote,
        file,
        release,
        page,
        message,
        requestId: req.headers['x-request-id'],
      });
      res.status(204).end();
    },
  );
  const onError: ErrorRequestHandler = (err, _req, res, next) => {
    const type = (err as { type?: unknown } | null)?.type;
    if (type === 'entity.too.large') return sendError(res, 413, 'PAYLOAD_TOO_LARGE', 'The report is too large');
    if (type === 'entity.parse.failed') return sendError(res, 400, 'INVALID_JSON', 'The report is not valid JSON');
    next(err);
  };
  router.use(CLIENT_ERRORS_PATH, onError);
  return router;
}
