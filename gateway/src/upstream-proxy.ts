// One proxy per service. http-proxy-middleware has no default time-out and answers errors in plain text,
// so both are handled here: a deadline per upstream request and a JSON answer for every failure.
import dns from 'node:dns';
import http from 'node:http';
import type { LookupFunction, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import type { Logger } from './logger';
import { sendError } from './send-error';
import { isEventStream, markUpstreamFailure, withCircuitBreaker, type BreakerSettings } from './circuit-breaker';
import { checkService } from './service-readiness';
import { keepsBody, LeavingReplicas, readKeptBody, sendKeptBody, takeRepeat } from './replica-failover';

export const NO_STORE = 'no-store';

class UpstreamTimeoutError extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';
}

export interface UpstreamProxy {
  handler: RequestHandler<http.IncomingMessage, http.ServerResponse>;
  /** Drops the pooled keep-alive sockets (on shutdown, so the process can exit). */
  close(): void;
  /** The service answered its readiness check (the gateway's /readyz asked it). */
  sawReady(): void;
}

/**
 * Each new connection to a name with several addresses goes to the next address: `--scale user=3` puts
 * three containers behind one DNS name, and Node would otherwise connect to the same first address every
 * time. With `all` (Node's connection racing), the list is rotated instead of cut.
 */
export function roundRobinLookup(resolve: typeof dns.lookup = dns.lookup, leaving = new LeavingReplicas()): LookupFunction {
  let turn = 0;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, found: dns.LookupAddress[]) => {
      if (err || found.length === 0) return callback(err ?? new Error(`no address for ${hostname}`), '', 0);
      const addresses = leaving.staying(found);
      const start = turn++ % addresses.length;
      const rotated = [...addresses.slice(start), ...addresses.slice(0, start)];
      if (options.all) return callback(null, rotated);
      callback(null, rotated[0]!.address, rotated[0]!.family);
    });
  };
}

/**
 * How long one pooled socket to a service is reused. A replica added by scaling out only gets calls on
 * new connections; while older sockets stayed warm forever, a busy pool kept every call on the first
 * replicas. A handshake per socket every few seconds costs nothing next to that.
 */
export const POOLED_SOCKET_MAX_AGE_MS = 5_000;

/** A keep-alive pool whose sockets retire (are closed instead of pooled again) once `maxAgeMs` old. */
export class RenewingAgent extends http.Agent {
  readonly #firstPooled = new WeakMap<Duplex, number>();

  constructor(
    options: http.AgentOptions,
    private readonly maxAgeMs = POOLED_SOCKET_MAX_AGE_MS,
    private readonly now = Date.now,
  ) {
    super(options);
  }

  override keepSocketAlive(socket: Duplex): boolean {
    const now = this.now();
    const since = this.#firstPooled.get(socket) ?? now;
    this.#firstPooled.set(socket, since);
    if (now - since >= this.maxAgeMs) return false;
    // Node's own returns whether to keep the socket; its typing says void.
    return super.keepSocketAlive(socket) as unknown as boolean;
  }
}

