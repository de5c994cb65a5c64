// Leaving a fleet without losing a request (a service here, the gateway in gateway/src/graceful-stop.ts):
// while draining, answers say `Connection: close`, and the listener stays open until callers have let go
// of their keep-alive sockets, so none writes a request into a socket being closed.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Longer than a caller keeps an idle pooled socket: Node's server says `Keep-Alive: timeout=5`, and Node's
 * and undici's clients drop an idle socket a second before that.
 */
export const DRAIN_DELAY_MS = 5000;

/**
 * A `request` listener: while draining, the answer says `Connection: close`, so the caller opens its next
 * connection elsewhere (another replica) instead of reusing this one. Read as the head goes out, so that
 * a request begun before the drain closes too and a route's own `Connection` header cannot keep it.
 */
export function closeConnectionsWhile(draining: () => boolean): (req: IncomingMessage, res: ServerResponse) => void {
  return (_req, res) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
      if (draining()) this.setHeader('connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  };
}

const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((err, count) => resolve(err ? 0 : count)));

/**
 * Readiness stays 503 with the listener open at least this long even when nobody is connected: a caller
 * that looked the replica up a moment ago may be connecting now.
 */
const MIN_DRAIN_MS = 1000;

/**
 * Waits until no connection is open (callers have moved on; soon when nobody is connected, as when a
 * developer's whole stack stops) or `maxMs` has passed.
 */
export async function drainConnections(server: Server, maxMs: number): Promise<void> {
  const started = Date.now();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await sleep(Math.min(maxMs, MIN_DRAIN_MS));
  while (Date.now() - started < maxMs && (await openConnections(server)) > 0) await sleep(Math.min(50, maxMs - (Date.now() - started)));
}

/**
 * How long a connection may sit without a request before a stop closes it: a caller that opened it that long
 * ago and has sent nothing on it is not about to (a client's spare pooled socket).
 */
const UNUSED_GRACE_MS = 1000;

/**
 * Follows the server's connections that have not carried a request yet. `closeIdleConnections` leaves those
 * open (they are not idle in Node's sense), so a stop would wait until the client let go of them (its
 * keep-alive time: seconds) or the shutdown time-out cut them. Returns what closes those unused for
 * UNUSED_GRACE_MS; call it from the start, so every connection is seen.
 */
export function followUnusedConnections(server: Server): () => void {
  const unused = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    unused.set(socket, Date.now());
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: IncomingMessage) => unused.delete(req.socket));
  return () => {
    const now = Date.now();
    for (const [socket, since] of unused) if (now - since >= UNUSED_GRACE_MS) socket.destroy();
  };
}
