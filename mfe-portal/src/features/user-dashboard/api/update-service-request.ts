import type { ServiceRequest, UpdateRequestBody } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** PATCH /api/user/requests/:id: the own request while PENDING, only the fields sent; 409 once an admin answered it. */
export function updateServiceRequest(requestId: string, body: UpdateRequestBody): Promise<ServiceRequest> {
  return apiRequest<ServiceRequest>(`/api/user/requests/${encodeURIComponent(requestId)}`, { method: 'PATCH', body });
}
