import type { PublicFigures, PublicFiguresSettings } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/admin/settings/public-figures → the /team counters' figures and the live counts. */
export function getPublicFigures(signal?: AbortSignal): Promise<PublicFiguresSettings> {
  return apiRequest<PublicFiguresSettings>('/api/admin/settings/public-figures', { signal });
}

/** PUT /api/admin/settings/public-figures; the public /team page shows them from its next load. */
export function savePublicFigures(figures: PublicFigures): Promise<PublicFigures> {
  return apiRequest<PublicFigures>('/api/admin/settings/public-figures', { method: 'PUT', body: figures });
}
