import { isErrorCode, type ErrorCode } from '@agency/contracts';

/** An error meant for the caller: it leaves the service as `{ error: message, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`, 404);

/**
 * Another service's 4xx, passed on to our caller as it answered (its code and text: 404, 409, 400...);
 * a code that is not on the contracts' list becomes DEPENDENCY_ERROR.
 */
export function upstreamError(answer: { status: number; body?: { code?: unknown; error?: unknown } | null }, fallback: string): AppError {
  const { code, error } = answer.body ?? {};
  return new AppError(isErrorCode(code) ? code : 'DEPENDENCY_ERROR', typeof error === 'string' ? error : fallback, answer.status);
}

/** 429 (RATE_LIMITED unless `code` says more); the error middleware adds Retry-After (seconds until the caller may try again). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCode = 'RATE_LIMITED',
  ) {
    super(code, message, 429);
  }
}
