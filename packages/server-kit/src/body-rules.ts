// What a service accepts as a request body, checked once before any route, the idempotency store,
// zod or mongoose sees it: JSON (or multipart on the routes that take files), at most 100 kB, nested
// at most MAX_BODY_DEPTH levels. Everything downstream that walks a body recursively (JSON.stringify
// for the idempotency hash, zod, mongoose's sanitizeFilter, pino) would otherwise overflow the stack
// on a deep body and answer 500, which one anonymous client could repeat at will.
import express, { type Express, type Request, type RequestHandler } from 'express';
import { AppError } from './app-error';

export const JSON_BODY_LIMIT_KB = 100;
/** Real bodies of this product nest 3-4 levels; 32 leaves room for any form while bounding every walk. */
export const MAX_BODY_DEPTH = 32;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const multipartAllowed = new WeakSet<Request>();

// A POST with no body (logout, mark-as-read) is sent with content-length 0 and often no content type.
const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Containers nested deeper than `limit`, walked with an explicit stack so the check cannot overflow itself. */
export function isNestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) if (child !== null && typeof child === 'object') stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}

const requireKnownType: RequestHandler = (req, _res, next) => {
  if (!BODY_METHODS.has(req.method) || !hasBody(req) || req.is('application/json')) return next();
  if (multipartAllowed.has(req) && req.is('multipart/form-data')) return next();
  const allowed = multipartAllowed.has(req)
    ? 'JSON (Content-Type: application/json) or multipart/form-data'
    : 'JSON (Content-Type: application/json)';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the request body as ${allowed}`, 415);
};

const refuseDeepBodies: RequestHandler = (req, _res, next) => {
  if (isNestedDeeperThan(req.body, MAX_BODY_DEPTH)) {
    throw new AppError('BODY_TOO_DEEP', `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, 400);
  }
  next();
};

/**
 * Mounts the body rules on `app`. `multipartRoutes` are the POST paths (Express syntax, `:id`) that
 * take files; Express itself matches them, so the list is written the way the routes are.
 */
export function applyBodyRules(app: Express, multipartRoutes: readonly string[] = []): void {
  for (const path of multipartRoutes) {
    app.post(path, (req, _res, next) => {
      multipartAllowed.add(req);
      next();
    });
  }
  app.use(requireKnownType);
  app.use(express.json({ limit: `${JSON_BODY_LIMIT_KB}kb` }));
  app.use(refuseDeepBodies);
}
