import { useState, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SERVER_PAGE_STYLE_ID } from '@agency/contracts/browser';

export const NO_SUCH_PAGE = 'The page you asked for does not exist.';

interface UnknownPathState {
  unknownPath?: boolean;
}

export interface UnknownPathProps {
  /** The remote page that an unknown URL's server HTML is (a remote's "Page not found"), if a remote publishes one. */
  servedPage?: ReactElement;
}

const serverHtmlShown = () => document.getElementById(SERVER_PAGE_STYLE_ID) !== null;

/**
 * Any other path leads to / (spec). The gateway still answers such a URL 404 with a "Page not found"
 * page (crawlers, no JavaScript); here the URL is replaced, so Back does not return to it. While that page's
 * server HTML is on screen, the first render is that page: the render that hydrates it must have it where the
 * HTML has it, or React finds nothing there and draws the whole layout (nav bar, footer) anew.
 */
export function UnknownPath({ servedPage }: UnknownPathProps) {
  const [served] = useState(() => (serverHtmlShown() ? servedPage : undefined));
  return (
    <>
      {served}
      <Navigate to="/" replace state={{ unknownPath: true } satisfies UnknownPathState} />
    </>
  );
}

/** The one line that says why the visitor is on the home page; it belongs to that arrival only. */
export function UnknownPathNotice() {
  const { state } = useLocation();
  if (!(state as UnknownPathState | null)?.unknownPath) return null;
  return (
    <div className="container">
      <p role="status" className="unknown-path-notice">
        {NO_SUCH_PAGE}
      </p>
    </div>
  );
}
