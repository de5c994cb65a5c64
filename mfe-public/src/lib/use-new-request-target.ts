import type { Role } from '@agency/contracts/browser';
import { useSession } from '@agency/web-kit/base';

export const NEW_REQUEST_PATH = '/user-dashboard?section=new-request';

/**
 * Requests are placed from a customer account, so staff signed in as a member or admin go to their own
 * area (where requests reach them), never to a sign-in form while they are signed in.
 */
const STAFF_TARGETS: Partial<Record<Role, string>> = {
  member: '/member-home',
  admin: '/admin/service-requests',
};

/**
 * Where a "Get Service" style call to action leads (spec section 2): with a stored token straight
 * into the new-request form (a member or an admin to their own area), otherwise to sign-in.
 * Re-renders on login and logout.
 */
export function useNewRequestTarget(): string {
  const session = useSession();
  if (!session) return '/login';
  return (session.role && STAFF_TARGETS[session.role]) || NEW_REQUEST_PATH;
}
