import { Router, type Express, type RequestHandler } from 'express';
import type { Role } from '@agency/contracts';
import { isDraining, requirePasswordChanged } from '@agency/server-kit';
import type { LiveEvents } from './live-events';

interface Deps {
  live: LiveEvents;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  /** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
  heartbeatMs?: number;
}

/**
 * GET /api/user/threads/events: Server-Sent Events with each new message of a thread the caller can
 * see (`event: message`, data: the message). Read with fetch (the bearer token goes in a header, never
 * in the URL). The stream ends when the service shuts down; the page reconnects and catches up.
 */
export function createThreadEventRoutes({ live, requireAuth, heartbeatMs = 15_000 }: Deps): Router {
  const router = Router();

  router.get('/api/user/threads/events', requireAuth(['user', 'member', 'admin']), requirePasswordChanged, (req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 1000\n\nevent: ready\ndata: {}\n\n');
    const viewer = { id: req.auth!.sub, name: req.auth!.name, role: req.auth!.role };
    const unsubscribe = live.subscribe({
      viewer,
      send: (message) => res.write(`event: message\nid: ${message.message_id}\ndata: ${JSON.stringify(message)}\n\n`),
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const drainCheck = setInterval(() => isDraining(req.app as Express) && res.end(), 250);
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(drainCheck);
      unsubscribe();
    };
    res.on('close', stop);
  });

  return router;
}
