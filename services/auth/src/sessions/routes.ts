import { Router } from 'express';
import { loginBodySchema, signupBodySchema } from '@agency/contracts';
import type { AuthContext } from '../auth-context';
import { logIn, signUp } from './sign-up-and-log-in';

export function createSessionRoutes(ctx: AuthContext): Router {
  const router = Router();

  router.post('/api/auth/signup', async (req, res) => {
    res.status(201).json(await signUp(ctx, signupBodySchema.parse(req.body ?? {})));
  });

  router.post('/api/auth/login', async (req, res) => {
    res.json(await logIn(ctx, loginBodySchema.parse(req.body ?? {})));
  });

  return router;
}
