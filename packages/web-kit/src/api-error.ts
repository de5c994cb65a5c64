/** Every failed call ends as one of these: status 0 means the server was never reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const CONNECTION_ERROR_MESSAGE = 'Unable to connect to server. Please try again later.';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The text to show for a failed call: the server's own words when it sent some, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * The spec's fixed failure text (e.g. 'Failed to update profile') with the server's reason after it,
 * or the connection message when the server was never reached.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return error.message || CONNECTION_ERROR_MESSAGE;
  const reason = error instanceof Error ? error.message : '';
  return reason && reason !== fallback ? `${fallback}: ${reason}` : fallback;
}
