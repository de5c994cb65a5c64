// Edit forms send only what changed, on the version they were opened on: two people editing different
// fields both keep their change, and a save on an older copy is refused (409 STALE_VERSION) instead of
// silently overwriting what someone else saved meanwhile.
import { isApiError } from './api-error';

/** The fields of `edited` that differ from `opened` (deep, so lists compare by content). */
export function changedFields<T extends Record<string, unknown>>(opened: T, edited: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(edited) as Array<keyof T>) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(opened[key])) changed[key] = edited[key];
  }
  return changed;
}

/** The If-Match header for a record read at `version` (none when the server sent no version). */
export const ifMatch = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'If-Match': `"${version}"` };

/** True for the server's answer to a save made on an older copy. */
export const isStaleEdit = (error: unknown) => isApiError(error) && error.code === 'STALE_VERSION';
