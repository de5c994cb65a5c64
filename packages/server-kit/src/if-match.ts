// Optimistic concurrency for edit forms: a record carries a version number (also sent as ETag), a save
// names the version it was made on in If-Match, and a save on an older copy is refused with 409
// instead of silently overwriting what someone else saved meanwhile.
import { AppError } from './app-error';

export const STALE_VERSION_MESSAGE =
  'Someone else saved changes here since you opened it. Reload to see them, then make your change again.';

export const staleVersion = () => new AppError('STALE_VERSION', STALE_VERSION_MESSAGE, 409);

/** The version an If-Match header names (`"3"`, `W/"3"` or `3`); undefined without the header. */
export function parseIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,15})"?$/.exec(header.trim());
  if (!match) throw new AppError('VALIDATION_FAILED', 'If-Match must name a version, e.g. "3"', 400);
  return Number(match[1]);
}

export const etagOf = (version: number) => `"${version}"`;
