// Every error the gateway itself produces has the shape of docs/interfaces.md: { error, code }.
import type { ServerResponse } from 'node:http';

export function sendError(res: ServerResponse, status: number, code: string, error: string): void {
  if (res.headersSent) {
    // Part of another answer is already on the wire; cutting the connection is the only honest signal left.
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error, code });
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', Buffer.byteLength(body));
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

export function sendNotFound(res: ServerResponse): void {
  sendError(res, 404, 'NOT_FOUND', 'Not found');
}
