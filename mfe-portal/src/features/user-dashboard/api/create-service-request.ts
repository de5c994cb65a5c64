import type { CreateRequestBody, ServiceRequest } from '@agency/contracts';
import { apiRequest } from '@agency/web-kit';

/** POST /api/user/requests */
export function createServiceRequest(body: CreateRequestBody): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>('/api/user/requests', { method: 'POST', body });
}
