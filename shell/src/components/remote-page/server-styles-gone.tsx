import { useEffect, useLayoutEffect } from 'react';
import { SERVER_LAYOUT_STYLE_ID, SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';
import { sendHeldForm, SIGNED_IN_STYLE_ID } from '../../lib/before-take-over';

/**
 * Rendered with the page (or its fallback): once the app has the page, the server HTML's own CSS goes (the
 * app's CSS is in by then), and with it the page's guard (lib/before-take-over.ts): a form sent before is sent now.
 */
export function ServerStylesGone() {
  useLayoutEffect(() => {
    for (const id of [SERVER_PAGE_STYLE_ID, SERVER_LAYOUT_STYLE_ID, SIGNED_IN_STYLE_ID]) document.getElementById(id)?.remove();
  }, []);
  // After the commit: the hydrated form's action is live.
  useEffect(sendHeldForm, []);
  return null;
}
