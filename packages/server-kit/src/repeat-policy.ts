// When a call that got no answer may be sent again by the caller on its own: the gateway's proxy and
// callInternal both follow it. A request the service never answered is repeated once when a repeat cannot
// do its work twice: an idempotent method (RFC 9110 §9.2.2), or one carrying an Idempotency-Key, which
// the services replay.

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * Failures where the service answered nothing: refused, unreachable, or the connection dropped first
 * (undici says UND_ERR_SOCKET for "other side closed"). A time-out is not one: the service may be working.
 */
const NOT_ANSWERED: ReadonlySet<string> = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'UND_ERR_SOCKET']);

export const mayRepeat = (method: string | undefined, hasIdempotencyKey: boolean) =>
  IDEMPOTENT_METHODS.has((method ?? 'GET').toUpperCase()) || hasIdempotencyKey;

/** The error (or, for fetch, its cause) says the service answered nothing. */
export function wasNotAnswered(err: unknown): boolean {
  const { code, cause } = (err ?? {}) as { code?: string; cause?: { code?: string } };
  return NOT_ANSWERED.has(code ?? '') || NOT_ANSWERED.has(cause?.code ?? '');
}
