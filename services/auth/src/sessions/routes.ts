import { Router } from 'express';
import { loginBodySchema, signupBodySchema, twoFactorLoginBodySchema } from '@agency/contracts';
import { notReplayable, statusAnsweredBefore } from '@agency/server-kit';
import type { FloodLimiters } from '../throttle/flood-limits';
import { logIn, signUp, signUpAgain, type LoginDeps } from './sign-up-and-log-in';
import { completeTwoFactorLogin, type TwoFactorLoginDeps } from './two-factor-login';

type Deps = LoginDeps & TwoFactorLoginDeps & { floods: Pick<FloodLimiters, 'signUp'> };

export function createSessionRoutes({ floods, ...deps }: Deps): Router {
  const router = Router();

  // notReplayable: these answer a session token, which no idempotency record may keep.
  router.post('/api/auth/signup', notReplayable, floods.signUp, async (req, res) => {
    const body = signupBodySchema.parse(req.body ?? {});
    const create = statusAnsweredBefore(res) === 201 ? signUpAgain : signUp;
    res.status(201).json(await create(deps, body));
  });

  router.post('/api/auth/login', notReplayable, async (req, res) => {
    const body = loginBodySchema.parse(req.body ?? {});
    // req.ip honours only the gateway's hop (see server-kit's trust-gateway-hop.ts), so a forged X-Forwarded-For is ignored.
    res.json(await logIn(deps, body, req.ip ?? 'unknown'));
  });

  // Step two for an admin with 2FA on; wrong codes answer 401 and count like wrong passwords.
  router.post('/api/auth/login/2fa', notReplayable, async (req, res) => {
    const body = twoFactorLoginBodySchema.parse(req.body ?? {});
    res.json(await completeTwoFactorLogin(deps, body, req.ip ?? 'unknown'));
  });

  return router;
}
