import { Router, type RequestHandler } from 'express';
import {
  confirmTwoFactorBodySchema,
  DEFAULT_SESSION_TIMEOUT_HOURS,
  disableTwoFactorBodySchema,
  updateSessionTimeoutBodySchema,
  type SecuritySettings,
} from '@agency/contracts';
import { AppError, notReplayable } from '@agency/server-kit';
import { requireSession, type SessionVerifier } from '../sessions/verify-session';
import { changeSessionTimeout, type SessionTimeoutDeps } from './change-session-timeout';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './enrolment';
import type { SecondFactorDeps } from './second-factor';

type Deps = SecondFactorDeps & SessionTimeoutDeps & { verifySession: SessionVerifier };

/** Only admins have these settings (the spec's admin Profile page); others get 403, not a silent no-op. */
const adminOnly: RequestHandler = (_req, res, next) => {
  if (res.locals.account?.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can change these settings', 403);
  next();
};

/** The signed-in admin's own 2FA and session timeout: auth owns both, so the page calls auth directly. */
export function createSecurityRoutes({ verifySession, ...deps }: Deps): Router {
  const router = Router();
  const admin = [requireSession(verifySession), adminOnly];
  // The 2FA steps answer or take a secret (the TOTP secret, recovery codes, a password): never replayed.
  const secretStep = [notReplayable, ...admin];
  const client = (ip: string | undefined) => ip ?? 'unknown';

  router.get('/api/auth/me/security', ...admin, async (_req, res) => {
    const account = res.locals.account!;
    const settings: SecuritySettings = {
      twoFactorEnabled: await deps.twoFactor.isEnabled(account.id),
      sessionTimeoutHours: account.sessionTimeoutHours ?? DEFAULT_SESSION_TIMEOUT_HOURS,
    };
    res.json(settings);
  });

  // Answers a fresh token of the new lifetime, so the choice holds from now on, not only from the next login.
  router.put('/api/auth/me/session-timeout', ...admin, async (req, res) => {
    const { sessionTimeoutHours } = updateSessionTimeoutBodySchema.parse(req.body ?? {});
    res.json(await changeSessionTimeout(deps, res.locals.account!, sessionTimeoutHours));
  });

  router.post('/api/auth/me/2fa/setup', ...secretStep, async (_req, res) => {
    res.set('Cache-Control', 'no-store'); // the answer carries the secret
    res.json(await startEnrolment(deps, res.locals.account!));
  });

  router.post('/api/auth/me/2fa/confirm', ...secretStep, async (req, res) => {
    const { code } = confirmTwoFactorBodySchema.parse(req.body ?? {});
    res.set('Cache-Control', 'no-store'); // the answer carries the recovery codes
    res.json(await confirmEnrolment(deps, res.locals.account!, code, client(req.ip)));
  });

  router.post('/api/auth/me/2fa/disable', ...secretStep, async (req, res) => {
    const body = disableTwoFactorBodySchema.parse(req.body ?? {});
    res.json(await disableTwoFactor(deps, res.locals.account!, body, client(req.ip)));
  });

  return router;
}
