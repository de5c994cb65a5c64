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

/** A link's props: a visitor's sign-in carries the form to return to (the login page's `from`, unset without a service). */
export interface RequestTarget {
  to: string;
  state?: { from: string };
}

/**
 * Where a "Get Service" style call to action leads (spec section 2): with a stored token straight
 * into the new-request form with that service chosen (a member or an admin to their own area),
 * otherwise to sign-in, which then opens the form with that service. Re-renders on login and logout.
 */
export function useNewRequestTarget(): (service?: string) => RequestTarget {
  const session = useSession();
  return (service = '') => {
    const form = NEW_REQUEST_PATH + (service && '&service=' + encodeURIComponent(service));
    return session ? { to: (session.role && STAFF_TARGETS[session.role]) || form } : { to: '/login', state: { from: service && form } };
  };
}
