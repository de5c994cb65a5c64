import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { AppError } from '@agency/server-kit';
import { requireSession, type SessionVerifier } from '../sessions/verify-session';
import { listFailedMail } from './failed-mail-repository';

const adminOnly: RequestHandler = (_req, res, next) => {
  if (res.locals.account?.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can see failed e-mails', 403);
  next();
};

/** The e-mails the mail server refused for good, for an admin to see (and act on: a wrong address, a blocked sender). */
export function createMailRoutes({ db, verifySession }: { db: Connection; verifySession: SessionVerifier }): Router {
  const router = Router();

  router.get('/api/auth/failed-mail', requireSession(verifySession), adminOnly, async (_req, res) => {
    res.json(await listFailedMail(db));
  });

  return router;
}
