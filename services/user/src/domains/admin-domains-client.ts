import { domainListSchema, domainSchema, type Domain } from '@agency/contracts';
import { AppError, callInternal, singleFlight, singleFlightByKey } from '@agency/server-kit';

export interface AdminDomainsClientOptions {
  adminUrl: string;
  timeoutMs?: number;
}

const UNAVAILABLE = 'Domains are unavailable right now';

/**
 * Domains are owned by the admin service; this is the user service's only way to read them. Requests that
 * arrive together share one read (a burst of new requests makes one call, not one each).
 */
export function createAdminDomainsClient({ adminUrl, timeoutMs = 3000 }: AdminDomainsClientOptions) {
  const listDomains = singleFlight(async (): Promise<Domain[]> => {
    const { status, body } = await callInternal(new URL('/api/admin/domains', adminUrl).href, {
      timeoutMs,
      unavailableMessage: UNAVAILABLE,
    });
    const domains = domainListSchema.safeParse(body);
    // Any answer we cannot use is the same outage to the user as no answer.
    if (status !== 200 || !domains.success) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return domains.data;
  });
  /** One domain by id, or null when the admin service has none (a new request checks its one domain). */
  const findDomain = singleFlightByKey(async (id: string): Promise<Domain | null> => {
    const { status, body } = await callInternal(new URL(`/api/admin/domains/${encodeURIComponent(id)}`, adminUrl).href, {
      timeoutMs,
      unavailableMessage: UNAVAILABLE,
    });
    if (status === 404 || status === 400) return null;
    const domain = domainSchema.safeParse(body);
    if (status !== 200 || !domain.success) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
    return domain.data;
  });
  return { listDomains, findDomain };
}

export type AdminDomainsClient = ReturnType<typeof createAdminDomainsClient>;
