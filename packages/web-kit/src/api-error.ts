/** Every failed call ends as one of these: status 0 means the server was never reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /**
   * False when the answer carried no text of its own (a 500 with an empty body, a proxy's HTML page):
   * the message is then only for logs, and pages show their own fallback instead.
   */
  readonly hasText: boolean;

  constructor(status: number, code: string, message: string, { hasText = true }: { hasText?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.hasText = hasText;
  }
}

export const CONNECTION_ERROR_MESSAGE = 'Unable to connect to server. Please try again later.';

/** A read that got no answer within the time-out. */
export const SLOW_ANSWER_MESSAGE = 'Still working… The server has not answered yet. Please try again in a moment.';

/**
 * A change that got no answer within the time-out: it may have been done. Sent with an Idempotency-Key, a
 * second press is the same submission (the server answers what the first one did), so it is safe to say so.
 */
export const SLOW_CHANGE_MESSAGE =
  'Still working… The server has not answered yet, so this may already have gone through. Press the button again to find out: it will not be done twice.';

/** A change sent without such a key: a second press could do it again, so the person is told to look first. */
export const SLOW_UNKEYED_CHANGE_MESSAGE =
  'Still working… The server has not answered yet, so this may already have gone through. Check before you send it again.';

export function slowAnswerMessage(method: string, idempotencyKey: string | undefined): string {
  if (method === 'GET' || method === 'HEAD') return SLOW_ANSWER_MESSAGE;
  return idempotencyKey ? SLOW_CHANGE_MESSAGE : SLOW_UNKEYED_CHANGE_MESSAGE;
}

/** True for a call that is slow (timed out, or the same submission still running), not failed. */
export function isSlowAnswer(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'TIMEOUT' || error.code === 'IDEMPOTENCY_IN_PROGRESS');
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text a user can read in `error`, or '' when it holds none (an ApiError without the server's text). */
function readableText(error: unknown): string {
  if (error instanceof ApiError) return error.hasText ? error.message : '';
  return error instanceof Error ? error.message : '';
}

/**
 * The text to show for a failed call (spec section 8): the server's text when present, else the
 * error's message, else the page's `fallback` (e.g. 'Failed to fetch domains').
 */
export function errorMessage(error: unknown, fallback: string): string {
  return readableText(error) || fallback;
}

/**
 * The spec's fixed failure text (e.g. 'Failed to update profile') with the server's reason after it,
 * or the connection message when the server was never reached.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || isSlowAnswer(error))) return error.message || CONNECTION_ERROR_MESSAGE;
  const reason = readableText(error);
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
