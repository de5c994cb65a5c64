// The thread calls every front end makes (the customer's, the admin's and the member's pages all open
// the same threads at the user service).
import type { ThreadMessage, ThreadPage, UnreadThreads } from '@agency/contracts/browser';
import { apiRequest } from '../api-client';
import { ApiError, CONNECTION_ERROR_MESSAGE } from '../api-error';
import { getSession } from '../session-store';

const base = (requestId: string) => `/api/user/requests/${encodeURIComponent(requestId)}/thread`;

/** Uploads of up to 50 MB need longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function getThreadPage(requestId: string, cursor: string | null, signal?: AbortSignal): Promise<ThreadPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<ThreadPage>(`${base(requestId)}${query}`, { signal });
}

export function postThreadMessage(requestId: string, body: string, files: File[], idempotencyKey?: string): Promise<ThreadMessage> {
  if (files.length === 0) return apiRequest<ThreadMessage>(base(requestId), { method: 'POST', body: { body }, idempotencyKey });
  const form = new FormData();
  form.append('body', body);
  for (const file of files) form.append('files', file, file.name);
  return apiRequest<ThreadMessage>(base(requestId), { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS });
}

export function markThreadRead(requestId: string): Promise<UnreadThreads> {
  return apiRequest<UnreadThreads>(`${base(requestId)}/read`, { method: 'POST' });
}

export function getUnreadThreads(signal?: AbortSignal): Promise<UnreadThreads> {
  return apiRequest<UnreadThreads>('/api/user/threads/unread', { signal });
}

/** A file's bytes (the bearer token cannot ride on a plain link): for a thumbnail or a download. */
export async function getThreadFile(requestId: string, fileId: string, signal?: AbortSignal): Promise<Blob> {
  const token = getSession()?.token;
  let res: Response;
  try {
    res = await fetch(`${base(requestId)}/files/${encodeURIComponent(fileId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      signal,
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', CONNECTION_ERROR_MESSAGE);
  }
  if (!res.ok)
    throw new ApiError(
      res.status,
      `HTTP_${res.status}`,
      res.status === 404 ? 'This file is no longer available.' : CONNECTION_ERROR_MESSAGE,
    );
  return res.blob();
}
