import { Router } from 'express';
import { changePasswordBodySchema, checkResetLinkBodySchema, forgotPasswordBodySchema, resetPasswordBodySchema } from '@agency/contracts';
import { notReplayable } from '@agency/server-kit';
import { changePassword, type SelfServiceDeps } from '../accounts/self-service';
import { requireSession, type SessionVerifier } from '../sessions/verify-session';
import type { FloodLimiters } from '../throttle/flood-limits';
import {
  checkResetLink,
  FORGOT_PASSWORD_MESSAGE,
  recordResetRequest,
  resetPassword,
  type ResetMessages,
  type ResetPasswordDeps,
} from './reset-password';

interface Deps extends SelfServiceDeps, ResetPasswordDeps {
  verifySession: SessionVerifier;
  floods: Pick<FloodLimiters, 'forgotPassword'>;
  resetMessages: ResetMessages;
}

export function createPasswordRoutes({ verifySession, floods, resetMessages, ...deps }: Deps): Router {
  const router = Router();

  // The one thing a first-login member may do; answers a fresh token with firstLogin false.
  router.post('/api/auth/change-password', notReplayable, requireSession(verifySession, { allowFirstLogin: true }), async (req, res) => {
    res.json(await changePassword(deps, res.locals.account!, changePasswordBodySchema.parse(req.body ?? {}), req.ip ?? 'unknown'));
  });

  router.post('/api/auth/forgot-password', ...floods.forgotPassword, async (req, res) => {
    const body = forgotPasswordBodySchema.parse(req.body ?? {});
    // Recorded, then answered before the lookup: same text and same timing for known and unknown accounts.
    const recorded = await recordResetRequest(deps, body);
    res.json({ message: FORGOT_PASSWORD_MESSAGE });
    // What fails here (or never runs) is the relay's, after the writer's lease.
    void resetMessages.deliverNow(recorded._id, recorded.messages);
  });

  router.post('/api/auth/reset-password/check', async (req, res) => {
    res.json(await checkResetLink(deps, checkResetLinkBodySchema.parse(req.body ?? {}), req.ip ?? 'unknown'));
  });

  // notReplayable (both): they take a password and answer a session token, which no stored record may keep.
  router.post('/api/auth/reset-password', notReplayable, async (req, res) => {
    res.json(await resetPassword(deps, resetPasswordBodySchema.parse(req.body ?? {}), req.ip ?? 'unknown'));
  });

  return router;
}