export function createUpstreamProxy(opts: {
  name: string;
  target: string;
  timeoutMs: number;
  logger: Logger;
  breaker?: BreakerSettings;
}): UpstreamProxy {
  const { name, target, timeoutMs, logger } = opts;
  const leaving = new LeavingReplicas();
  // The caller stalled its body, not the service: this neither counts against the service nor says that it is slow.
  const answerStalledCaller = (req: http.IncomingMessage, res: http.ServerResponse) => {
    logger.warn('caller stalled its request body', { requestId: req.headers['x-request-id'], service: name, timeoutMs });
    sendError(res, 408, 'BAD_REQUEST', 'The request was not sent in time. Please try again.');
  };
  // A pooled keep-alive agent per upstream: no TCP handshake per API call, and one service's pool
  // cannot starve another's. `timeout` matters twice: it bounds the TCP connect (an unreachable host
  // that drops SYNs would otherwise hang the call for minutes, past the proxyReq deadline below, which
  // only starts once connected), and only with it set does Node honour the service's
  // `Keep-Alive: timeout=N` hint, dropping idle pooled sockets a second before the service closes them
  // instead of racing the close and turning a good call into ECONNRESET.
  const agent = new RenewingAgent({
    keepAlive: true,
    maxFreeSockets: 64,
    scheduling: 'lifo',
    timeout: timeoutMs,
    lookup: roundRobinLookup(dns.lookup, leaving),
  });

  const proxy = createProxyMiddleware<http.IncomingMessage, http.ServerResponse>({
    target,
    agent,
    xfwd: true,
    on: {
      proxyReq: (proxyReq, req) => {
        sendKeptBody(proxyReq, req);
        // An event stream (live thread updates) is quiet between events by design: no idle deadline, and
        // none of the agent's socket time-out either. The service sends a heartbeat and ends it on shutdown.
        if (isEventStream(req)) return void proxyReq.setTimeout(0);
        // Idle deadline on the upstream socket: a service that accepts the call but never answers gets
        // its request destroyed (freeing the socket on both ends) and the caller gets a 504.
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(new UpstreamTimeoutError(`${name} did not answer in ${timeoutMs} ms`)));
      },
      proxyRes: (proxyRes, req, res) => {
        leaving.observe(proxyRes.socket?.remoteAddress, req, proxyRes);
        // A service that dies mid-answer (an event stream held open when it is killed) must not leave the
        // caller waiting on an answer that will never end: cut the caller's connection too, so it retries.
        proxyRes.once('close', () => {
          if (!proxyRes.complete) res.destroy();
        });
        // The services are Express apps too; the gateway does not advertise anyone's framework.
        delete proxyRes.headers['x-powered-by'];
        // An answer to a caller with a token is never stored; a public read keeps the service's choice, if any.
        if (req.headers.authorization || !proxyRes.headers['cache-control']) proxyRes.headers['cache-control'] = NO_STORE;
      },
      error: (err, req, res) => {
        const code = (err as NodeJS.ErrnoException).code;
        const requestId = req.headers['x-request-id'];
        if (!isServerResponse(res)) {
          (res as Socket).destroy();
          return;
        }
        // The service was still waiting for the caller's body.
        if (err instanceof UpstreamTimeoutError && !req.complete) return answerStalledCaller(req, res);
        if (takeRepeat(err, req, res)) {
          logger.info('service answered nothing; sending the request again on another connection', {
            requestId,
            service: name,
            errorCode: code,
          });
          void proxy(req, res, () => undefined);
          return;
        }
        markUpstreamFailure(res, err instanceof UpstreamTimeoutError || code === 'ETIMEDOUT' ? 'timeout' : 'unreachable');
        if (err instanceof UpstreamTimeoutError) {
          logger.warn('upstream timeout', { requestId, service: name, timeoutMs });
          sendError(res, 504, 'UPSTREAM_TIMEOUT', `The ${name} service took too long to answer. Please try again later.`);
          return;
        }
        logger.warn('upstream error', { requestId, service: name, errorCode: code, message: err.message });
        sendError(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is unavailable. Please try again later.`);
      },
    },
  });

  // A body small enough to send again is read first (see replica-failover.ts).
  const proxyKeepingBody = async (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => {
    if (keepsBody(req)) {
      const reading = await readKeptBody(req, timeoutMs);
      if (reading === 'gone') return;
      if (reading === 'stalled') return answerStalledCaller(req, res);
    }
    return proxy(req, res, next);
  };

  const guarded = withCircuitBreaker(name, proxyKeepingBody, logger, opts.breaker, async () => (await checkService(target)) === 'ready');
  return {
    handler: guarded.handler as unknown as UpstreamProxy['handler'],
    close: () => {
      guarded.close();
      agent.destroy();
    },
    sawReady: guarded.sawReady,
  };
}

function isServerResponse(res: unknown): res is http.ServerResponse {
  return typeof (res as http.ServerResponse | undefined)?.writeHead === 'function';
}
