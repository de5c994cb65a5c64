import type { Domain } from '@agency/contracts/browser';
import { apiRequest, createPrefetch } from '@agency/web-kit/api';

/** GET /api/admin/domains (public read). A non-array answer counts as no domains (spec section 7). */
async function fetchDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}

const domains = createPrefetch(fetchDomains);

/**
 * Starts loading the domains while the team page's code is still downloading (called from pages.ts),
 * so the grid does not wait for chunk → render → effect → request in a row.
 */
export const prefetchDomains = domains.start;

/** The prefetched domains if they have already arrived (used once): the first render shows the grid. */
export const takePrefetchedDomains = domains.take;

/** The prefetched request if fresh (used once), else a new one: a retry or a later visit asks again. */
export const getDomains = domains.get;
