// Puts each request on its release: decides the release of every front end for this browser (override,
// canary share, current) and tells the front end's container which one to serve with `x-release`
// (packages/static-server). A browser never names a release itself: its own `x-release` is dropped.
import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { RELEASE_TARGETS, type ReleaseTarget } from '@agency/contracts';
import { remoteBasePath, REMOTES } from '@agency/mf-config/front-ends';
import { readReleaseOverride, RELEASE_OVERRIDE_COOKIE } from '@agency/server-kit';
import { chooseRelease } from './release-choice';
import type { ReleasePointers } from './release-pointers';

/** The canary's stable session id: random, HttpOnly, a year. */
export const RELEASE_SESSION_COOKIE = 'release_session';
const SESSION_MAX_AGE_MS = 365 * 24 * 3600_000;

function cookiesOf(header: string | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    try {
      found[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      // a malformed cookie is no cookie
    }
  }
  return found;
}

/** `/mfe/public/x.js` → `public`; a request of the shell's files → `shell`. */
function targetOfPath(pathname: string): ReleaseTarget {
  const remote = REMOTES.find(({ key }) => pathname === remoteBasePath(key) || pathname.startsWith(`${remoteBasePath(key)}/`));
  return remote ? (remote.key as ReleaseTarget) : 'shell';
}

/** The release of `target` chosen for this request (undefined: the container's own build). */
export function releaseOf(res: Response, target: ReleaseTarget): string | undefined {
  return (res.locals.releases as Partial<Record<ReleaseTarget, string>> | undefined)?.[target];
}

export function releaseRouting({ pointers, overrideSecret }: { pointers: ReleasePointers; overrideSecret: string }): RequestHandler {
  return (req, res, next) => {
    delete req.headers['x-release'];
    const cookies = cookiesOf(req.headers.cookie);
    const canary = RELEASE_TARGETS.some((t) => (pointers.get(t)?.percent ?? 0) > 0);
    let id = cookies[RELEASE_SESSION_COOKIE];
    if (!id && canary) {
      // Decided on this very request (a first page load included) and kept for every later one.
      id = randomBytes(12).toString('base64url');
      res.cookie(RELEASE_SESSION_COOKIE, id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/',
        maxAge: SESSION_MAX_AGE_MS,
      });
    }
    const session = { id, override: readReleaseOverride(cookies[RELEASE_OVERRIDE_COOKIE], overrideSecret) };
    const releases = Object.fromEntries(RELEASE_TARGETS.map((t) => [t, chooseRelease(t, pointers.get(t), session)]));
    res.locals.releases = releases;
    const release = releases[targetOfPath(req.path)];
    if (release) req.headers['x-release'] = release;
    // The same URL answers differently per browser now: a shared cache must not hand one's answer to another.
    if (release || canary || session.override) res.vary('cookie');
    next();
  };
}
