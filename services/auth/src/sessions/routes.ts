import { Router } from 'express';
import { loginBodySchema, signupBodySchema, twoFactorLoginBodySchema } from '@agency/contracts';
import type { AuthContext } from '../auth-context';
import { logIn, signUp } from './sign-up-and-log-in';
import { completeTwoFactorLogin } from './two-factor-login';

export function createSessionRoutes(ctx: AuthContext): Router {
  const router = Router();

  router.post('/api/auth/signup', ctx.floods.signUp, async (req, res) => {
    res.status(201).json(await signUp(ctx, signupBodySchema.parse(req.body ?? {})));
  });

  router.post('/api/auth/login', async (req, res) => {
    const body = loginBodySchema.parse(req.body ?? {});
    // req.ip honours only the gateway's hop (see server-kit's trust-gateway-hop.ts), so a forged X-Forwarded-For is ignored.
    res.json(await logIn(ctx, body, req.ip ?? 'unknown'));
  });

  // Step two for an admin with 2FA on; wrong codes answer 401 and count like wrong passwords.
  router.post('/api/auth/login/2fa', async (req, res) => {
    const body = twoFactorLoginBodySchema.parse(req.body ?? {});
    res.json(await completeTwoFactorLogin(ctx, body, req.ip ?? 'unknown'));
  });

  return router;
}
