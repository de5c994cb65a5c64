import { useLayoutEffect } from 'react';
import { SERVER_LAYOUT_STYLE_ID, SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';

/**
 * Rendered with the page (or its fallback): once the app has the page, hydrated or drawn, the server HTML's
 * own CSS goes. The app's CSS is in by then, and the early-submit guard (the gateway's
 * app-code-after-paint.ts) reads its going as "the app's forms are live".
 */
export function ServerStylesGone() {
  useLayoutEffect(() => {
    document.getElementById(SERVER_PAGE_STYLE_ID)?.remove();
    document.getElementById(SERVER_LAYOUT_STYLE_ID)?.remove();
  }, []);
  return null;
}
