import { AppError, isObjectId } from '@agency/server-kit';
import type { HistoryPosition } from './task-repository';

// Opaque to clients: base64url of "<ISO date>|<task id>", the sort key of the last task on a page.
export function encodeCursor({ assignedAt, id }: HistoryPosition): string {
  return Buffer.from(`${assignedAt.toISOString()}|${id}`).toString('base64url');
}

export function decodeCursor(cursor: string): HistoryPosition {
  const invalid = new AppError('INVALID_CURSOR', 'Invalid cursor', 400);
  const [date, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const assignedAt = new Date(date ?? '');
  if (rest.length || !id || !isObjectId(id) || Number.isNaN(assignedAt.getTime())) throw invalid;
  return { assignedAt, id };
}
