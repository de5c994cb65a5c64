import type { RequestHandler } from 'express';
import pino from 'pino';
import { currentTrace, runInTrace } from './trace-context';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type Fields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: Fields): void;
  info(msg: string, fields?: Fields): void;
  warn(msg: string, fields?: Fields): void;
  error(msg: string, fields?: Fields): void;
}

/**
 * One JSON object per line (pino), so `npm start`'s prefixed output and log shippers can both read it.
 * Secrets never reach a line: any field named like a password or token is redacted.
 */
export function createLogger({
  name,
  level = 'info',
  destination = process.stdout,
}: {
  name: string;
  level?: LogLevel;
  /** Where the lines go (stdout; a test passes a collector). */
  destination?: { write(line: string): unknown };
}): Logger {
  const log = pino(
    {
      level,
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Every line written during a request's or a relayed message's work names its trace (trace-context.ts).
      mixin: () => {
        const trace = currentTrace();
        return trace ? { trace_id: trace.traceId, span_id: trace.spanId } : {};
      },
      formatters: { level: (label) => ({ level: label }) },
      redact: {
        paths: ['password', 'newPassword', 'currentPassword', 'token', 'authorization', '*.password', '*.token', '*.authorization'],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return {
    debug: (msg, fields = {}) => log.debug(fields, msg),
    info: (msg, fields = {}) => log.info(fields, msg),
    warn: (msg, fields = {}) => log.warn(fields, msg),
    error: (msg, fields = {}) => log.error(fields, msg),
  };
}

/** One line per finished request. The query string is left out: it may carry secrets. */
export function logRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const trace = currentTrace();
    // 'finish' may fire outside the request's async context (a streamed answer): log in its trace anyway.
    res.on('finish', () =>
      runInTrace(trace, () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const path = req.originalUrl.split('?')[0];
        // Probes hit these every few seconds; keep them out of the info stream.
        const quiet = path === '/healthz' || path === '/readyz';
        const fields = {
          requestId: req.headers['x-request-id'],
          method: req.method,
          path,
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        };
        (quiet ? logger.debug : logger.info)('request', fields);
      }),
    );
    next();
  };
}
