import { isValidObjectId, Types } from 'mongoose';

/** Strict: 24 hex characters only (mongoose also accepts any 12-character string). */
export function isObjectId(value: string): boolean {
  return /^[0-9a-f]{24}$/i.test(value) && isValidObjectId(value) && new Types.ObjectId(value).toHexString() === value.toLowerCase();
}
