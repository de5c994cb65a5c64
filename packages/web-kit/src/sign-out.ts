// Signing out ends the session on the server too (POST /api/auth/logout revokes the token), so a
// copied token stops working; the browser's storage is cleared whatever that call does.
import { apiRequest } from './api-client';
import { clearDrafts } from './drafts';
import { forgetSessionEnd } from './session-end';
import { clearSession, getSession } from './session-store';
import { markSignedOutOnPurpose } from './signed-out-on-purpose';

/** A sign-out the person chose: no "session ended" notice, and nothing they typed is kept in this tab. */
function forgetTab(): void {
  markSignedOutOnPurpose();
  forgetSessionEnd();
  clearDrafts();
}

/**
 * Tells auth, then clears the stored session at once: a slow or failing server never keeps a person
 * signed in here. `keepalive` lets the call finish even when the page navigates away right after.
 */
export function signOut(logoutUrl = '/api/auth/logout'): Promise<void> {
  const token = getSession()?.token;
  const told = token
    ? fetch(logoutUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        credentials: 'include',
        body: '{}',
        keepalive: true,
      }).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  forgetTab();
  clearSession();
  return told;
}

/** "Sign out of all devices": every token of the account stops working; then this browser signs out. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest<{ message: string }>('/api/auth/logout-all', { method: 'POST' });
  forgetTab();
  clearSession();
}
