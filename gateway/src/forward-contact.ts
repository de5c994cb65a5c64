// The contact form sent without the app, passed on to the admin service's POST /api/contact as the app
// sends it (JSON), so one route stores every message: its validation, its rate limit per visitor address
// and its Idempotency-Key handling apply to this message too.
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { traceHeaders } from '@agency/server-kit';
import type { ContactBody, ContactNotSentReason } from '@agency/contracts';
import type { Logger } from './logger';

export type ContactOutcome = 'sent' | ContactNotSentReason;

/**
 * The visitor's address as the proxies pass it on (http-proxy-middleware's xfwd: the X-Forwarded-For the
 * gateway was given, then the socket peer): the admin service trusts the gateway's hop, so its req.ip,
 * which its rate limit and its Idempotency-Keys are scoped by, is the same as for the app's sends.
 */
export function forwardedFor(req: Request): string {
  const given = req.headers['x-forwarded-for'];
  const peer = req.socket.remoteAddress ?? '';
  return given ? `${Array.isArray(given) ? given.join(',') : given},${peer}` : peer;
}

/**
 * Same visitor, same message: same key. A browser sending the form again (a double press, Back and Send,
 * a retry after a time-out) stores one message, and the admin service answers the repeat as it answered
 * the first (its keys last 24 h).
 */
export const contactIdempotencyKey = (client: string, body: ContactBody) =>
  `contact-form-${createHash('sha256')
    .update(`${client}\n${JSON.stringify(body)}`)
    .digest('hex')}`;

/** What the admin service's answer means for the visitor; nothing of the message is logged. */
function outcomeOf(status: number): ContactOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 400 || status === 413 || status === 422) return 'invalid';
  if (status === 429) return 'too-many';
  // 409 (the same message still being stored), 5xx, anything else: not sent as far as anyone can say.
  return 'unavailable';
}

export async function forwardContact(
  req: Request,
  body: ContactBody,
  options: { adminUrl: string; timeoutMs: number; logger: Logger },
): Promise<ContactOutcome> {
  const { adminUrl, timeoutMs, logger } = options;
  const client = forwardedFor(req);
  const requestId = req.headers['x-request-id'];
  try {
    const answer = await fetch(`${adminUrl}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': client,
        'idempotency-key': contactIdempotencyKey(client, body),
        ...(typeof requestId === 'string' ? { 'x-request-id': requestId } : {}),
        ...traceHeaders(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the status matters; reading the rest frees the pooled connection.
    await answer.body?.cancel();
    const outcome = outcomeOf(answer.status);
    if (outcome === 'unavailable') logger.warn('contact form not delivered', { requestId, service: 'admin', status: answer.status });
    return outcome;
  } catch (err) {
    const reason = (err as Error).name === 'TimeoutError' ? 'timeout' : ((err as { cause?: { code?: string } }).cause?.code ?? 'error');
    logger.warn('contact form not delivered', { requestId, service: 'admin', reason, timeoutMs });
    return 'unavailable';
  }
}
