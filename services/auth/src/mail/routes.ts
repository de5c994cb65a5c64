import { Router, type RequestHandler } from 'express';
import { AppError, listFailedMail, type Outbox } from '@agency/server-kit';
import { requireSession, type SessionVerifier } from '../sessions/verify-session';

const adminOnly: RequestHandler = (_req, res, next) => {
  if (res.locals.account?.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can see failed e-mails', 403);
  next();
};

/** The e-mails the mail server refused for good, for an admin to see (and act on: a wrong address, a blocked sender). */
export function createMailRoutes({ outbox, verifySession }: { outbox: Outbox; verifySession: SessionVerifier }): Router {
  const router = Router();

  router.get('/api/auth/failed-mail', requireSession(verifySession), adminOnly, async (_req, res) => {
    res.json(await listFailedMail(outbox));
  });

  return router;
}
