import { Router } from 'express';
import { recordAssigneesBodySchema, requestProgressBodySchema, requestsByIdQuerySchema } from '@agency/contracts';
import type { Connection } from 'mongoose';
import { consumeEventsOnce, notFound, parseObjectId, requireInternalToken } from '@agency/server-kit';
import { assignRequest, type AssignDeps } from './assign-request';
import { recordRequestProgress, unassignMember } from './change-request-status';
import { countRequests, listLatestRequests, listRequestsById, showRequest } from './list-requests';
import type { Notifier } from '../notifications/notifier';
import type { RequestRepository } from './request-repository';

interface Deps {
  requests: RequestRepository;
  /** E-mails to the customer and members of what changed (notifications/). */
  notifier?: Notifier;
  internalToken: string;
  /** The inbox of events from other services' outboxes (progress from the member service). */
  db: Connection;
  /** Delivers what an assign records (the tasks to make, the e-mails). */
  messages: AssignDeps['messages'];
}

const requestIdOf = (id: unknown): string => parseObjectId(id, 'request');

/** For the admin service (dashboard, assign, unstaffed page) and the member service (progress). Never proxied. */
export function createInternalRequestRoutes({ requests, notifier, internalToken, db, messages }: Deps): Router {
  const router = Router();
  router.use(['/internal/requests', '/internal/members'], requireInternalToken(internalToken));

  router.get('/internal/requests/count', async (req, res) => {
    const domainId = parseObjectId(req.query.domain_id, 'domain');
    res.json({ count: await requests.countByDomain(domainId) });
  });

  // The dashboard's two halves, so that a dashboard load computes each once (figures, activity).
  router.get('/internal/requests/counts', async (_req, res) => {
    res.json(await countRequests({ requests }));
  });

  router.get('/internal/requests/latest', async (_req, res) => {
    res.json({ requests: await listLatestRequests({ requests }) });
  });

  // The admin's unstaffed page: the member service's page of ids turned into requests in one lookup.
  router.get('/internal/requests/by-id', async (req, res) => {
    const { ids } = requestsByIdQuerySchema.parse(req.query);
    res.json({ requests: await listRequestsById({ requests }, ids) });
  });

  router.get('/internal/requests/:id', async (req, res) => {
    const request = await showRequest({ requests }, requestIdOf(req.params.id));
    if (!request) throw notFound('Request');
    res.json(request);
  });

  router.post('/internal/requests/:id/progress', consumeEventsOnce(db), async (req, res) => {
    const progress = requestProgressBodySchema.parse(req.body ?? {});
    res.json(await recordRequestProgress({ requests, notifier }, requestIdOf(req.params.id), progress, req.get('x-event-id')));
  });

  // The admin's assign: this service records who works on the request and their tasks in one write,
  // delivers the tasks (member service) and answers them.
  router.post('/internal/requests/:id/assign', async (req, res) => {
    const { assignees } = recordAssigneesBodySchema.parse(req.body ?? {});
    res.status(201).json(await assignRequest({ requests, messages }, requestIdOf(req.params.id), assignees));
  });

  // The admin service's member.removed (its outbox): the member leaves every request they were on.
  router.post('/internal/members/:memberId/unassign', consumeEventsOnce(db), async (req, res) => {
    res.json(await unassignMember({ requests }, parseObjectId(req.params.memberId, 'member')));
  });

  return router;
}
