// A keyboard visitor can Tab into the server HTML (a nav link, the menu button, a link of the page) before
// the app's code has arrived. Where the app's first render replaces that HTML (someone signed in, a page whose
// code came too late to hydrate it), the focused element goes with it:
// focus would fall back to the page's body, and the next Tab start over from the top. The shell notes
// which control had focus and, once the app has taken over, focuses the same control of the app's page.

import { SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';

/** What makes a control the same one in the app's page: its kind, target, nav and words. */
const identity = (element: Element) =>
  `${element.tagName} ${element.getAttribute('href')} ${element.closest('nav')?.getAttribute('aria-label')} ${element.textContent}`;

/**
 * The shell, before its first render: notes the control of the server HTML in `container` that has focus
 * from now on, and once the app's render has replaced it (it is no longer connected), focuses the same
 * control of the app's page.
 */
export function keepServerFocus(container: Element): void {
  let focused: Element | null = document.activeElement;
  const note = ({ target }: FocusEvent) => (focused = target as Element);
  document.addEventListener('focusin', note, true);
  const observer = new MutationObserver(() => {
    if (document.getElementById(SERVER_PAGE_STYLE_ID)) return; // the server HTML is still there
    observer.disconnect();
    document.removeEventListener('focusin', note, true);
    const lost = focused;
    // Only focus lost with the server HTML. (A field's form gives focus back to the field itself, with the
    // caret where it was: keepServerFields.)
    if (!lost || lost.isConnected || document.activeElement !== document.body) return;
    [...container.querySelectorAll<HTMLElement>('a, button')]
      .find((element) => identity(element) === identity(lost))
      ?.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true, subtree: true });
}
