import { Types, trusted } from 'mongoose';
import { AppError, isObjectId } from '@agency/server-kit';

/** Where a page by name ended: the last member's name and id (ties on the name are broken by id). */
export interface NamePosition {
  name: string;
  id: string;
}

export const encodeNameCursor = ({ name, id }: NamePosition): string => Buffer.from(JSON.stringify([name, id])).toString('base64url');

/** 400 INVALID_CURSOR for anything this service did not hand out. */
export function decodeNameCursor(cursor: string): NamePosition {
  try {
    const [name, id, ...rest] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof name === 'string' && typeof id === 'string' && isObjectId(id) && rest.length === 0) return { name, id };
  } catch {
    // not JSON: refused below, as anything else we did not hand out
  }
  throw new AppError('INVALID_CURSOR', 'Invalid cursor', 400);
}

/** The filter part "strictly after `after`" for a `{ name: 1, _id: 1 }` sort: a page read by position, no skip. */
export function byNameAfter(after: NamePosition | null): Record<string, unknown> {
  if (!after) return {};
  return {
    $or: trusted([{ name: trusted({ $gt: after.name }) }, { name: after.name, _id: trusted({ $gt: new Types.ObjectId(after.id) }) }]),
  };
}
