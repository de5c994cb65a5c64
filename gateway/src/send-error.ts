// Every error the gateway itself produces has the shape of docs/interfaces.md: { error, code }, plus the request id.
import type { ServerResponse } from 'node:http';
import type { ErrorCode } from '@agency/contracts';

export function sendError(res: ServerResponse, status: number, code: ErrorCode, error: string): void {
  if (res.headersSent) {
    // Part of another answer is already on the wire; cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  // The id in the body too (as the services do), so a user's screenshot or a client log names the request.
  const requestId = res.getHeader('x-request-id');
  const body = JSON.stringify({ error, code, ...(typeof requestId === 'string' ? { requestId } : {}) });
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

export function sendNotFound(res: ServerResponse): void {
  sendError(res, 404, 'NOT_FOUND', 'Not found');
}
