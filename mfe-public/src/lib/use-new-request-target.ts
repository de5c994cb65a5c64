import { useSession } from '@agency/web-kit';

export const NEW_REQUEST_PATH = '/user-dashboard?section=new-request';

/**
 * Where a "Get Service" style call to action leads (spec section 2): with a stored token straight
 * into the new-request form, otherwise to sign-in. Re-renders on login and logout.
 */
export function useNewRequestTarget(): string {
  return useSession() ? NEW_REQUEST_PATH : '/login';
}
