import { Router, type Express, type RequestHandler } from 'express';
import type { Role } from '@agency/contracts';
import { clientKey, isDraining, sessionEnded, verifyBearer, type JwtVerifyOptions } from '@agency/server-kit';
import type { LiveEvent, LiveEvents } from './live-events';
import type { StreamAdmission } from './stream-admission';
import type { StreamSessions } from './stream-sessions';

interface Deps {
  live: LiveEvents;
  requireAuth: (roles?: readonly Role[]) => RequestHandler;
  /** The token check, to keep the facts an open stream is judged by (version, session id, expiry). */
  jwt: JwtVerifyOptions;
  admission: StreamAdmission;
  sessions: StreamSessions;
  /** A comment line this often keeps proxies and the browser from taking a quiet stream for a dead one. */
  heartbeatMs?: number;
}

// The last event of a stream whose session is over: the page signs out instead of reconnecting.
const SESSION_ENDED_EVENT = `event: end\ndata: ${JSON.stringify({ code: 'UNAUTHENTICATED', error: sessionEnded().message })}\n\n`;

// A message's id lets the browser name the last one it had; changes need none (the page reads them again).
const idLine = (event: LiveEvent) => (event.type === 'message' ? `id: ${event.data.message_id}\n` : '');

/**
 * GET /api/user/threads/events: Server-Sent Events with each new message of a thread the caller can
 * see (`event: message`, data: the message), each change to a request they can see (`event:
 * request.changed`, `{ request_id, status }`) and, to a member, each task of theirs made (`event:
 * tasks.changed`, `{ request_id }`). Read with fetch (the bearer token goes in a header, never
 * in the URL). The stream ends when the service shuts down (the page reconnects and catches up), and
 * with `event: end` when its session is over (sign-out, a new password or e-mail, expiry, a deleted
 * account). Open streams are bounded per account, per client address and per process (stream-admission.ts).
 */
export function createThreadEventRoutes({ live, requireAuth, jwt, admission, sessions, heartbeatMs = 15_000 }: Deps): Router {
  const router = Router();

  router.get('/api/user/threads/events', requireAuth(['user', 'member', 'admin']), async (req, res) => {
    const token = verifyBearer(req.get('authorization'), jwt);
    const ticket = await admission.admit(token.sub, clientKey(req.ip));
    if (req.socket.destroyed) return ticket.release(); // the caller left while its slot was claimed
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
      send: (event) => res.write(`event: ${event.type}\n${idLine(event)}data: ${JSON.stringify(event.data)}\n\n`),
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    const drainCheck = setInterval(() => isDraining(req.app as Express) && res.end(), 250);
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(drainCheck);
      unsubscribe();
      unwatch();
      ticket.release();
    };
    const unwatch = sessions.watch({
      token,
      end: () => {
        stop(); // nothing is sent after the session ended, not even a message already on its way
        res.end(SESSION_ENDED_EVENT);
      },
    });
    res.on('close', stop);
  });

  return router;
}
