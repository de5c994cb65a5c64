// A replica that leaves (a rolling restart, a scale-in) must cost no caller its request. Its drain
// (server-kit's graceful-http.ts) answers `Connection: close` while it still serves; two races remain
// that no drain closes on its own: a connection that reaches the replica's accept queue as its listener
// closes is reset, and so is a pooled socket written to as the replica closes it. So the gateway, like
// nginx's `proxy_next_upstream error` and Envoy's `retry_on: reset,connect-failure`:
// - stops opening connections to a replica that said it is leaving (LeavingReplicas), and
// - repeats once, on another connection, a request the service never answered, when a repeat cannot do
//   the work twice (server-kit's repeat-policy.ts).
import type dns from 'node:dns';
import type http from 'node:http';
import { mayRepeat as policyAllows, wasNotAnswered } from '@agency/server-kit';

/** How long a replica that said it is leaving gets no new connections (it is gone well before). */
export const LEAVING_AVOIDED_MS = 10_000;

export class LeavingReplicas {
  readonly #saidAt = new Map<string, number>();

  constructor(
    private readonly avoidMs = LEAVING_AVOIDED_MS,
    private readonly now = Date.now,
  ) {}

  /** Reads an answer: `Connection: close` to a request that did not ask for it says the replica is draining. */
  observe(address: string | undefined, req: http.IncomingMessage, res: http.IncomingMessage): void {
    if (!address) return;
    const askedToClose = /\bclose\b/i.test(req.headers.connection ?? '');
    if (/\bclose\b/i.test(res.headers.connection ?? '') && !askedToClose) this.#saidAt.set(address, this.now());
    else this.#saidAt.delete(address);
  }

  /** The addresses to connect to: those not leaving, or all of them when every one is. */
  staying(addresses: dns.LookupAddress[]): dns.LookupAddress[] {
    const staying = addresses.filter(({ address }) => !(this.now() - (this.#saidAt.get(address) ?? -Infinity) < this.avoidMs));
    return staying.length > 0 ? staying : addresses;
  }
}

/** Bodies up to this size are kept for a repeat (the API's JSON); a larger one (an upload) streams and is not repeated. */
export const KEPT_BODY_BYTES = 64 * 1024;

const mayRepeat = (req: http.IncomingMessage) => policyAllows(req.method, req.headers['idempotency-key'] !== undefined);

const hasBody = (req: http.IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/** The body is small enough to keep for a repeat (declared by its length, so nothing is read beyond it). */
export const keepsBody = (req: http.IncomingMessage) => {
  const length = Number(req.headers['content-length'] ?? 0);
  return mayRepeat(req) && req.headers['transfer-encoding'] === undefined && length > 0 && length <= KEPT_BODY_BYTES;
};

const keptBodies = new WeakMap<http.IncomingMessage, Buffer>();
const repeated = new WeakSet<http.IncomingMessage>();

export type BodyReading = 'read' | 'stalled' | 'gone';

/** Reads a body `keepsBody` accepted; 'stalled' when the caller has not sent it within `deadlineMs`. */
export function readKeptBody(req: http.IncomingMessage, deadlineMs: number): Promise<BodyReading> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const settle = (reading: BodyReading) => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose);
      if (reading !== 'read') req.pause();
      resolve(reading);
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => {
      keptBodies.set(req, Buffer.concat(chunks));
      settle('read');
    };
    const onGone = () => settle('gone');
    const onClose = () => !req.complete && settle('gone');
    const timer = setTimeout(() => settle('stalled'), deadlineMs);
    req.on('data', onData).once('end', onEnd).once('error', onGone).once('close', onClose);
  });
}

/** Sends a kept body on the upstream request (the caller's stream has been read already). */
export function sendKeptBody(proxyReq: http.ClientRequest, req: http.IncomingMessage): void {
  const body = keptBodies.get(req);
  if (body) proxyReq.write(body);
}

/** True once per request, when the service answered nothing and sending it again cannot do its work twice. */
export function takeRepeat(err: Error, req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (repeated.has(req) || res.headersSent || !wasNotAnswered(err) || !mayRepeat(req)) return false;
  if (hasBody(req) && !keptBodies.has(req)) return false;
  repeated.add(req);
  return true;
}
