import { apiRequest } from '@agency/web-kit';
import type { Domain } from './types';

/** GET /api/admin/domains (public read). A non-array answer counts as no domains (spec section 7). */
export async function getDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}
