// Prometheus metrics (prom-client): one registry per process (each process is one part of the stack),
// RED per route, the process defaults, and the product's own counters and gauges (prefix `agency_`).
// They are served on a listener of their own (serveMetrics), never on the port the gateway proxies to
// or the public port, so no `/api/...` path and no visitor can reach them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';

export const metricsRegistry = register;

/** The route label of a request that matched no route (a 404, a static file): never the raw path. */
export const UNMATCHED_ROUTE = '(unmatched)';

let defaultsCollected = false;

/** The process's own figures (CPU, memory, event loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register });
}

/** A metric of this process's registry by name, created on first use (tests build many apps in one process). */
function metricOf<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** A product counter (`agency_..._total`), incremented where the owner service commits the change. */
export function productCounter(name: `agency_${string}_total`, help: string, labelNames: string[] = []): Counter {
  return metricOf(name, () => new Counter({ name, help, labelNames }));
}

/** A product gauge whose value is computed when Prometheus scrapes. */
export function productGauge(
  name: `agency_${string}`,
  help: string,
  options: { labelNames?: string[]; collect?: (this: Gauge) => Promise<void> | void } = {},
): Gauge {
  return metricOf(name, () => new Gauge({ name, help, labelNames: options.labelNames ?? [], collect: options.collect }));
}

const httpRequests = () =>
  metricOf(
    'http_requests_total',
    () => new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames: ['method', 'route', 'status'] }),
  );
const httpDuration = () =>
  metricOf(
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from a request arriving to its answer finishing',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  );

const ROUTE_LABEL = Symbol('metrics route');

/** For handlers mounted without a route pattern (the gateway's proxies): the label to count them under. */
export function labelRoute(res: Response | import('node:http').ServerResponse, pattern: string): void {
  (res as unknown as Record<symbol, string>)[ROUTE_LABEL] = pattern;
}

/** The Express pattern that answered (`/api/user/requests/:id`), never the raw path: raw paths would make a series per id. */
function routeOf(req: Request, res: Response): string {
  const labelled = (res as unknown as Record<symbol, string | undefined>)[ROUTE_LABEL];
  if (labelled) return labelled;
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') return UNMATCHED_ROUTE;
  return `${req.baseUrl ?? ''}${pattern}`;
}

/** Counts and times every answer: `http_requests_total` and `http_request_duration_seconds` by method, route and status. */
export function countRequests(): RequestHandler {
  collectProcessMetrics();
  const requests = httpRequests();
  const duration = httpDuration();
  return (req, res, next) => {
    const stop = duration.startTimer();
    let counted = false;
    const count = () => {
      if (counted) return;
      counted = true;
      // A caller that hung up before an answer was sent: nginx's 499.
      const status = res.writableFinished || res.headersSent ? String(res.statusCode) : '499';
      const labels = { method: req.method, route: routeOf(req, res), status };
      requests.inc(labels);
      stop(labels);
    };
    res.once('finish', count);
    res.once('close', count);
    next();
  };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** The metrics listener: GET /metrics in Prometheus' text format; everything else 404. */
export async function serveMetrics(port: number, host = '127.0.0.1'): Promise<MetricsServer> {
  collectProcessMetrics();
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    register.metrics().then(
      (text) => res.writeHead(200, { 'content-type': register.contentType }).end(text),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
