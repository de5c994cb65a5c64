import { AppError } from './app-error';
import { mayRepeat, wasNotAnswered } from './repeat-policy';
import { traceHeaders } from './trace-context';

export interface InternalCallOptions {
  method?: string;
  body?: unknown;
  internalToken?: string;
  bearer?: string;
  timeoutMs?: number;
  /** Extra headers, e.g. an Idempotency-Key so a retry of a timed-out call completes the same operation, or x-client-address. */
  headers?: Record<string, string>;
  /** What the caller's client sees when the dependency is down, slow or answers 5xx. */
  unavailableMessage: string;
}

export interface InternalAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One call to another service with a short time-out. A dependency that is down, slow or failing
 * becomes 503 DEPENDENCY_UNAVAILABLE (never a hang); 4xx answers are returned for the caller to map.
 * A call the dependency dropped unanswered (a replica leaving) is sent once more when repeat-policy.ts
 * allows it, within the same time-out.
 */
export async function callInternal<T = unknown>(url: string, options: InternalCallOptions): Promise<InternalAnswer<T>> {
  const { method = 'GET', body, internalToken, bearer, timeoutMs = 3000, unavailableMessage } = options;
  const headers: Record<string, string> = { ...options.headers, ...traceHeaders(), accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (internalToken) headers['x-internal-token'] = internalToken;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(timeoutMs) };
  const repeatable = mayRepeat(
    method,
    Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key'),
  );
  let response: Response;
  let parsed: unknown;
  try {
    response = await fetch(url, init).catch((err: unknown) => {
      if (repeatable && wasNotAnswered(err)) return fetch(url, init);
      throw err;
    });
    parsed = await response.json().catch(() => null);
  } catch {
    throw new AppError('DEPENDENCY_UNAVAILABLE', unavailableMessage, 503);
  }
  if (response.status >= 500) throw new AppError('DEPENDENCY_UNAVAILABLE', unavailableMessage, 503);
  return { status: response.status, body: parsed as T, headers: response.headers };
}
