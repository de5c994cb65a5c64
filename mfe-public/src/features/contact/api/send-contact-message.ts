import { apiRequest } from '@agency/web-kit/api';
import type { ContactBody } from '@agency/contracts/browser';

/** POST /api/contact (public). Answers `{ message }` with the server's thank-you text. A retry sends the same key. */
export async function sendContactMessage(body: ContactBody, signal?: AbortSignal, idempotencyKey?: string): Promise<string> {
  const answer = await apiRequest<{ message?: unknown }>('/api/contact', { method: 'POST', body, signal, idempotencyKey });
  return typeof answer?.message === 'string' ? answer.message : 'Thank you for your message!';
}
