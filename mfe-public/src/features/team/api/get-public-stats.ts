import { apiRequest } from '@agency/web-kit/api';
import type { PublicStats } from '@agency/contracts/browser';

/** GET /api/admin/public-stats (public): the team page's figures. `clients` is null when an older server leaves it out. */
export async function getPublicStats(signal?: AbortSignal): Promise<PublicStats> {
  return toPublicStats(await apiRequest<unknown>('/api/admin/public-stats', { signal }));
}

/** The answer of GET /api/admin/public-stats as the counters show it (also the server HTML's, src/server). */
export function toPublicStats(answer: unknown): PublicStats {
  const body = answer && typeof answer === 'object' ? (answer as Partial<PublicStats>) : null;
  const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null);
  return { teamMembers: count(body?.teamMembers) ?? 0, departments: count(body?.departments) ?? 0, clients: count(body?.clients) };
}
