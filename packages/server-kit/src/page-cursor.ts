import { trusted, Types } from 'mongoose';
import { AppError } from './app-error';
import { isObjectId } from './object-id';

/** Where a newest-first page ended: the sort key (a date, then the id) of its last row. */
export interface PagePosition {
  at: Date;
  id: string;
}

// Opaque to clients: base64url of "<ISO date>|<id>".
export function encodePageCursor({ at, id }: PagePosition): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
}

/** 400 INVALID_CURSOR for anything this service did not hand out. */
export function decodePageCursor(cursor: string): PagePosition {
  const [date, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(date ?? '');
  if (rest.length || !id || !isObjectId(id) || Number.isNaN(at.getTime())) throw new AppError('INVALID_CURSOR', 'Invalid cursor', 400);
  return { at, id };
}

/**
 * The filter part "strictly after `after`" for a `{ [field]: -1, _id: -1 }` sort, so a page is read
 * from the compound index by position (no skip): rows added meanwhile neither repeat nor hide others.
 */
export function newestFirstAfter(field: string, after: PagePosition | null): Record<string, unknown> {
  if (!after) return {};
  return {
    $or: trusted([{ [field]: trusted({ $lt: after.at }) }, { [field]: after.at, _id: trusted({ $lt: new Types.ObjectId(after.id) }) }]),
  };
}

/** Cuts the one extra row a repository was asked for into the page and its next cursor (null on the last page). */
export function toCursorPage<T>(rows: T[], limit: number, positionOf: (row: T) => PagePosition): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodePageCursor(positionOf(last)) : null };
}
