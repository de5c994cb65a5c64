// A circuit breaker per service (opossum): when most recent calls to a service fail (refused, timed
// out, or answered 5xx), or the last few failed in a row however slowly they came, the gateway stops
// sending it traffic and answers 503 with Retry-After at once; after a pause it lets one call through
// as a probe and closes again when that succeeds.
import type http from 'node:http';
import CircuitBreaker from 'opossum';
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
}

export const DEFAULT_BREAKER: BreakerSettings = {
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  resetTimeoutMs: 3000,
  consecutiveFailures: 5,
};

type Handler = (req: http.IncomingMessage, res: http.ServerResponse, next: (err?: unknown) => void) => void;

const UPSTREAM_FAILED = Symbol('upstream failed');

/** Marks an answer as the gateway's own failure to reach the service (refused, reset, timed out). */
export function markUpstreamFailure(res: http.ServerResponse): void {
  (res as unknown as Record<symbol, boolean>)[UPSTREAM_FAILED] = true;
}

function isMarkedFailure(res: http.ServerResponse): boolean {
  return Boolean((res as unknown as Record<symbol, boolean>)[UPSTREAM_FAILED]);
}

// A service's own 503 (its database or a dependency is down) is a deliberate, fast answer, not a
// sign the service itself is broken; 500/502/504 and unreachable services are.
function countsAsFailure(res: http.ServerResponse): boolean {
  return isMarkedFailure(res) || [500, 502, 504].includes(res.statusCode);
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
      res.once('finish', () => (countsAsFailure(res) ? reject(new Error(`answered ${res.statusCode}`)) : resolve()));
      if (isEventStream(req)) res.once('pipe', () => (countsAsFailure(res) ? reject(new Error(`answered ${res.statusCode}`)) : resolve()));
      // Closed before the answer was complete: either the proxy cut it because the service failed mid-answer
      // (marked), or the caller gave up (navigated away, its own time-out), which says nothing about the service.
      res.once('close', () => {
        if (res.writableFinished) return;
        if (isMarkedFailure(res)) reject(new Error('upstream failed mid-answer'));
        else resolve();
      });
      handler(req, res, next);
    });
}

export function withCircuitBreaker(name: string, handler: Handler, logger: Logger, settings = DEFAULT_BREAKER): Handler {
  const breaker = new CircuitBreaker(proxiedCall(handler), {
    timeout: false, // the proxy has its own deadline (PROXY_TIMEOUT_MS)
    errorThresholdPercentage: settings.errorThresholdPercentage,
    volumeThreshold: settings.volumeThreshold,
    resetTimeout: settings.resetTimeoutMs,
    rollingCountTimeout: 10_000,
  });
  let openedAt = 0;
  let failuresInARow = 0;
  breaker.on('success', () => (failuresInARow = 0));
  breaker.on('failure', () => {
    failuresInARow++;
    if (failuresInARow >= settings.consecutiveFailures && breaker.closed) breaker.open();
  });
  breaker.on('open', () => {
    openedAt = Date.now();
    failuresInARow = 0;
    logger.warn('circuit open', { service: name });
  });
  breaker.on('halfOpen', () => logger.info('circuit half-open: probing', { service: name }));
  breaker.on('close', () => logger.info('circuit closed', { service: name }));

  return (req, res, next) => {
    breaker.fire(req, res, next).catch((err: { code?: string }) => {
      if (err.code !== 'EOPENBREAKER' || res.headersSent) return; // the proxy already answered
      const waitSeconds = Math.max(1, Math.ceil((openedAt + settings.resetTimeoutMs - Date.now()) / 1000));
      res.setHeader('retry-after', String(waitSeconds));
      sendError(res, 503, 'UPSTREAM_UNAVAILABLE', `The ${name} service is unavailable. Please try again later.`);
    });
  };
}
