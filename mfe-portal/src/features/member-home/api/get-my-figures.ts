import type { MemberInsights } from '@agency/contracts/browser';
import { apiRequest } from '@agency/web-kit';

/** GET /api/member/insights/me: the member's tasks completed this UTC month and their median time to complete. */
export function getMyFigures(signal?: AbortSignal): Promise<MemberInsights> {
  return apiRequest<MemberInsights>('/api/member/insights/me', { signal });
}
