import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { announce, onPageTitle } from '@agency/web-kit/base';

/** The new page's h1, else the main region: made focusable from script only, then focused. */
function focusNewPage(): void {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // Scroll restoration has already placed the page (top, #hash or the saved position).
  target.focus({ preventScroll: true });
}

/**
 * After a navigation (not the first load), once the new page has set its title: says the title in the
 * polite live region and moves focus to the page's heading. Without it, a screen reader hears nothing,
 * and focus falls to the body whenever the activated link went away (mobile menu, Get Service, …).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);
  const firstPageShown = useRef(false);
  const navigated = useRef(false);

  // A layout effect: it runs before the new page's own (passive) title effect in the same commit.
  useLayoutEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (firstPageShown.current) navigated.current = true;
  }, [pathname]);

  // Subscribed in a layout effect too: a page already loaded sets its title in the same commit as
  // this mounts, and passive effects run children first.
  useLayoutEffect(
    () =>
      onPageTitle((title) => {
        if (!firstPageShown.current) {
          firstPageShown.current = true;
          return;
        }
        if (!navigated.current) return;
        navigated.current = false;
        announce(title);
        focusNewPage();
      }),
    [],
  );

  return null;
}
