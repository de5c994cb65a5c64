// Runs first on every request (after its trace is set): a request id that follows the call through the services and one
// access-log line when the answer is done (whatever produced it: proxy, static, error).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { currentTrace, runInTrace } from '@agency/server-kit';
import type { Logger } from './logger';

// An incoming id is reused only if it is short and printable, so a client cannot inject log lines or huge headers.
const acceptableId = /^[\w.:-]{1,128}$/;

export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    // Setting it on the request headers is what makes the proxy forward it upstream.
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);

    const trace = currentTrace();
    // 'close' also fires when the client gives up, which 'finish' would miss; it may fire outside the
    // request's async context, so the line is written in its trace (trace_id, trace-context.ts).
    res.once('close', () =>
      runInTrace(trace, () => {
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
        const fields = {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0], // the query may hold tokens; keep it out of logs
          status: res.statusCode,
          ms,
          ...(res.writableFinished ? {} : { aborted: true }),
        };
        if (res.statusCode >= 500) logger.warn('request', fields);
        else logger.info('request', fields);
      }),
    );
    next();
  };
}
