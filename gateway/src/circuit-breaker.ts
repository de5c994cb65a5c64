// A circuit breaker per service (opossum): when most recent calls to a service fail, or the last few
// failed in a row however slowly they came, the gateway stops sending it traffic and answers 503 with
// Retry-After at once; after a pause it lets one call through as a probe and closes again when that
// succeeds. A service that could not be reached at all (stopped, restarting) is different: nothing is
// served meanwhile and there is no load to spare it, so the gateway watches its readiness instead and lets
// callers through again the moment it says it is ready.
//
// What counts as a failure: the service did not answer. That is a refused or reset connection and a
// time-out (what upstream-proxy.ts marks; a time-out while the caller itself had not finished sending
// its body is the caller's, and does not count), and a 502 or 504 answered on the service's behalf (by a
// hop in front of it; our services never send these themselves). This is Envoy's
// `consecutive_gateway_failure` (gateway errors, connection failures included) rather than its
// `consecutive_5xx`, applied with opossum's `errorFilter` idea: an answer that does not count is still
// passed to the caller, it just leaves the statistics alone. Two answers are left out on purpose:
// - a 500 is the service answering one request it could not handle: what one client sends (a body that
//   breaks a step) must not cut every other caller off, and the service is plainly up;
// - a service's own 503 is deliberate and fast (its database or a service it calls is down, or it is
//   draining), and carries a code that says so. Envoy counts 503 because its own connection failures
//   become 503s; ours are counted through the marks above instead. Counting a service's 503 would turn
//   one dependency's outage (admin down, so the user service's domain list answers 503) into cutting off
//   every route of the service that depends on it, and a client can reach such a route at will.
import { EventEmitter } from 'node:events';
import type http from 'node:http';
import CircuitBreaker from 'opossum';
import { productGauge } from '@agency/server-kit';
import type { Logger } from './logger';
import { sendError } from './send-error';

export interface BreakerSettings {
  /** Failures (in %) over the rolling window that open the circuit. */
  errorThresholdPercentage: number;
  /** Calls needed in the window before the percentage counts. */
  volumeThreshold: number;
  /** How long the circuit stays open before a probe call. */
  resetTimeoutMs: number;
  /**
   * Failures in a row that open the circuit. The percentage rule needs `volumeThreshold` calls inside
   * the 10 s window, which a service timing out after 10 s at light traffic never gives it.
   */
  consecutiveFailures: number;
  /** How often the readiness of an unreachable service is asked while its circuit is open. */
  readyProbeMs: number;
}

export const DEFAULT_BREAKER: BreakerSettings = {
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  resetTimeoutMs: 3000,
  consecutiveFailures: 5,
  readyProbeMs: 500,
};

/** Why the gateway gave up on a call: the service could not be reached, or it did not answer in time. */
export type UpstreamFailure = 'unreachable' | 'timeout';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

const UPSTREAM_FAILED = Symbol('upstream failed');

/** Marks an answer as the gateway's own failure to reach the service (refused, reset, timed out). */
export function markUpstreamFailure(res: http.ServerResponse, kind: UpstreamFailure): void {
  (res as unknown as Record<symbol, UpstreamFailure>)[UPSTREAM_FAILED] = kind;
}

function markedFailure(res: http.ServerResponse): UpstreamFailure | undefined {
  return (res as unknown as Record<symbol, UpstreamFailure | undefined>)[UPSTREAM_FAILED];
}

const isMarkedFailure = (res: http.ServerResponse) => markedFailure(res) !== undefined;

class CallFailed extends Error {
  constructor(
    message: string,
    readonly kind: UpstreamFailure | 'answered',
  ) {
    super(message);
  }
}

const failureOf = (res: http.ServerResponse) => new CallFailed(`answered ${res.statusCode}`, markedFailure(res) ?? 'answered');

/** Answers that say the service was not reached, sent by a hop in front of it (see the rule at the top). */
const GATEWAY_FAILURES: ReadonlySet<number> = new Set([502, 504]);

function countsAsFailure(res: http.ServerResponse): boolean {
  return isMarkedFailure(res) || GATEWAY_FAILURES.has(res.statusCode);
}

/** A request for Server-Sent Events (live thread updates): an answer that stays open for as long as the page. */
export const isEventStream = (req: http.IncomingMessage) => req.method === 'GET' && /text\/event-stream/.test(req.headers.accept ?? '');

/**
 * Runs one proxied call; settles when its answer is complete (rejects when it counts as a failure). An
 * event stream settles as soon as the service started answering it: it may stay open for hours, and the
 * breaker's probe after an outage must not wait for it (every other call would be refused meanwhile).
 */
