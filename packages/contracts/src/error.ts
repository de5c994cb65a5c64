import { z } from 'zod';

/** Every error answer of every service and the gateway. */
export const errorBodySchema = z.object({ error: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Codes a client may branch on (docs/interfaces.md). Services may add more. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'INVALID_ID',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'PASSWORD_TOO_COMMON',
  'DOMAIN_EXISTS',
  'DOMAIN_IN_USE',
  'RATE_LIMITED',
  'DEPENDENCY_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
