import { domainListSchema, type Domain } from '@agency/contracts';
import { AppError, callInternal } from '@agency/server-kit';

export interface AdminDomainsClientOptions {
  adminUrl: string;
  timeoutMs?: number;
}

const UNAVAILABLE = 'Domains are unavailable right now';

/** Domains are owned by the admin service; this is the user service's only way to read them. */
export function createAdminDomainsClient({ adminUrl, timeoutMs = 3000 }: AdminDomainsClientOptions) {
  return {
    async listDomains(): Promise<Domain[]> {
      const { status, body } = await callInternal(new URL('/api/admin/domains', adminUrl).href, {
        timeoutMs,
        unavailableMessage: UNAVAILABLE,
      });
      const domains = domainListSchema.safeParse(body);
      // Any answer we cannot use is the same outage to the user as no answer.
      if (status !== 200 || !domains.success) throw new AppError('DEPENDENCY_UNAVAILABLE', UNAVAILABLE, 503);
      return domains.data;
    },
  };
}

export type AdminDomainsClient = ReturnType<typeof createAdminDomainsClient>;
