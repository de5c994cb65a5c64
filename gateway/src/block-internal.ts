// Service-to-service APIs (/internal/* on each service) must never be reachable from outside, whatever
// spelling a client tries: percent-encoding, upper case, or dot segments that an upstream might resolve.
import type { RequestHandler } from 'express';
import { sendNotFound } from './send-error';

function decodedSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return null; // malformed percent-encoding
  }
}

export function isForbiddenPath(pathname: string): boolean {
  const segments = decodedSegments(pathname);
  if (!segments) return true;
  if (segments.some((s) => s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) return true;
  const [, first, , third] = segments;
  return first === 'internal' || (first === 'api' && third === 'internal');
}

export const blockInternal: RequestHandler = (req, res, next) => {
  if (isForbiddenPath(req.path)) sendNotFound(res);
  else next();
};
