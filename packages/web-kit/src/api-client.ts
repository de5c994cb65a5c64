// The one browser HTTP client (spec section 7): JSON, cookies, bearer token, 10 s time-out,
// and errors normalised into ApiError with the texts of spec section 8.
import { ApiError, CONNECTION_ERROR_MESSAGE, SLOW_CHANGE_MESSAGE, slowAnswerMessage } from './api-error';
import { endSession } from './session-end';
import { accountOf, clearSession, getSession, readStoredIdentity } from './session-store';
import { emitUnauthorized } from './unauthorized';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except a FormData (files), which is sent as multipart. */
  body?: unknown;
  /** Cancels the call (e.g. the component unmounted); ends in ApiError code ABORTED. */
  signal?: AbortSignal;
  /**
   * A 401 normally ends the session. Calls where 401 means "wrong credentials" (login, a
   * password check) set this to false and get the ApiError instead.
   */
  redirectOn401?: boolean;
  /**
   * Sent as Idempotency-Key: a POST that creates something passes its submission's key (see
   * useSubmissionKey), so retrying the same submission never creates a second record.
   */
  idempotencyKey?: string;
  /**
   * The account (token subject) the call is made for, e.g. the one a form was typed under: when this
   * browser is signed in as someone else by then, the call is not sent (ApiError ACCOUNT_CHANGED).
   */
  account?: string | null;
  /** Only for tests and uploads; other calls use REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Extra headers, e.g. If-Match: the version an edit form was opened on. */
  headers?: Record<string, string>;
  /** The call finishes even when the page is closed right after (a change made as the page is left). */
  keepalive?: boolean;
  /** 'blob': a success answer is a file (a CSV export), handed back as its bytes; errors are still JSON. */
  responseType?: 'json' | 'blob';
}

const GATEWAY_STATUSES = new Set([502, 503, 504]);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverText = typeof record.error === 'string' ? record.error : typeof record.message === 'string' ? record.message : '';
  const code = typeof record.code === 'string' ? record.code : `HTTP_${status}`;
  // The same submission is still running on the server (an earlier try that timed out here): not a failure.
  if (code === 'IDEMPOTENCY_IN_PROGRESS') return new ApiError(status, code, SLOW_CHANGE_MESSAGE);
  if (serverText) return new ApiError(status, code, serverText);
  // No JSON error body: a proxy or load balancer answered, so the service itself was not reached.
  if (GATEWAY_STATUSES.has(status)) return new ApiError(status, code, CONNECTION_ERROR_MESSAGE);
  return new ApiError(status, code, `Request failed with status ${status}`, { hasText: false });
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, redirectOn401 = true, idempotencyKey, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const session = getSession();
  if (options.account !== undefined && accountOf(session) !== options.account) {
    // Never file what one person typed under another account (a sign-in in another tab switched it).
    const now = session ? `You are now signed in as ${session.userName || session.userEmail}. ` : 'You are signed out. ';
    throw new ApiError(0, 'ACCOUNT_CHANGED', `${now}This form was filled in under another account, so it was not sent.`);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  // A form with files goes as multipart: the browser writes that content type with its boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    ...(isForm ? {} : { 'Content-Type': 'application/json' }),
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
    ...options.headers,
  };
  const token = session?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      keepalive: options.keepalive,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    payload = response.ok && options.responseType === 'blob' ? await response.blob() : await readBody(response);
  } catch {
    // The server may still finish the work: say so rather than call it a failure (a retry of a creating
    // call sends the same Idempotency-Key and gets the first outcome).
    if (timedOut) throw new ApiError(0, 'TIMEOUT', slowAnswerMessage(method.toUpperCase(), idempotencyKey));
    if (signal?.aborted) throw new ApiError(0, 'ABORTED', 'Request cancelled');
    throw new ApiError(0, 'NETWORK_ERROR', CONNECTION_ERROR_MESSAGE);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.ok) return payload as T;
  const error = toApiError(response.status, payload);
  if (response.status === 401 && redirectOn401) {
    // A call sent with an older token (signed out or in again meanwhile) says nothing about the session now.
    // The server's words for a refused token ("Invalid or expired token") are for API callers; a person
    // is told in plain words that the session ended.
    if (!token) {
      clearSession();
      emitUnauthorized();
    } else if (readStoredIdentity()?.token === token) endSession();
  }
  throw error;
}
