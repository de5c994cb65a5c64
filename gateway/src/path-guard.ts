// Every path is judged in one spelling: normalised once (normalise-path.ts) before any check. A path the
// gateway proxies (/api/* and the spec's aliases) must already be in that spelling, else it is refused
// (400), so what the checks below saw is exactly what the service receives; a path with no such spelling
// (a malformed escape, or encoded deeper than normalise-path.ts resolves) is refused (400) whatever it names.
// Service-to-service APIs (/internal/* on each service) and the front-end containers' server-HTML endpoints
// (/_server/* at a container's root: /mfe/<remote>/ or /) are never reachable from outside, whatever
// spelling a client tries: each is judged as its container sees it (decoded, slashes folded, dot segments
// resolved), in any case.
import type { RequestHandler } from 'express';
import { isProxiedPath } from './api-routes';
import { normalisePath } from './normalise-path';
import { sendError, sendNotFound } from './send-error';

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
  const internalApi = first === 'internal' || (first === 'api' && third === 'internal');
  const serverHtmlEndpoint = first === '_server' || (first === 'mfe' && third === '_server');
  return internalApi || serverHtmlEndpoint;
}

export const guardPath: RequestHandler = (req, res, next) => {
  const raw = req.path;
  const normal = normalisePath(raw);
  if (normal !== raw && (isProxiedPath(raw) || (normal !== null && isProxiedPath(normal)))) {
    return sendError(res, 400, 'BAD_REQUEST', 'The request path is not in its plain form (encoded, repeated or dot segments).');
  }
  if (normal === null) {
    return sendError(res, 400, 'BAD_REQUEST', 'The request path is malformed or encoded more than three times.');
  }
  if (isForbiddenPath(raw) || isForbiddenPath(normal)) return sendNotFound(res);
  next();
};
