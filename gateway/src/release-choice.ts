// Which release of a front end one request gets: the browser's own signed override, else the canary's
// candidate for its share of sessions, else the current release (undefined: the container's own build).
import { createHash } from 'node:crypto';
import type { ReleasePointer } from '@agency/contracts';
import type { ReleaseOverride } from '@agency/server-kit';

/**
 * A session's bucket (0-99) for one front end: a hash of its stable id, so the same session lands in the
 * same bucket on every request and every replica, and raising the share only adds sessions.
 */
export function bucketOf(sessionId: string, target: string): number {
  return createHash('sha256').update(`${target}:${sessionId}`).digest().readUInt32BE(0) % 100;
}

export function chooseRelease(
  target: string,
  pointer: ReleasePointer | undefined,
  session: { id: string | undefined; override: ReleaseOverride | undefined },
): string | undefined {
  if (session.override?.target === target) return session.override.version;
  if (!pointer) return undefined;
  if (pointer.candidate && pointer.percent > 0 && session.id !== undefined && bucketOf(session.id, target) < pointer.percent)
    return pointer.candidate;
  return pointer.current ?? undefined;
}
