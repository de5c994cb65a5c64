// Whether this tab signed out on purpose (sign-out.ts sets it): the guards then send the person to
// /login without a page to return to. Its own module so the guards' first render needs no sign-out code.
import { getSession, subscribe } from './session-store';

let chosen = false;
subscribe(() => {
  if (getSession()) chosen = false;
});

/**
 * True after this tab signed out on purpose, until someone signs in again: the guards then send the
 * person to /login without a page to return to (the next sign-in is a plain one).
 */
export function signedOutOnPurpose(): boolean {
  return chosen;
}

export function markSignedOutOnPurpose(): void {
  chosen = true;
}
