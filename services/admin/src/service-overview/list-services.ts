import type { ServiceRequest } from '@agency/contracts';
import type { PortalClient } from '../requests/portal-client';

export type ServiceStatus = 'ACTIVE' | 'COMPLETED';
export type ServiceItem = ServiceRequest & { serviceStatus: ServiceStatus };

/**
 * Spec §7 "GET /services": the agency's work as services, merged from the request queues: approved and
 * in-progress requests are ACTIVE, completed ones COMPLETED. `wanted` filters (anything else: both).
 */
export async function listServices(deps: { portal: Pick<PortalClient, 'listRequests'> }, wanted: string): Promise<ServiceItem[]> {
  const [approved, inProgress, completed] = await Promise.all(
    (['approved', 'in_progress', 'completed'] as const).map((status) =>
      (wanted === 'COMPLETED' && status !== 'completed') || (wanted === 'ACTIVE' && status === 'completed')
        ? []
        : deps.portal.listRequests(status, { limit: 100 }).then((page) => page.requests),
    ),
  );
  return [
    ...[...approved!, ...inProgress!].map((r) => ({ ...r, serviceStatus: 'ACTIVE' as const })),
    ...completed!.map((r) => ({ ...r, serviceStatus: 'COMPLETED' as const })),
  ];
}
