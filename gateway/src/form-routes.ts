// The answers to the server HTML's forms sent by a browser without the app (JavaScript off, or its code
// failed to load). Those forms are POSTs, so what was typed (a password, a message) never goes into a URL,
// a history or a log; with the app, its own handlers send them and nothing comes here. Each route reads its
// body with a parser of its own and a small limit: mounted after the proxies, whose bodies stream through.
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { CONTACT_SENT_PATH, contactBodySchema, contactNotSentPath } from '@agency/contracts';
import type { GatewayConfig } from './config';
import { forwardContact } from './forward-contact';
import type { Logger } from './logger';

/**
 * The shell's pages whose server HTML has a form with a password or an address: they need the app (a
 * session lives in the browser, an admin's sign-in has a second step), so the body is read, dropped and
 * never stored, logged or forwarded, and the browser goes back to the page (GET), whose server HTML says
 * "This form needs JavaScript".
 */
export const SIGN_IN_FORM_PAGES = ['/login', '/signup', '/forgot-password'] as const;

/** The contact form's five fields; a message of 5000 characters percent-encoded is up to ~45 KB. */
const CONTACT_BODY_LIMIT = '64kb';
const SIGN_IN_BODY_LIMIT = '4kb';

const readForm = (limit: string) => express.urlencoded({ extended: false, limit, parameterLimit: 20 });

/** A POST answered with a page to GET: the browser's Reload then asks for that page, never the POST again. */
function seeOther(res: Response, location: string): void {
  res.set('cache-control', 'no-store').redirect(303, location);
}

/**
 * A browser says where a form came from (Sec-Fetch-Site, else Origin): another site's page must not send
 * messages in a visitor's name (the JSON API cannot be posted to by a plain form; this route can).
 */
function fromThisSite(req: Request, publicUrl: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (!origin) return true;
  return origin === new URL(publicUrl).origin || origin.replace(/^https?:\/\//, '') === req.get('host');
}

/** A body too large or not a form is answered with `location` too, and the connection closed (the rest unread). */
const bodyErrorsGoTo =
  (location: string): ErrorRequestHandler =>
  (err, _req, res, next) => {
    const type = (err as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !type.startsWith('entity.') || res.headersSent) return next(err);
    res.set('connection', 'close');
    seeOther(res, location);
  };

export function formRoutes(config: Pick<GatewayConfig, 'services' | 'proxyTimeoutMs' | 'publicUrl'>, logger: Logger): Router {
  const router = Router();

  for (const page of SIGN_IN_FORM_PAGES) {
    router.post(page, readForm(SIGN_IN_BODY_LIMIT), (_req, res) => seeOther(res, page));
    router.use(page, bodyErrorsGoTo(page));
  }

  const onlyFromThisSite: RequestHandler = (req, res, next) => {
    if (fromThisSite(req, config.publicUrl)) return next();
    res.status(403).type('text/plain').set('cache-control', 'no-store').send("The contact form is sent from this site's contact page.");
  };
  router.post('/contact', onlyFromThisSite, readForm(CONTACT_BODY_LIMIT), async (req, res) => {
    // The admin service's own schema: what it would refuse is refused here without a call.
    const parsed = contactBodySchema.safeParse(req.body ?? {});
    if (!parsed.success) return seeOther(res, contactNotSentPath('invalid'));
    const outcome = await forwardContact(req, parsed.data, {
      adminUrl: config.services.admin,
      timeoutMs: config.proxyTimeoutMs,
      logger,
    });
    seeOther(res, outcome === 'sent' ? CONTACT_SENT_PATH : contactNotSentPath(outcome));
  });
  router.use('/contact', bodyErrorsGoTo(contactNotSentPath('invalid')));
  return router;
}
