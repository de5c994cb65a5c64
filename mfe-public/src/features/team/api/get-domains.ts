import { apiRequest } from '@agency/web-kit';
import type { Domain } from './types';

const PREFETCH_FRESH_MS = 5000;
let prefetched: { promise: Promise<Domain[]>; at: number } | null = null;

async function fetchDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}

/**
 * Starts loading the domains while the team page's code is still downloading (called from pages.ts),
 * so the grid does not wait for chunk → render → effect → request in a row.
 */
export function prefetchDomains(): void {
  const promise = fetchDomains();
  promise.catch(() => undefined); // a failure is reported by the page that takes it
  prefetched = { promise, at: Date.now() };
}

/** GET /api/admin/domains (public read). A non-array answer counts as no domains (spec section 7). */
export function getDomains(signal?: AbortSignal): Promise<Domain[]> {
  const early = prefetched;
  prefetched = null; // used once: a retry or a later visit asks the server again
  if (early && Date.now() - early.at < PREFETCH_FRESH_MS) return early.promise;
  return fetchDomains(signal);
}
