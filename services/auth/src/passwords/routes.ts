import { Router } from 'express';
import { changePasswordBodySchema, forgotPasswordBodySchema, resetPasswordBodySchema } from '@agency/contracts';
import type { AuthContext } from '../auth-context';
import { changePassword } from '../accounts/self-service';
import { requireSession } from '../sessions/verify-session';
import { FORGOT_PASSWORD_MESSAGE, resetPassword, sendResetLink } from './reset-password';

export function createPasswordRoutes(ctx: AuthContext): Router {
  const router = Router();

  // The one thing a first-login member may do; answers a fresh token with firstLogin false.
  router.post('/api/auth/change-password', requireSession(ctx.verifySession, { allowFirstLogin: true }), async (req, res) => {
    res.json(await changePassword(ctx, res.locals.account!, changePasswordBodySchema.parse(req.body ?? {}), req.ip ?? 'unknown'));
  });

  router.post('/api/auth/forgot-password', ...ctx.floods.forgotPassword, (req, res) => {
    const body = forgotPasswordBodySchema.parse(req.body ?? {});
    // Answered before the lookup and the e-mail: same text and same timing for known and unknown accounts.
    res.json({ message: FORGOT_PASSWORD_MESSAGE });
    sendResetLink(ctx, body).catch((err: Error) => ctx.logger.error('reset e-mail failed', { err: err.message }));
  });

  router.post('/api/auth/reset-password', async (req, res) => {
    res.json(await resetPassword(ctx, resetPasswordBodySchema.parse(req.body ?? {}), req.ip ?? 'unknown'));
  });

  return router;
}
