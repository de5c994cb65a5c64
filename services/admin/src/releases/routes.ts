import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { RELEASE_TARGETS, releaseChangeBodySchema, releaseOverrideBodySchema, type ReleaseTarget } from '@agency/contracts';
import {
  AppError,
  notFound,
  RELEASE_OVERRIDE_COOKIE,
  requireInternalToken,
  signReleaseOverride,
  type RequireAuth,
} from '@agency/server-kit';
import { changeRelease } from './change-release';
import type { ReleaseRepository } from './release-repository';

export interface ReleaseRouteDeps {
  releases: ReleaseRepository;
  requireAuth: RequireAuth;
  internalToken: string;
  /** The operators' own token (never an admin's session); no token configured: the operator API refuses everyone. */
  operatorToken: string;
  /** Signs the admins' per-browser overrides; none configured: no override can be granted. */
  overrideSecret: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function requireOperator(token: string): RequestHandler {
  const expected = digest(token);
  return (req, _res, next) => {
    const given = req.get('x-operator-token');
    if (!token || !given || !timingSafeEqual(digest(given), expected))
      throw new AppError('UNAUTHENTICATED', 'Operator token required', 401);
    next();
  };
}

function targetOf(value: unknown): ReleaseTarget {
  if (!RELEASE_TARGETS.includes(value as ReleaseTarget)) throw notFound('Front end');
  return value as ReleaseTarget;
}

/** Which release each front end serves: the operators' API, the gateway's read, and an admin's own override. */
export function createReleaseRoutes({ releases, requireAuth, internalToken, operatorToken, overrideSecret }: ReleaseRouteDeps): Router {
  const router = Router();
  const operator = requireOperator(operatorToken);

  router.get('/api/admin/releases', operator, async (_req, res) => {
    res.json({ pointers: await releases.list(), changes: await releases.recentChanges() });
  });

  router.post('/api/admin/releases/:target', operator, async (req, res) => {
    const target = targetOf(req.params.target);
    const by = (req.get('x-operator') ?? '').trim().slice(0, 80) || 'operator';
    res.json(await changeRelease({ releases }, target, releaseChangeBodySchema.parse(req.body ?? {}), by));
  });

  // The gateway's read, every few seconds.
  router.get('/internal/releases', requireInternalToken(internalToken), async (_req, res) => {
    res.json({ pointers: await releases.list() });
  });

  // For the admin's own browser only: the cookie goes back to the browser that asked.
  router.post('/api/admin/release-override', requireAuth(['admin']), (req, res) => {
    if (!overrideSecret) throw new AppError('DEPENDENCY_UNAVAILABLE', 'Release overrides are not configured.', 503);
    const { target, version, minutes } = releaseOverrideBodySchema.parse(req.body ?? {});
    const expiresAt = Date.now() + minutes * 60_000;
    const value = signReleaseOverride({ target, version, expiresAt }, overrideSecret);
    res.cookie(RELEASE_OVERRIDE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: minutes * 60_000,
    });
    res.json({ target, version, expiresAt: new Date(expiresAt).toISOString() });
  });

  router.delete('/api/admin/release-override', (_req, res) => {
    res.clearCookie(RELEASE_OVERRIDE_COOKIE, { path: '/' });
    res.status(204).end();
  });

  return router;
}
