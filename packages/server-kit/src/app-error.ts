/** An error meant for the caller: it leaves the service as `{ error: message, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`, 404);

/** 429 RATE_LIMITED; the error middleware adds Retry-After (seconds until the caller may try again). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, 429);
  }
}
