// From the shell's first script until the app has taken over a page's server HTML (its CSS, #prerendered-style,
// is gone then). No shared module is imported here: this runs before the federation runtime has them.
import { SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';

/** What hides a visitor's page from someone signed in until their own arrives (removed with the server CSS). */
export const SIGNED_IN_STYLE_ID = 'signed-in-before-app';

let held: HTMLFormElement | undefined;

const serverHtmlShown = () => document.getElementById(SERVER_PAGE_STYLE_ID) !== null;

/**
 * A form of the server HTML sent before the app's form is live is held, not sent by the browser: the sign-in
 * pages need the app (a session lives in the browser), and the app then sends it once (`sendHeldForm`), with
 * what the hydrated fields hold. Someone signed in gets the server HTML, a visitor's page, with its links
 * inert and its nav bar (SIGN IN) hidden until their own page is there.
 */
export function guardServerHtml(signedIn: boolean): void {
  if (!serverHtmlShown()) return;
  document.addEventListener(
    'submit',
    (event) => {
      if (!serverHtmlShown()) return;
      event.preventDefault();
      held = event.target as HTMLFormElement;
    },
    true,
  );
  if (!signedIn) return;
  const style = document.createElement('style');
  style.id = SIGNED_IN_STYLE_ID;
  style.textContent = '#main{pointer-events:none}#root .nav{visibility:hidden}';
  document.head.append(style);
}

/** The app has taken over: the form the visitor sent meanwhile is sent now, as a press of its button would. */
export function sendHeldForm(): void {
  const form = held;
  held = undefined;
  if (form?.isConnected) form.requestSubmit();
}
