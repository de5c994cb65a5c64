import { Router, type RequestHandler } from 'express';
import { createRequestBodySchema, pageQuerySchema, updateRequestBodySchema, type Role } from '@agency/contracts';
import { bearerOf, notFound, parseObjectId, type AuthClient, type EmbeddedMessageRelay } from '@agency/server-kit';
import type { AdminDomainsClient } from '../domains/admin-domains-client';
import { editOwnRequest, withdrawOwnRequest } from './change-own-request';
import { createRequest } from './create-request';
import { listOwnRequests, showOwnRequest } from './list-requests';
import type { RequestRepository } from './request-repository';

interface Deps {
  requests: RequestRepository;
  adminDomains: AdminDomainsClient;
  /** Auth's account API; without one (no AUTH_URL) the token's claims are all there is. */
  accounts?: Pick<AuthClient, 'getAccount'>;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  /** Hands on the messages a new request carries (the relay for service_requests). */
  messages: Pick<EmbeddedMessageRelay, 'deliverNow'>;
}

/** The customer's side: place a request, change or withdraw it while pending, read one's own history (never anyone else's). */
export function createRequestRoutes({ requests, adminDomains, accounts, requireAuth, messages }: Deps): Router {
  const router = Router();
  const user = requireAuth(['user']);

  router.post('/api/user/requests', user, async (req, res) => {
    const body = createRequestBodySchema.parse(req.body ?? {});
    const { sub, name, email } = req.auth!;
    const currentRequester = async () => {
      if (!accounts) return { id: sub, name, email };
      const account = await accounts.getAccount(sub, bearerOf(req.get('authorization')));
      return { id: sub, name: account.name, email: account.email };
    };
    res.status(201).json(await createRequest({ requests, adminDomains, currentRequester, messages }, body));
  });

  router.get('/api/user/requests/previous', user, async (req, res) => {
    res.json(await listOwnRequests({ requests }, req.auth!.sub, pageQuerySchema.parse(req.query)));
  });

  // One request of one's own; someone else's answers as if it did not exist (no probing of ids).
  router.get('/api/user/requests/:id', user, async (req, res) => {
    const id = parseObjectId(req.params.id, 'request', { malformed: 'not-found' });
    const request = await showOwnRequest({ requests }, req.auth!.sub, id);
    if (!request) throw notFound('Request');
    res.json(request);
  });

  router.patch('/api/user/requests/:id', user, async (req, res) => {
    const id = parseObjectId(req.params.id, 'request', { malformed: 'not-found' });
    const body = updateRequestBodySchema.parse(req.body ?? {});
    res.json(await editOwnRequest({ requests, adminDomains }, req.auth!.sub, id, body));
  });

  // An action, not a removal: the request stays in the customer's history, marked withdrawn.
  router.post('/api/user/requests/:id/withdraw', user, async (req, res) => {
    const id = parseObjectId(req.params.id, 'request', { malformed: 'not-found' });
    res.json(await withdrawOwnRequest({ requests }, req.auth!.sub, id));
  });

  return router;
}
