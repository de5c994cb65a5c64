import { decodePageCursor, encodePageCursor } from '@agency/server-kit';
import type { HistoryPosition } from './task-repository';

// The shared cursor format (server-kit), keyed by when the task was assigned.
export const encodeCursor = ({ assignedAt, id }: HistoryPosition): string => encodePageCursor({ at: assignedAt, id });

export function decodeCursor(cursor: string): HistoryPosition {
  const { at, id } = decodePageCursor(cursor);
  return { assignedAt: at, id };
}