function proxiedCall(handler: Handler) {
  return (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) =>
    new Promise<void>((resolve, reject) => {
      res.once('finish', () => (countsAsFailure(res) ? reject(failureOf(res)) : resolve()));
      if (isEventStream(req)) res.once('pipe', () => (countsAsFailure(res) ? reject(failureOf(res)) : resolve()));
      // Closed before the answer was complete: either the proxy cut it because the service failed mid-answer
      // (marked), or the caller gave up (navigated away, its own time-out), which says nothing about the service.
      res.once('close', () => {
        if (res.writableFinished) return;
        if (isMarkedFailure(res)) reject(new CallFailed('upstream failed mid-answer', markedFailure(res)!));
        else resolve();
      });
      handler(req, res, next);
    });
}

/** Each service's circuit on /metrics: 0 closed, 0.5 half-open (one probe call), 1 open (callers answered 503). */
const circuitState = () =>
  productGauge('agency_gateway_circuit_state', "The gateway's circuit per service: 0 closed, 0.5 half-open, 1 open", {
    labelNames: ['service'],
  });

export interface GuardedHandler {
  handler: Handler;
  /** Stops the breaker's timers (on shutdown). */
  close(): void;
  /** Someone else found the service ready: ends the pause of a circuit opened because it could not be reached. */
  sawReady(): void;
}

/**
 * `isReady` asks the service whether it can serve (its /readyz); it ends the pause of a circuit that
 * opened because the service could not be reached.
 */
export function withCircuitBreaker(
  name: string,
  handler: Handler,
  logger: Logger,
  settings = DEFAULT_BREAKER,
  isReady?: () => Promise<boolean>,
): GuardedHandler {
  // The rolling window is turned by the gateway so it can be emptied when the circuit closes: the
  // failures of an outage that is over must not make the first slip after it cut everyone off again.
  const rotation = new EventEmitter();
  const BUCKETS = 10;
  const rotate = setInterval(() => rotation.emit('rotate'), 1000);
  rotate.unref();
  const breaker = new CircuitBreaker(proxiedCall(handler), {
    timeout: false, // the proxy has its own deadline (PROXY_TIMEOUT_MS)
    errorThresholdPercentage: settings.errorThresholdPercentage,
    volumeThreshold: settings.volumeThreshold,
    resetTimeout: settings.resetTimeoutMs,
    rollingCountTimeout: BUCKETS * 1000,
    rollingCountBuckets: BUCKETS,
    rotateBucketController: rotation,
  });
  let openedAt = 0;
  let failuresInARow = 0;
  let lastFailure: CallFailed['kind'] = 'answered';
  let readyWatch: NodeJS.Timeout | undefined;
  let asking = false;
  const showState = (value: number) => circuitState().set({ service: name }, value);
  showState(0);

  const closeOnReady = () => {
    if (!readyWatch || breaker.closed) return;
    logger.info('service ready again', { service: name });
    breaker.close();
  };
  const stopWatchingReadiness = () => {
    clearInterval(readyWatch);
    readyWatch = undefined;
  };
  const watchReadiness = () => {
    if (!isReady || readyWatch) return;
    readyWatch = setInterval(() => {
      if (asking) return;
      asking = true;
      isReady()
        .then((ready) => ready && closeOnReady())
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, settings.readyProbeMs);
    readyWatch.unref();
  };

  breaker.on('success', () => (failuresInARow = 0));
  breaker.on('failure', (err: unknown) => {
    lastFailure = err instanceof CallFailed ? err.kind : 'answered';
    failuresInARow++;
    if (failuresInARow >= settings.consecutiveFailures && breaker.closed) breaker.open();
  });
  breaker.on('open', () => {
    showState(1);
    openedAt = Date.now();
    failuresInARow = 0;
    logger.warn('circuit open', { service: name });
    // A service that answers errors keeps the whole pause, however ready it says it is.
    if (lastFailure === 'unreachable') watchReadiness();
    else stopWatchingReadiness();
  });
  breaker.on('halfOpen', () => {
    showState(0.5);
    logger.info('circuit half-open: probing', { service: name });
  });
  breaker.on('close', () => {
    showState(0);
    stopWatchingReadiness();
    for (let i = 0; i < BUCKETS; i++) rotation.emit('rotate');
    logger.info('circuit closed', { service: name });
  });

  return {
    handler: (req, res, next) => {
      breaker.fire(req, res, next).catch((err: { code?: string }) => {
        if (err.code !== 'EOPENBREAKER' || res.headersSent) return; // the proxy already answered
        const pause = Math.ceil((openedAt + settings.resetTimeoutMs - Date.now()) / 1000);
        const waitSeconds = readyWatch ? 1 : Math.max(1, pause);
        res.setHeader('retry-after', String(waitSeconds));
        sendError(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is unavailable. Please try again later.`);
      });
    },
    close: () => {
      clearInterval(rotate);
      stopWatchingReadiness();
      breaker.shutdown();
    },
    sawReady: closeOnReady,
  };
}
