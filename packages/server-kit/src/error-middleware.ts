import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorCode } from '@agency/contracts';
import { AppError, RateLimitedError } from './app-error';
import { JSON_BODY_LIMIT_KB } from './body-rules';
import type { Logger } from './logger';

// Driver errors that mean "the database is not reachable", as opposed to a bad query.
const DB_DOWN_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  error: string;
}

/**
 * The one validation report of every route (`schema.parse` and let it throw): every issue's own text,
 * each once. The contracts write them for people, naming the field ("Name is required", "Please fill all
 * required fields"), so a page can show the answer as it is.
 */
function describeZodError(err: ZodError): string {
  return [...new Set(err.issues.map((issue) => issue.message))].join('; ');
}

function toAnswer(err: unknown): ErrorAnswer | null {
  if (err instanceof AppError) return { status: err.status, code: err.code, error: err.message };
  if (err instanceof ZodError) return { status: 400, code: 'VALIDATION_FAILED', error: describeZodError(err) };
  const e = err as { type?: string; status?: number; name?: string; message?: string; kind?: string; path?: string };
  // body-parser marks its errors with `type`.
  if (e.type === 'entity.parse.failed') return { status: 400, code: 'INVALID_JSON', error: 'Request body is not valid JSON' };
  if (e.type === 'entity.too.large')
    return { status: 413, code: 'PAYLOAD_TOO_LARGE', error: `Request body is too large (at most ${JSON_BODY_LIMIT_KB} kB)` };
  if (e.type && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return { status: e.status, code: 'BAD_REQUEST', error: 'Request body could not be read' };
  }
  if (e.name === 'CastError') {
    return e.kind === 'ObjectId'
      ? { status: 400, code: 'INVALID_ID', error: 'Invalid id' }
      : { status: 400, code: 'VALIDATION_FAILED', error: `Invalid value for ${e.path ?? 'a field'}` };
  }
  if (e.name === 'ValidationError') return { status: 400, code: 'VALIDATION_FAILED', error: e.message ?? 'Invalid input' };
  if (e.name && DB_DOWN_ERRORS.has(e.name)) {
    return { status: 503, code: 'DATABASE_UNAVAILABLE', error: 'The service is temporarily unavailable' };
  }
  if (e.name === 'MongooseError' && /initial connection|bufferCommands|client was closed/i.test(e.message ?? '')) {
    return { status: 503, code: 'DATABASE_UNAVAILABLE', error: 'The service is temporarily unavailable' };
  }
  return null;
}

export const handleNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError('NOT_FOUND', `No route for ${req.method} ${req.path}`, 404));
};

/** The one error middleware: every error leaves as `{ error, code }`, stacks only go to the log. */
export function handleErrors(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const answer = toAnswer(err) ?? { status: 500, code: 'INTERNAL_ERROR', error: 'Something went wrong' };
    // The gateway's request id, so a person quoting an error can be matched to the log lines.
    const requestId = typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : undefined;
    const where = { requestId, method: req.method, path: req.path, code: answer.code };
    if (answer.status >= 500) {
      const e = err as Error;
      logger.error('request failed', { ...where, err: e?.message, stack: e?.stack });
    } else if (answer.status === 401 || answer.status === 403) {
      logger.warn('access refused', where); // failed logins and wrong roles, never the credentials
    }
    if (err instanceof RateLimitedError) res.set('Retry-After', String(err.retryAfterSeconds));
    res.status(answer.status).json({ error: answer.error, code: answer.code, ...(requestId ? { requestId } : {}) });
  };
}
