import { apiRequest } from '@agency/web-kit';
import type { Domain } from '@agency/contracts/browser';

const PREFETCH_FRESH_MS = 5000;
let prefetched: { promise: Promise<Domain[]>; at: number; data?: Domain[] } | null = null;

async function fetchDomains(signal?: AbortSignal): Promise<Domain[]> {
  const body = await apiRequest<unknown>('/api/admin/domains', { signal });
  return Array.isArray(body) ? (body as Domain[]) : [];
}

function freshPrefetch() {
  return prefetched && Date.now() - prefetched.at < PREFETCH_FRESH_MS ? prefetched : null;
}

/**
 * Starts loading the domains while the team page's code is still downloading (called from pages.ts),
 * so the grid does not wait for chunk → render → effect → request in a row.
 */
export function prefetchDomains(): void {
  const entry: NonNullable<typeof prefetched> = { promise: fetchDomains(), at: Date.now() };
  entry.promise.then(
    (data) => (entry.data = data),
    () => undefined, // a failure is reported by the page that takes it
  );
  prefetched = entry;
}

/**
 * The prefetched domains if they have already arrived (used once), so the page's first render shows
 * the grid instead of a skeleton followed by a second render.
 */
export function takePrefetchedDomains(): Domain[] | undefined {
  const data = freshPrefetch()?.data;
  if (data) prefetched = null;
  return data;
}

/** GET /api/admin/domains (public read). A non-array answer counts as no domains (spec section 7). */
export function getDomains(signal?: AbortSignal): Promise<Domain[]> {
  const early = freshPrefetch();
  prefetched = null; // used once: a retry or a later visit asks the server again
  return early ? early.promise : fetchDomains(signal);
}
