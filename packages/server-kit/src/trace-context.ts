// W3C trace context (https://www.w3.org/TR/trace-context/): one trace id from the gateway (or the browser
// that sent a `traceparent`) through every service, internal call and outbox message of that work. The
// current trace lives in AsyncLocalStorage, so the logger, callInternal and the outbox find it without a
// parameter being passed through every function in between.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

export interface Trace {
  /** 32 lower-case hex digits, never all zero. */
  traceId: string;
  /** This hop's span id: 16 lower-case hex digits, never all zero. */
  spanId: string;
  /** The trace flags (bit 0: sampled), 2 hex digits. */
  flags: string;
}

// Version 00's layout; a later version may append fields, which are ignored (the spec's rule for readers).
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const allZero = (hex: string) => /^0+$/.test(hex);

/** The trace a `traceparent` header names, or undefined when it is missing or malformed (start a new one then). */
export function parseTraceparent(header: unknown): Trace | undefined {
  if (typeof header !== 'string') return undefined;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return undefined;
  const [, version, traceId, spanId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  // ff is forbidden; version 00 has exactly four fields.
  if (version === 'ff' || (version === '00' && rest !== undefined)) return undefined;
  if (allZero(traceId) || allZero(spanId)) return undefined;
  return { traceId, spanId, flags };
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A new span of `parent`'s trace (this hop), or the first span of a new, sampled trace. */
export function childTrace(parent?: Trace): Trace {
  return { traceId: parent?.traceId ?? hex(16), spanId: hex(8), flags: parent?.flags ?? '01' };
}

export const formatTraceparent = ({ traceId, spanId, flags }: Trace) => `00-${traceId}-${spanId}-${flags}`;

const store = new AsyncLocalStorage<Trace>();

/** With OpenTelemetry on (telemetry.ts), the span it opened for this request: then the logs carry its ids. */
let activeSpanTrace: () => Trace | undefined = () => undefined;
export function useActiveSpanTrace(read: () => Trace | undefined): void {
  activeSpanTrace = read;
}

/** With OpenTelemetry on, sends the spans still waiting in its batch (telemetry.ts registers how). */
let flushSpans: () => Promise<void> = async () => undefined;
export function useSpanFlush(flush: () => Promise<void>): void {
  flushSpans = flush;
}

/**
 * Before a part exits on SIGTERM: the spans of its last seconds (the batch goes out every 5 s) would be
 * lost with the process otherwise. Never throws; an unreachable collector does not hold the exit.
 */
export async function flushTraces(timeoutMs = 2000): Promise<void> {
  await Promise.race([flushSpans().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
}

/** The trace of the work running now, if any. */
export const currentTrace = (): Trace | undefined => store.getStore();

/** Runs `work` as part of `trace` (a request, a relayed outbox message). */
export function runInTrace<T>(trace: Trace | undefined, work: () => T): T {
  return trace ? store.run(trace, work) : work();
}

/** The headers that carry the current trace on a call made now: a child span, so the receiver carries on. */
export function traceHeaders(): { traceparent?: string } {
  const trace = currentTrace();
  return trace ? { traceparent: formatTraceparent(childTrace(trace)) } : {};
}

/**
 * Every request runs in a trace: the caller's (`traceparent`) or a new one. The answer names it in
 * `traceparent` too, so a caller (a browser, a support ticket) can quote the id that is in every log line.
 */
export function traceRequests(): RequestHandler {
  return (req, res, next) => {
    const trace = activeSpanTrace() ?? childTrace(parseTraceparent(req.headers.traceparent));
    const header = formatTraceparent(trace);
    // On the request too: what proxies it on (the gateway) forwards it as this hop's child.
    req.headers.traceparent = header;
    res.setHeader('traceparent', header);
    store.run(trace, next);
  };
}
