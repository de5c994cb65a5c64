import { isValidObjectId, Types } from 'mongoose';
import { AppError, notFound } from './app-error';

/** Strict: 24 hex characters only (mongoose also accepts any 12-character string). */
export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value) && isValidObjectId(value) && new Types.ObjectId(value).toHexString() === value.toLowerCase();
}

/**
 * The one id check of every service: `value` (a path parameter, a body field) is an ObjectId, else
 * 400 INVALID_ID "Invalid <what> id". With `{ malformed: 'not-found' }` a malformed id answers as an
 * unknown one does, 404 "<What> not found": for the routes that answer 404 for any id the caller
 * cannot see (docs/interfaces.md: the public member page, one's own request or task, a message).
 */
export function parseObjectId(
  value: unknown,
  what: string,
  { malformed = 'invalid' }: { malformed?: 'invalid' | 'not-found' } = {},
): string {
  if (typeof value === 'string' && isObjectId(value)) return value;
  if (malformed === 'not-found') throw notFound(what.charAt(0).toUpperCase() + what.slice(1));
  throw new AppError('INVALID_ID', `Invalid ${what} id`, 400);
}
