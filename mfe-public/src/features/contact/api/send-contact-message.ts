import { apiRequest } from '@agency/web-kit';
import type { ContactBody } from '@agency/contracts';

/** POST /api/contact: the answer's `message` is what the visitor is shown (spec section 7). */
export function sendContactMessage(body: ContactBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/contact', { method: 'POST', body });
}
