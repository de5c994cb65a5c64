/**
 * Every code a service or the gateway answers with (docs/interfaces.md). server-kit's `AppError` and the
 * gateway's `sendError` take only these, so a new code is added here first, where a client can see it.
 */
export const ERROR_CODES = [
  // the request itself
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_ID',
  'INVALID_CURSOR',
  'INVALID_IDEMPOTENCY_KEY',
  'INVALID_EVENT_ID',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'BODY_TOO_DEEP',
  'UNSUPPORTED_MEDIA_TYPE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'UNSUPPORTED_FILE_TYPE',
  /** The account's files would pass its storage quota (`UPLOAD_QUOTA_MB`). */
  'UPLOAD_QUOTA_EXCEEDED',
  /** The gateway's client-error report only (`POST /api/client-errors`). */
  'VALIDATION_ERROR',
  'NOT_FOUND',
  // who is asking
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'INVALID_CREDENTIALS',
  'INVALID_CURRENT_PASSWORD',
  /** A new password equal to the current one (the admin-chosen first-login one included). */
  'PASSWORD_UNCHANGED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_CHALLENGE_EXPIRED',
  'TWO_FACTOR_NOT_STARTED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'INVALID_RESET_TOKEN',
  'INVALID_EMAIL_CHANGE_TOKEN',
  'RATE_LIMITED',
  /** Live-update streams: the account's or the address's ceiling, or this service's. */
  'TOO_MANY_STREAMS',
  'STREAM_CAPACITY_REACHED',
  // conflicts with what is stored
  'CONFLICT',
  'STALE_VERSION',
  'EMAIL_TAKEN',
  'SIGNUP_CONFLICT',
  'PASSWORD_TOO_COMMON',
  'ACCOUNT_CANCELLED',
  'DOMAIN_EXISTS',
  'DOMAIN_IN_USE',
  'UNKNOWN_DOMAIN',
  'CLIENT_EXISTS',
  'EMP_ID_TAKEN',
  'MEMBER_HAS_NO_ACCOUNT',
  'MEMBER_REMOVED',
  'REQUEST_ALREADY_PROCESSED',
  'REQUEST_NOT_APPROVED',
  'REQUEST_COMPLETED',
  /** The customer's edit or withdrawal of a request an admin has already answered (or that was withdrawn). */
  'REQUEST_NOT_PENDING',
  'TASK_ALREADY_COMPLETED',
  'TASK_CHANGED',
  'TASK_WITHDRAWN',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_KEY_REUSED',
  // the system
  'DEPENDENCY_UNAVAILABLE',
  /** Another service answered an error whose code is not on this list. */
  'DEPENDENCY_ERROR',
  'DATABASE_UNAVAILABLE',
  'NOT_READY',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && KNOWN_CODES.has(code);
